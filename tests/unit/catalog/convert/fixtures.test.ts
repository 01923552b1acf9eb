import { describe, expect, it } from 'vitest';
import { verifyEvidenceBundle } from '@/lib/catalog/evidence';
import { reportSchema } from '@/lib/catalog/report';
import { acesApps, converted, fixture, INGEST_FIXTURES, NO_XSD, readText, signer } from './convert-helpers';

describe.each(INGEST_FIXTURES)('converting %s', (name) => {
  it('accounts for every row, writes XSD-valid ACES and PIES, a report that parses and a bundle that verifies', async () => {
    const r = await converted({ path: fixture('ingest', name) });
    const { counts } = r;

    expect(counts.rows).toBeGreaterThan(10);
    expect(counts.converted + counts.flagged + counts.rejected + counts.merged).toBe(counts.rows);
    expect(counts.rows).toBe(r.report.input.rows);
    expect(counts.apps).toBeGreaterThan(counts.converted);
    expect(counts.items).toBeGreaterThan(0);

    const aces = await readText(r.files.aces!);
    expect(acesApps(aces)).toHaveLength(counts.apps);
    expect(aces).toContain(`<RecordCount>${counts.apps}</RecordCount>`);
    expect((await readText(r.files.pies!)).match(/<Item\b/g)).toHaveLength(counts.items);

    if (NO_XSD) {
      expect(r.report.xsd.aces?.ran).toBe(false);
    } else {
      expect(r.report.xsd.aces).toMatchObject({ ran: true, valid: true, errors: 0 });
      expect(r.report.xsd.pies).toMatchObject({ ran: true, valid: true, errors: 0 });
    }

    const report = reportSchema.parse(JSON.parse(await readText(r.files.reportJson)));
    const { converted: _converted, ...reportCounts } = counts;
    expect(report.counts).toEqual(reportCounts);
    expect(await readText(r.files.reportHtml)).toContain(name);

    const flaggedLines = (await readText(r.files.flagged)).trim().split(/\r\n/);
    expect(flaggedLines).toHaveLength(1 + counts.flagged + counts.rejected);

    const verified = await verifyEvidenceBundle(r.files.evidence, { trustedKeys: [signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.files.map((f) => f.name)).toEqual([
      'aces.xml',
      'pies.xml',
      'report.json',
      'report.html',
      'flagged.csv',
      'mapping.json',
      'source/fingerprint.json',
    ]);
    expect(verified.predicate).toMatchObject({
      input: { file: name, sha256: report.input.sha256 },
      thresholds: { accept: 0.9 },
      reference: { demo: true },
      tool: { name: 'partsmith', version: 'test' },
      brand: 'BKMN',
    });
  });
});

describe('the local model names of the German and Italian catalogs', () => {
  it.each([
    ['de-bremsen-semikolon.csv', ['BKM-D1613', 'BKM-D1795', 'BKM-D1760']],
    ['it-ricambi-pipe.csv', ['BKM-D1613', 'BKM-D1795', 'BKM-D1760']],
  ])('%s: 3er / Serie 3, C-Klasse / Classe C and VW rows all convert', async (name, parts) => {
    const r = await converted({ path: fixture('ingest', name) });
    expect(r.counts.flagged + r.counts.rejected).toBe(0);
    const exported = new Set(acesApps(await readText(r.files.aces!)).map((a) => a.part));
    for (const p of parts) expect(exported).toContain(p);
  });
});

describe('the English catalog', () => {
  it('exports nothing for its flagged engine row and its rejected wiper rows', async () => {
    const r = await converted({ path: fixture('ingest', 'en-brakes-clean.csv') });
    const parts = new Set(acesApps(await readText(r.files.aces!)).map((a) => a.part));
    expect(parts).not.toContain('BKM-OF5620'); // '2.0L L4 Turbo' on a 3 Series: petrol or diesel? flagged
    expect(parts).not.toContain('BKM-WB26'); // wiper blade at "Front Left": not a PCdb position for it
    expect(r.report.findingCounts).toMatchObject({ ENGINE_AMBIGUOUS: 1, PART_POSITION_INVALID: 2 });
  });
});

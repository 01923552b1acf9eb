import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyEvidenceBundle } from '@/lib/catalog/evidence';
import { validateXsd } from '@/lib/catalog/validate';
import { convert, converted, NO_XSD, readText, signer, tempDir, XSD_DIR } from './convert-helpers';

/**
 * Conversions written as ACES 5.0: the preview samples (submodels, engines, positions, notes,
 * qualifiers from the messy one) through the whole pipeline, checked against the official 5.0 XSD.
 */
const sample = (name: string): string => path.resolve(import.meta.dirname, '../../../../samples/preview', name);
const SAMPLES = ['en-us-brakes-filters.csv', 'mixed-messy-export.csv', 'de-bremsen-fahrwerk.xlsx'] as const;

describe.each(SAMPLES)('converting %s as ACES 5.0', (name) => {
  it('writes a 5.0 document that the ACES 5.0 schema accepts, with the same apps as 4.2', async () => {
    const v42 = await converted({ path: sample(name) });
    const v50 = await converted({ path: sample(name) }, { acesVersion: '5.0' });
    const xml = await readText(v50.files.aces!);

    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<ACES version="5\.0">\n/);
    expect(xml).toContain('<BrandID>BKMN</BrandID>');
    expect(xml).toMatch(/<VCdbPublicationDate>\d{4}-\d{2}-\d{2}<\/VCdbPublicationDate>/);
    expect(xml).not.toMatch(/<(Part|PartType|BrandAAIAID|ApprovedFor|VcdbVersionDate)\b/);
    expect(xml.match(/<PartNumber>/g)).toHaveLength(v50.counts.apps);
    expect(v50.counts).toEqual(v42.counts);

    if (NO_XSD) {
      expect(v50.report.xsd.aces).toMatchObject({ ran: false, version: '5.0' });
    } else {
      expect(v50.report.xsd.aces).toMatchObject({ ran: true, valid: true, errors: 0, version: '5.0' });
      expect(v50.report.xsd.aces?.schema).toMatch(/ACES_5_0_/);
      expect(v42.report.xsd.aces).toMatchObject({ ran: true, valid: true, version: '4.2' });
      expect(v42.report.xsd.aces?.schema).toMatch(/ACES_4_2_/);
    }
    const verified = await verifyEvidenceBundle(v50.files.evidence, { trustedKeys: [signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);
  });
});

describe('the ACES version of a conversion', () => {
  it('leaves 4.2 output byte for byte as it was when no version is given', async () => {
    const unset = await converted({ path: sample('en-us-brakes-filters.csv') });
    const explicit = await converted({ path: sample('en-us-brakes-filters.csv') }, { acesVersion: '4.2' });
    const xml = await readText(unset.files.aces!);
    expect(xml).toContain('<ACES version="4.2">');
    expect(await readText(explicit.files.aces!)).toBe(xml);
  });

  it.skipIf(NO_XSD)('holds a document to the schema of the version it was written in', async () => {
    // The 5.0 XSD does not know Part/PartType: a 4.2 body under a 5.0 check must fail, so the
    // check follows the requested version and not only what the root element claims.
    const v42 = await converted({ path: sample('en-us-brakes-filters.csv') });
    const xml = (await readText(v42.files.aces!)).replace('<ACES version="4.2">', '<ACES version="5.0">');
    const asWritten = await validateXsd({ xml: await readText(v42.files.aces!), kind: 'aces', version: '4.2', standardsDir: XSD_DIR });
    const as50 = await validateXsd({ xml, kind: 'aces', version: '5.0', standardsDir: XSD_DIR });
    expect(asWritten).toMatchObject({ valid: true, version: '4.2' });
    expect(as50).toMatchObject({ ran: true, valid: false, version: '5.0' });
    expect(as50.schemaFile).toMatch(/ACES_5_0_/);
  });

  it('refuses a version the writer does not know before touching any file', async () => {
    const outDir = await tempDir();
    const r = await convert({ path: sample('en-us-brakes-filters.csv') }, { outDir, acesVersion: '3.2' as '4.2' });
    expect(r).toMatchObject({ error: { code: 'ACES_VERSION_INVALID' } });
    expect('error' in r && r.error.message).toMatch(/4\.2, 5\.0/);
  });
});

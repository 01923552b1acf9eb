import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvertResult } from '@/lib/catalog/convert';
import { verifyEvidenceBundle } from '@/lib/catalog/evidence';
import { validateXsd } from '@/lib/catalog/validate';
import { converted, fixture, listDir, signer, tempDir, XSD_DIR } from './convert-helpers';

/*
 * Issue 13: never write an invalid deliverable. tests/fixtures/exports/nothing.csv rejects every row
 * (make 'Zorgmobile'), so there is no app and no item: an aces.xml would say nothing and a pies.xml
 * with an empty <Items/> fails the PIES 7.2 schema. clean.csv has both, and both pass the schemas.
 */

let dir = '';
let empty: ConvertResult;

beforeAll(async () => {
  dir = await tempDir();
  // A previous run's files in the same folder: none of them may pass for this run's.
  await converted({ path: fixture('exports', 'clean.csv') }, { outDir: dir });
  expect(await listDir(dir)).toContain('aces.xml');
  empty = await converted({ path: fixture('exports', 'nothing.csv') }, { outDir: dir });
});
afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await rm(dir, { recursive: true, force: true });
});

describe('a run with no apps and no items', () => {
  it('writes neither aces.xml nor pies.xml, and removes the ones an earlier run left in the folder', async () => {
    expect(empty.counts).toMatchObject({ rows: 2, rejected: 2, apps: 0, items: 0 });
    expect(empty.files.aces).toBeUndefined();
    expect(empty.files.pies).toBeUndefined();
    expect(await listDir(dir)).toEqual(['evidence.zip', 'flagged.csv', 'mapping.json', 'report.html', 'report.json']);
  });

  it('says why in the report, instead of a "will not validate" about a file nobody gets', () => {
    expect(empty.report.findingCounts).toMatchObject({ ACES_NOT_WRITTEN: 1, PIES_NOT_WRITTEN: 1 });
    expect(empty.report.findingCounts.PIES_NO_ITEMS).toBeUndefined();
    const aces = empty.report.findings.find((f) => f.code === 'ACES_NOT_WRITTEN')!;
    expect(aces.message).toMatch(/^aces\.xml was not written: no row gave an application \(2 rows read: 0 flagged for review, 2 rejected/);
    expect(empty.report.findings.find((f) => f.code === 'PIES_NOT_WRITTEN')!.message).toMatch(/PIES requires at least one Item/);
    expect(empty.report.xsd.aces).toMatchObject({ ran: false, valid: null });
  });

  it('signs a bundle that lists only the files written', async () => {
    const verified = await verifyEvidenceBundle(empty.files.evidence, { trustedKeys: [signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);
    const names = verified.files.map((f) => f.name);
    expect(names).not.toContain('aces.xml');
    expect(names).not.toContain('pies.xml');
    expect(names).toEqual(expect.arrayContaining(['report.json', 'flagged.csv']));
  });

  it('hands the evidence hook no path for the files left out', async () => {
    const seen: { aces: string | null; pies: string | null }[] = [];
    await converted(
      { path: fixture('exports', 'nothing.csv') },
      {
        outDir: path.join(dir, 'hook'),
        evidenceFiles: async (written) => {
          seen.push(written);
          const extra = path.join(dir, 'extra.txt');
          await writeFile(extra, 'x');
          return [{ name: 'extra.txt', path: extra }];
        },
      },
    );
    expect(seen).toEqual([{ aces: null, pies: null }]);
  });
});

describe('a run with apps and items', () => {
  it('writes both, and both pass the official schemas', async () => {
    const full = await converted({ path: fixture('exports', 'clean.csv') }, { outDir: path.join(dir, 'full') });
    expect(full.counts).toMatchObject({ apps: 3, items: 2 });
    const aces = await validateXsd({ xmlPath: full.files.aces!, kind: 'aces', version: '4.2', standardsDir: XSD_DIR, fileName: 'aces.xml' });
    const pies = await validateXsd({ xmlPath: full.files.pies!, kind: 'pies', standardsDir: XSD_DIR, fileName: 'pies.xml' });
    expect(aces).toMatchObject({ ran: true, valid: true });
    expect(pies).toMatchObject({ ran: true, valid: true });
    expect(full.report.findingCounts.ACES_NOT_WRITTEN).toBeUndefined();
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidBrandCode, verifyEvidenceBundle } from '@/lib/catalog';
import { PREVIEW_BRAND, PREVIEW_LIMITS, PREVIEW_SENDER } from '@/lib/preview/limits';
import { runPreview, type PreviewEngine } from '@/lib/preview/run-preview';
import { PREVIEW_SAMPLES, readSample } from '@/lib/preview/samples';
import { XSD_DIR } from '../catalog/assess/standards';
import { catalogCsv, testEngine, utf8 } from './engine-fixture';

let engine: PreviewEngine;
let tmpRoot: string;

beforeAll(async () => {
  engine = await testEngine();
});
beforeEach(async () => {
  tmpRoot = await mkdtemp(path.join(os.tmpdir(), 'partsmith-preview-run-'));
});
afterEach(async () => {
  await rm(tmpRoot, { recursive: true, force: true });
});

const upload = { source: { kind: 'upload' as const } };

describe('a preview conversion', () => {
  it('converts the messy sample with the real engine and leaves nothing behind', async () => {
    const outcome = await runPreview(await readSample('mixed-messy'), engine, { source: { kind: 'sample', sampleId: 'mixed-messy' }, tmpRoot });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { counts, rows } = outcome.result;
    expect(counts.converted + counts.flagged + counts.rejected + counts.merged).toBe(counts.rows);
    expect(counts.flagged).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
    expect(rows.total).toBe(counts.flagged + counts.rejected);
    expect(rows.shown.every((r) => r.reasons.length > 0 && r.codes.length > 0)).toBe(true);
    expect(await readdir(tmpRoot)).toEqual([]);
  });

  it('deletes its scratch folder when the conversion refuses the input too', async () => {
    const outcome = await runPreview({ bytes: utf8('Part Number,Make\n'), name: 'header-only.csv' }, engine, { ...upload, tmpRoot });
    expect(!outcome.ok && outcome.failure.code).toBe('PREVIEW_UNREADABLE');
    expect(await readdir(tmpRoot)).toEqual([]);
  });

  it('runs for the fixed demo brand, labels the demo reference and leaves XSD as not run without schemas', async () => {
    const outcome = await runPreview(await readSample('en-clean'), engine, { source: { kind: 'sample', sampleId: 'en-clean' }, tmpRoot });
    if (!outcome.ok) throw new Error(outcome.failure.code);
    expect(isValidBrandCode(PREVIEW_BRAND)).toBe(true);
    expect(outcome.result.brand).toBe(PREVIEW_BRAND);
    expect(outcome.result.reference.demo).toBe(true);
    expect(outcome.result.xsd).toEqual({ aces: 'notRun', pies: 'notRun', errors: 0 });
    expect(outcome.result.aces.xml).toContain(`<Part>BKM-D1452</Part>`);
  });

  it('names a sample sender that says it is one, not the Partsmith placeholders', async () => {
    const outcome = await runPreview(await readSample('en-clean'), engine, { source: { kind: 'sample', sampleId: 'en-clean' }, tmpRoot });
    if (!outcome.ok) throw new Error(outcome.failure.code);
    const file = (name: string) => gunzipSync(Buffer.from(outcome.result.downloads.find((d) => d.file === name)!.base64, 'base64')).toString('utf8');
    const aces = file('aces.xml');
    expect(PREVIEW_SENDER.company).toMatch(/sample/i);
    expect(aces).toContain(`<Company>${PREVIEW_SENDER.company}</Company>`);
    expect(aces).toContain('<DocumentTitle>Preview sample: BKMN fitment from');
    expect(aces).not.toContain('not given');
    expect(file('pies.xml')).toContain(`<TechnicalContact>${PREVIEW_SENDER.senderName}</TechnicalContact>`);
    expect(outcome.result.findings.map((g) => g.code)).not.toContain('HEADER_SENDER_PLACEHOLDER');
  });

  it('sends the four deliverables, the XML gzipped, the bundle verifiable as sent', async () => {
    const outcome = await runPreview(await readSample('fr-semicolon'), engine, { source: { kind: 'sample', sampleId: 'fr-semicolon' }, tmpRoot });
    if (!outcome.ok) throw new Error(outcome.failure.code);
    const byFile = Object.fromEntries(outcome.result.downloads.map((d) => [d.file, d]));
    expect(Object.keys(byFile).sort()).toEqual(['aces.xml', 'evidence.zip', 'pies.xml', 'report.html']);
    const aces = gunzipSync(Buffer.from(byFile['aces.xml']!.base64, 'base64')).toString('utf8');
    expect(aces.startsWith('<?xml')).toBe(true);
    expect(Buffer.byteLength(aces)).toBe(byFile['aces.xml']!.bytes);
    expect(byFile['aces.xml']!.name).toBe('fr-freinage-filtres-aces.xml');

    const zip = new Uint8Array(Buffer.from(byFile['evidence.zip']!.base64, 'base64'));
    const verified = await verifyEvidenceBundle(zip, { trustedKeys: [engine.signer.publicKey] });
    expect(verified.ok).toBe(true);
  });

  it('offers no aces.xml or pies.xml for a catalog without apps or items, and its findings say why', async () => {
    const rejected = 'Part Number,Part Type,Make,Model,Years,Position,Qty\nBKM-Z1,Disc Brake Pad Set,Zorgmobile,Civic,2016,Front,1\n';
    const outcome = await runPreview({ bytes: utf8(rejected), name: 'nothing.csv' }, { ...engine, standardsDir: XSD_DIR }, { ...upload, tmpRoot });
    if (!outcome.ok) throw new Error(outcome.failure.code);
    expect(outcome.result.counts).toMatchObject({ apps: 0, items: 0, rejected: 1 });
    expect(outcome.result.downloads.map((d) => d.file).sort()).toEqual(['evidence.zip', 'report.html']);
    expect(outcome.result.findings.map((g) => g.code)).toEqual(expect.arrayContaining(['ACES_NOT_WRITTEN', 'PIES_NOT_WRITTEN']));
    expect(outcome.result.xsd).toMatchObject({ aces: 'notRun', pies: 'notRun', errors: 0 });
  });

  it('sends an aces.xml and a pies.xml that pass the official schemas', async () => {
    const outcome = await runPreview(await readSample('en-clean'), { ...engine, standardsDir: XSD_DIR }, { source: { kind: 'sample', sampleId: 'en-clean' }, tmpRoot });
    if (!outcome.ok) throw new Error(outcome.failure.code);
    expect(outcome.result.xsd).toEqual({ aces: 'valid', pies: 'valid', errors: 0 });
  });

  it('leaves the files out when asked (the dashboard needs only numbers)', async () => {
    const outcome = await runPreview(await readSample('de-xlsx'), engine, { source: { kind: 'sample' }, tmpRoot, downloads: false });
    expect(outcome.ok && outcome.result.downloads).toEqual([]);
  });
});

describe('preview limits', () => {
  it(`converts a file of exactly ${PREVIEW_LIMITS.maxRows} rows`, async () => {
    const outcome = await runPreview({ bytes: utf8(catalogCsv(PREVIEW_LIMITS.maxRows)), name: 'edge.csv' }, engine, { ...upload, tmpRoot });
    expect(outcome.ok && outcome.result.counts.rows).toBe(PREVIEW_LIMITS.maxRows);
  });

  it('refuses one row more, before converting anything', async () => {
    const outcome = await runPreview({ bytes: utf8(catalogCsv(PREVIEW_LIMITS.maxRows + 1)), name: 'long.csv' }, engine, { ...upload, tmpRoot });
    expect(outcome).toEqual({ ok: false, failure: { code: 'PREVIEW_TOO_MANY_ROWS', params: { max: PREVIEW_LIMITS.maxRows } } });
    expect(await readdir(tmpRoot)).toEqual([]);
  });

  it('counts rows as the engine does: blank lines and title rows above the header are not rows', async () => {
    const text = `Catalogue 2026\n\n${catalogCsv(PREVIEW_LIMITS.maxRows).replace(/\n/g, '\n\n')}`;
    const outcome = await runPreview({ bytes: utf8(text), name: 'airy.csv' }, engine, { ...upload, tmpRoot });
    expect(outcome.ok && outcome.result.counts.rows).toBe(PREVIEW_LIMITS.maxRows);
  });

  it('refuses bytes over 2 MB even when they reach the run directly', async () => {
    const outcome = await runPreview({ bytes: new Uint8Array(PREVIEW_LIMITS.maxBytes + 1), name: 'big.csv' }, engine, { ...upload, tmpRoot });
    expect(!outcome.ok && outcome.failure.code).toBe('PREVIEW_FILE_TOO_LARGE');
  });

  it('runs the product’s ingest checks: a PDF is refused with the engine’s reason', async () => {
    const outcome = await runPreview({ bytes: utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), name: 'catalog.pdf' }, engine, { ...upload, tmpRoot });
    expect(!outcome.ok && outcome.failure.code).toBe('PREVIEW_UNREADABLE');
    expect(!outcome.ok && outcome.failure.detail).toMatch(/PDF/);
  });
});

describe('the sample catalogs', () => {
  it.each(PREVIEW_SAMPLES.map((s) => [s.id, s.file] as const))('%s (%s) fits the preview limits', async (id) => {
    const sample = await readSample(id);
    expect(sample.bytes.byteLength).toBeLessThan(PREVIEW_LIMITS.maxBytes);
    const outcome = await runPreview(sample, engine, { source: { kind: 'sample', sampleId: id }, tmpRoot, downloads: false });
    expect(outcome.ok).toBe(true);
  });

  it('are read in the languages and formats they were written in', async () => {
    const expected = { 'en-clean': ['en', 'csv'], 'de-xlsx': ['de', 'xlsx'], 'fr-semicolon': ['fr', 'csv'] } as const;
    for (const [id, [language, format]] of Object.entries(expected)) {
      const outcome = await runPreview(await readSample(id as keyof typeof expected), engine, { source: { kind: 'sample' }, tmpRoot, downloads: false });
      if (!outcome.ok) throw new Error(outcome.failure.code);
      expect([outcome.result.language.code, outcome.result.source.format], id).toEqual([language, format]);
    }
  });

  it('the French sample is a semicolon file with decimal commas, and its prices come out as decimals', async () => {
    const outcome = await runPreview(await readSample('fr-semicolon'), engine, { source: { kind: 'sample' }, tmpRoot });
    if (!outcome.ok) throw new Error(outcome.failure.code);
    expect(outcome.result.source.delimiter).toBe(';');
    const pies = gunzipSync(Buffer.from(outcome.result.downloads.find((d) => d.file === 'pies.xml')!.base64, 'base64')).toString('utf8');
    expect(pies).toContain('<Price UOM="PE">27.5</Price>');
  });
});

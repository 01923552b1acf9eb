import { createWriteStream } from 'node:fs';
import { access, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAces } from '@/lib/catalog/aces';
import { combineAcesFiles, combinePiesFiles } from '@/lib/catalog/combine';
import type { ConvertResult } from '@/lib/catalog/convert';
import { openAces, openPies } from '@/lib/catalog/readers';
import { validateXsd } from '@/lib/catalog/validate';
import { converted, fixture, tempDir, XSD_DIR } from '../convert/convert-helpers';

/** Two files of one brand: the rotor row is in both (identical), BKM-D1414 in both with the same fitment and another price. */
const FIRST = fixture('exports', 'guarded.csv');
const SECOND = fixture('exports', 'guarded-more.csv');

let dir = '';
let first: ConvertResult;
let second: ConvertResult;
const exists = (p: string) => access(p).then(() => true, () => false);
const partsOf = async (pies: string) => {
  const parts: string[] = [];
  for await (const item of openPies({ path: pies })) parts.push(item.partNumber);
  return parts;
};

beforeAll(async () => {
  dir = await tempDir();
  first = await converted({ path: FIRST }, { outDir: path.join(dir, 'first') });
  second = await converted({ path: SECOND }, { outDir: path.join(dir, 'second') });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('combineAcesFiles', () => {
  it('rewrites a single file byte for byte: the header and every app carried over', async () => {
    const out = path.join(dir, 'one-aces.xml');
    const r = await combineAcesFiles([{ path: first.files.aces! }], out);
    expect(r).toMatchObject({ ok: true, written: true, apps: first.counts.apps, repeated: 0 });
    expect(await readFile(out, 'utf8')).toBe(await readFile(first.files.aces!, 'utf8'));
  });

  it('writes every app of both files once, renumbered, and passes the ACES 4.2 schema', async () => {
    const out = path.join(dir, 'aces.xml');
    const r = await combineAcesFiles([{ path: first.files.aces! }, { path: second.files.aces! }], out, { header: { documentTitle: 'Batch spring' } });
    if (!r.ok) throw new Error(JSON.stringify(r.findings));
    // The rotor's two apps (2014, 2015) and BKM-D1414's three (2015–2017) are in both files: written once.
    expect(r).toMatchObject({ written: true, repeated: 5, apps: first.counts.apps + second.counts.apps - 5 });
    expect(r.findings.map((f) => f.code)).toContain('COMBINE_APP_REPEATED');
    const ids: number[] = [];
    for await (const app of openAces({ path: out })) ids.push(app.id);
    expect(ids).toEqual(Array.from({ length: r.apps }, (_, i) => i + 1));
    expect(await readFile(out, 'utf8')).toContain('<DocumentTitle>Batch spring</DocumentTitle>');
    const xsd = await validateXsd({ xmlPath: out, kind: 'aces', version: '4.2', standardsDir: XSD_DIR, fileName: 'aces.xml' });
    expect(xsd).toMatchObject({ ran: true, valid: true });
  });

  it('writes nothing when no file has an app', async () => {
    const empty = path.join(dir, 'empty-aces.xml');
    const header = { company: 'Acme', senderName: 'A', senderPhone: '1', transferDate: '2026-03-02', brandAaiaId: 'BKMN', documentTitle: 'x', effectiveDate: '2026-03-02', submissionType: 'FULL' as const, vcdbVersionDate: '2026-01-01', qdbVersionDate: '2026-01-01', pcdbVersionDate: '2026-01-01' };
    await writeAces([], header, createWriteStream(empty));
    const out = path.join(dir, 'none-aces.xml');
    const r = await combineAcesFiles([{ path: empty }, { path: empty }], out);
    expect(r).toMatchObject({ ok: true, written: false, apps: 0 });
    expect(await exists(out)).toBe(false);
  });
});

describe('combinePiesFiles', () => {
  it('rewrites a single file byte for byte', async () => {
    const out = path.join(dir, 'one-pies.xml');
    const r = await combinePiesFiles([{ path: first.files.pies! }], out);
    expect(r).toMatchObject({ ok: true, written: true, items: first.counts.items, merged: 0 });
    expect(await readFile(out, 'utf8')).toBe(await readFile(first.files.pies!, 'utf8'));
  });

  it('merges a part both files have into one item, says where they disagree, and passes the PIES 7.2 schema', async () => {
    const out = path.join(dir, 'pies.xml');
    const r = await combinePiesFiles([{ path: first.files.pies! }, { path: second.files.pies! }], out);
    if (!r.ok) throw new Error(JSON.stringify(r.findings));
    const parts = await partsOf(out);
    // One item per part, in part-number order (as the engine writes them).
    expect(parts).toEqual([...new Set([...(await partsOf(first.files.pies!)), ...(await partsOf(second.files.pies!))])].sort());
    expect(r).toMatchObject({ written: true, items: parts.length, merged: 2 });
    const conflict = r.findings.find((f) => f.code === 'COMBINE_ITEM_CONFLICT');
    expect(conflict?.message).toMatch(/BKM-D1414.*price LST/);
    // The first file's price stays.
    expect(await readFile(out, 'utf8')).toContain('54.99');
    const xsd = await validateXsd({ xmlPath: out, kind: 'pies', standardsDir: XSD_DIR, fileName: 'pies.xml' });
    expect(xsd).toMatchObject({ ran: true, valid: true });
  });

  it('writes nothing when no file has an item', async () => {
    const empty = path.join(dir, 'empty-pies.xml');
    const { writePies } = await import('@/lib/catalog/pies');
    await writePies([], { submissionType: 'FULL', pcdbVersionDate: '2026-01-01', transactionDate: '2026-03-02' }, createWriteStream(empty));
    const out = path.join(dir, 'none-pies.xml');
    const r = await combinePiesFiles([{ path: empty }], out);
    expect(r).toMatchObject({ ok: true, written: false, items: 0 });
    expect(await exists(out)).toBe(false);
  });
});

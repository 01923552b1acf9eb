import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import { parseSavedMapping } from '@/lib/catalog/mapping';
import type { SourceRow } from '@/lib/catalog/types';
import { rezip, workbook } from '../ingest/xlsx-helpers';
import { convert, converted, fixture, listDir, readText, tempDir } from './convert-helpers';

const DE = fixture('ingest', 'de-bremsen-semikolon.csv');

async function catalogRows(file: string): Promise<{ header: string[]; rows: SourceRow[] }> {
  const reader = await openCatalog({ path: file });
  if ('error' in reader) throw new Error(reader.error.message);
  const rows: SourceRow[] = [];
  for await (const r of reader.rows) rows.push(r);
  return { header: reader.header, rows };
}

/** The ACES apps without the Header, whose title names the source file. */
const appsOnly = (xml: string): string => xml.slice(xml.indexOf('</Header>'));

describe('a saved mapping', () => {
  it('re-applied to the same file gives the same ACES and PIES', async () => {
    const first = await converted({ path: DE });
    const parsed = parseSavedMapping(await readText(first.files.mapping));
    if (!('saved' in parsed)) throw new Error(parsed.error.message);
    const origin = { kind: 'saved' as const, name: 'Bremsen', version: 3 };
    const again = await converted({ path: DE }, { mapping: { ...parsed.saved, origin } });

    expect(await readFile(again.files.aces!)).toEqual(await readFile(first.files.aces!));
    expect(await readFile(again.files.pies!)).toEqual(await readFile(first.files.pies!));
    expect(again.report.mapping.map((m) => [m.origin, m.confidence, m.note])).toEqual(
      again.report.mapping.map(() => [origin, 1, 'saved mapping "Bremsen" v3']),
    );
    expect(again.counts).toEqual(first.counts);
  });
});

describe('where each column came from', () => {
  it('is stated by a detecting run: detected, with the detector’s own confidence and note, in the report and the signed statement', async () => {
    const run = await converted({ path: DE });
    expect(run.report.mapping.every((m) => m.origin?.kind === 'detected')).toBe(true);
    expect(run.report.mapping.some((m) => m.confidence < 1)).toBe(true);
    expect(run.report.mapping.every((m) => m.note !== 'saved mapping')).toBe(true);
    const predicate = await signedPredicate(run.files.evidence);
    expect(predicate.mapping).toEqual(run.report.mapping);
    expect(await readText(run.files.reportHtml)).toContain('<th>From</th>');
  });

  it('is stated the same when the run’s record is applied again, as an export does', async () => {
    const first = await converted({ path: DE });
    const again = await converted({ path: DE }, { mapping: first.mappingRecord });
    expect(again.report.mapping).toEqual(first.report.mapping);
    expect((await signedPredicate(again.files.evidence)).mapping).toEqual(first.report.mapping);
    expect(await readFile(again.files.aces!)).toEqual(await readFile(first.files.aces!));
  });
});

/** The conversion context the evidence bundle's signed statement carries. */
async function signedPredicate(bundle: string): Promise<{ mapping: unknown[] }> {
  const files = unzipSync(await readFile(bundle));
  const envelope = JSON.parse(strFromU8(files['attestation.dsse.json']!)) as { payload: string };
  return (JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as { predicate: { mapping: unknown[] } }).predicate;
}

describe('an XLSX catalog', () => {
  it('converts to the same apps as the same rows in CSV', async () => {
    const { header, rows } = await catalogRows(DE);
    const dir = await tempDir();
    const xlsx = path.join(dir, 'bremsen.xlsx');
    await writeFile(xlsx, await workbook({ Katalog: [header, ...rows.map((r) => r.values)] }));

    const fromCsv = await converted({ path: DE });
    const fromXlsx = await converted({ path: xlsx });
    expect(fromXlsx.report.input).toMatchObject({ format: 'xlsx', sheet: 'Katalog', language: 'de', rows: rows.length });
    expect(appsOnly(await readText(fromXlsx.files.aces!))).toBe(appsOnly(await readText(fromCsv.files.aces!)));
  });
});

describe('a run that cannot finish', () => {
  it('returns the read error and leaves no deliverables when the input breaks off mid-file', async () => {
    const { header, rows } = await catalogRows(DE);
    // 4,800 rows (unique part numbers), so the break comes well after the rows the mapping is decided on.
    const many = Array.from({ length: 300 }, (_, k) => rows.map((r) => r.values.map((v, i) => (i === 0 ? `${v}-${k}` : v)))).flat();
    const good = await workbook({ Katalog: [header, ...many] });
    const broken = rezip(good, (files) => {
      const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
      files['xl/worksheets/sheet1.xml'] = strToU8(sheet.replace('</sheetData>', '<row r="9999"><c r="A9999" t="inlineStr"><is><t>x</t></is></c></row><broken'));
    });
    const dir = await tempDir();
    const input = path.join(dir, 'broken.xlsx');
    await writeFile(input, broken);
    const outDir = path.join(dir, 'out');

    const stages = new Set<string>();
    const r = await convert({ path: input }, { outDir, onProgress: (p) => stages.add(p.stage) });
    expect('error' in r && r.error).toMatchObject({ code: 'XLSX_CORRUPT', severity: 'error', file: 'broken.xlsx' });
    expect(stages).toContain('convert'); // it broke off mid-run, not while opening
    expect(await listDir(outDir)).toEqual([]);
  });

  it('leaves no half-written aces.xml after a crash, and the previous run untouched', async () => {
    const outDir = await tempDir();
    const before = await converted({ path: DE }, { outDir });
    const previous = await readFile(before.files.aces!);

    const crash = convert(
      { path: fixture('ingest', 'en-brakes-clean.csv') },
      {
        outDir,
        onProgress: (p) => {
          if (p.stage === 'convert' && p.rowsDone > 0) throw new Error('disk on fire');
        },
      },
    );
    await expect(crash).rejects.toThrow('disk on fire');
    expect(await listDir(outDir)).toEqual(['aces.xml', 'evidence.zip', 'flagged.csv', 'mapping.json', 'pies.xml', 'report.html', 'report.json']);
    expect(await readFile(before.files.aces!)).toEqual(previous);
  });

  it('refuses a bad brand code before reading anything', async () => {
    const outDir = path.join(await tempDir(), 'out');
    const r = await convert({ path: DE }, { outDir, brand: 'ABCD' });
    expect('error' in r && r.error.code).toBe('BRAND_INVALID');
    await expect(listDir(outDir)).rejects.toThrow();
  });
});

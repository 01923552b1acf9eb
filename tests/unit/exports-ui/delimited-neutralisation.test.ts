import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlaggedRowsWriter } from '@/lib/catalog/convert/flagged-csv';
import { diffAces, writeDelta } from '@/lib/catalog/diff';
import { converted } from '../catalog/convert/convert-helpers';

/**
 * The delimited deliverables of an export — flagged.csv (held rows with their source values) and
 * changes/changes.csv (the change summary) — must never hand a spreadsheet a formula: a cell that
 * starts with = + - @, a tab or a carriage return is written with a leading apostrophe. These tests
 * run the real writers and read their files back with a CSV parser, as a spreadsheet would.
 * (No XLSX deliverable is written today; a future XLSX writer needs the same test.)
 */
const DANGEROUS = ['=1+1', '=HYPERLINK("http://evil.example","x")', '+SUM(A1:A9)', '-2+3', '@SUM(1)', '\tTAB', '\r=CR'];
const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain numbers (a negative quantity, say) are values, not formulas: spreadsheets read them as numbers. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function cellsOf(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

function formulaCells(rows: string[][]): string[] {
  return rows.flat().filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-neutralise-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('flagged.csv', () => {
  it('writes every formula start as text, quoted where needed, from the writer itself', async () => {
    const file = path.join(dir, 'writer.csv');
    const writer = new FlaggedRowsWriter(createWriteStream(file), ['Part Number', 'Notes']);
    DANGEROUS.forEach((value, i) => writer.add({ row: i + 2, values: [value, `note ${value}`] }, 'rejected', []));
    await writer.close();

    const rows = cellsOf(await readFile(file, 'utf8'));
    expect(formulaCells(rows)).toEqual([]);
    expect(rows.slice(1).map((r) => r[4])).toEqual(DANGEROUS.map((v) => `'${v}`));
    // Text that merely contains a formula character later on is left alone.
    expect(rows.slice(1).map((r) => r[5])).toEqual(DANGEROUS.map((v) => `note ${v}`));
  });

  it('neutralises formulas in held rows of a real conversion', async () => {
    const input = path.join(dir, 'formulas.csv');
    const header = 'Part Number,Part Type,Make,Model,Years,Position,Qty,Notes,Description,List Price (USD)';
    // Every row names a make that does not exist, so each is rejected and lands in flagged.csv.
    const rows = [
      `"=HYPERLINK(""http://evil.example"",""x"")",Disc Brake Pad Set,Zorgmobile,Civic,2016,Front,1,=1+1,+SUM(A1:A9),19.99`,
      `@SUM(1),Disc Brake Pad Set,Zorgmobile,Civic,2016,Front,1,-2+3,@cmd,19.99`,
      `+BKM-1,Disc Brake Pad Set,Zorgmobile,Civic,2016,Front,1,"=cmd|' /C calc'!A0",-1+1,19.99`,
    ];
    await writeFile(input, `${header}\r\n${rows.join('\r\n')}\r\n`);
    const result = await converted({ path: input }, { outDir: path.join(dir, 'out') });
    expect(result.counts).toMatchObject({ rows: 3, rejected: 3 });

    const cells = cellsOf(await readFile(result.files.flagged, 'utf8'));
    expect(cells).toHaveLength(4);
    expect(formulaCells(cells)).toEqual([]);
    const values = cells.flat();
    for (const neutralised of [`'=HYPERLINK("http://evil.example","x")`, `'=1+1`, `'+SUM(A1:A9)`, `'@SUM(1)`, `'-2+3`, `'@cmd`, `'+BKM-1`, `'=cmd|' /C calc'!A0`]) {
      expect(values).toContain(neutralised);
    }
  });
});

describe('changes/changes.csv', () => {
  const header = `<Header><Company>Example Brand Co</Company><SenderName>Jane Doe</SenderName><SenderPhone>555-555-0100</SenderPhone>
    <TransferDate>2025-01-15</TransferDate><BrandAAIAID>BBBB</BrandAAIAID><DocumentTitle>Delivery</DocumentTitle>
    <EffectiveDate>2025-01-15</EffectiveDate><SubmissionType>FULL</SubmissionType><VcdbVersionDate>2024-12-27</VcdbVersionDate>
    <QdbVersionDate>2024-12-27</QdbVersionDate><PcdbVersionDate>2024-12-27</PcdbVersionDate></Header>`;
  const app = (id: number, vehicle: number, part: string, label?: string) =>
    `<App action="A" id="${id}"><BaseVehicle id="${vehicle}"/><Qty>1</Qty><PartType id="1684"/>${label ? `<MfrLabel>${label}</MfrLabel>` : ''}<Position id="22"/><Part>${part}</Part></App>`;
  const aces = (apps: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">${header}${apps.join('')}<Footer><RecordCount>${apps.length}</RecordCount></Footer></ACES>\n`;

  it('writes part numbers and labels that look like formulas as text', async () => {
    const oldFile = path.join(dir, 'old.xml');
    const newFile = path.join(dir, 'new.xml');
    await writeFile(oldFile, aces([app(1, 1001, '=1+1'), app(2, 1002, 'KEEP', '@old')]));
    await writeFile(newFile, aces([app(1, 1002, 'KEEP', '+new'), app(2, 1003, '@SUM(1)'), app(3, 1004, '-5+5', '=label')]));

    const diff = await diffAces({ path: oldFile }, { path: newFile });
    expect(diff.counts).toMatchObject({ added: 2, deleted: 1, changed: 1 });
    const delta = await writeDelta(diff, path.join(dir, 'changes'));

    const cells = cellsOf(await readFile(delta.changesCsv, 'utf8'));
    expect(cells).toHaveLength(5);
    expect(formulaCells(cells)).toEqual([]);
    const values = cells.flat();
    for (const neutralised of [`'=1+1`, `'@old`, `'+new`, `'@SUM(1)`, `'-5+5`, `'=label`]) expect(values).toContain(neutralised);
  });
});

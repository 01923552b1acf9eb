import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessFile } from '@/lib/catalog/assess';
import { writeAssessmentXlsx } from '@/bin/assess/workbook';
import { ZipArchive } from '@/lib/catalog/evidence/zip-reader';

/**
 * The assessment workbook carries text from the assessed file (part numbers, notes, the file's own
 * name). Text that looks like a formula must be written as a string cell: no `<f>` element in any
 * sheet, so Excel shows "=1+1" rather than 2, and no formula runs when the workbook opens.
 */
const HOSTILE = ['=1+1', '+1+1', '-2+3', '@SUM(A1)', '＝1+1', '=HYPERLINK("http://evil.example","x")'];

const header = `<Header><Company>Example Brand Co</Company><SenderName>Jane Doe</SenderName><SenderPhone>555-555-0100</SenderPhone>
  <TransferDate>2025-01-15</TransferDate><BrandAAIAID>BBBB</BrandAAIAID><DocumentTitle>Delivery</DocumentTitle>
  <EffectiveDate>2025-01-15</EffectiveDate><SubmissionType>FULL</SubmissionType><VcdbVersionDate>2024-12-27</VcdbVersionDate>
  <QdbVersionDate>2024-12-27</QdbVersionDate><PcdbVersionDate>2024-12-27</PcdbVersionDate></Header>`;
const xmlText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const app = (id: number, part: string): string =>
  `<App action="A" id="${id}"><BaseVehicle id="${1000 + id}"/><Note>${xmlText(part)}</Note><Qty>1</Qty><PartType id="1684"/><Position id="22"/><Part>${xmlText(part)}</Part></App>`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-xlsx-text-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the assessment workbook', () => {
  it('writes part numbers, notes and file names that look like formulas as text, never as formulas', async () => {
    const input = path.join(dir, '=cmd.xml');
    const apps = HOSTILE.map((part, i) => app(i + 1, part));
    await writeFile(input, `<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">${header}${apps.join('')}<Footer><RecordCount>${apps.length}</RecordCount></Footer></ACES>\n`);
    const result = await assessFile(input, { today: new Date('2026-03-01') });
    expect(result.parts.map((p) => p.part).sort()).toEqual([...HOSTILE].sort());
    const out = path.join(dir, 'assessment.xlsx');
    await writeAssessmentXlsx(result, out);

    // The raw sheets, through the engine's own zip reader: a formula would be an <f> element.
    const zip = await ZipArchive.open(out);
    if (!zip.ok) throw new Error(zip.message);
    const sheets = zip.value.entries.filter((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name));
    expect(sheets.length).toBeGreaterThan(4);
    for (const sheet of sheets) {
      const xml = await zip.value.read(sheet, 64 * 1024 * 1024);
      if (!xml.ok) throw new Error(xml.message);
      expect(xml.value.toString('utf8'), sheet.name).not.toMatch(/<f[\s>]/);
    }
    await zip.value.close();

    // And as a spreadsheet reads it: every hostile value is a string cell holding exactly that text.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const texts: string[] = [];
    wb.eachSheet((ws) =>
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type, `${ws.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          if (cell.type === ExcelJS.ValueType.String) texts.push(cell.value as string);
        }),
      ),
    );
    for (const value of [...HOSTILE, '=cmd.xml']) expect(texts).toContain(value);
  });
});

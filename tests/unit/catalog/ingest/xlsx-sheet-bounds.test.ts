import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import type { Finding } from '@/lib/catalog/types';
import { codes, drain, open } from './open-helpers';
import { inlineCell, rawWorkbook } from './xlsx-helpers';

const HEADER_ROW = `<row r="1">${inlineCell('A1', 'Part Number')}${inlineCell('B1', 'Make')}</row>`;
/** A header reaching column XFD, so rows that do are still read as data below it. */
const WIDE_HEADER_ROW = `<row r="1">${inlineCell('A1', 'Part Number')}${inlineCell('B1', 'Make')}${inlineCell('XFD1', 'Last')}</row>`;

function only(findings: readonly Finding[], code: string): Finding[] {
  return findings.filter((f) => f.code === code);
}

describe('XLSX sheet references past Excel’s limits', () => {
  it('reads a 2 KB workbook whose cell is at "ZZZZZZZ3" without crashing, and names the file, sheet, row and cell', async () => {
    const bytes = rawWorkbook({ sheet: `${HEADER_ROW}<row r="2">${inlineCell('A2', 'BKM-1')}</row><row r="3">${inlineCell('A3', 'BKM-2')}<c r="ZZZZZZZ3"><v>1</v></c></row>` });
    expect(bytes.length).toBeLessThan(2200);
    const reader = await open(bytes, 'tiny.xlsx');
    const rows = await drain(reader);
    expect(rows.map((r) => r.values)).toEqual([['BKM-1'], ['BKM-2']]);
    const [finding] = only(reader.findings, 'XLSX_CELL_REF_INVALID');
    expect(finding).toMatchObject({ severity: 'warning', row: 3, column: 'ZZZZZZZ3' });
    expect(finding?.message).toMatch(/^tiny\.xlsx, sheet "Catalog", row 3: cell reference "ZZZZZZZ3" .*XFD.*skipped.*save it again/);
  });

  it('keeps a cell in column XFD, Excel’s last, and skips one in XFE', async () => {
    const reader = await open(rawWorkbook({ sheet: `${WIDE_HEADER_ROW}<row r="2">${inlineCell('A2', 'BKM-1')}<c r="XFD2"><v>7</v></c><c r="XFE2"><v>8</v></c></row>` }), 'wide.xlsx');
    const [row] = await drain(reader);
    expect(row?.values).toHaveLength(16_384);
    expect(row?.values[16_383]).toBe('7');
    expect(only(reader.findings, 'XLSX_CELL_REF_INVALID').map((f) => f.column)).toEqual(['XFE2']);
  });

  it('reads lower-case references instead of losing their cells', async () => {
    const reader = await open(rawWorkbook({ sheet: `${HEADER_ROW}<row r="2">${inlineCell('a2', 'BKM-1')}${inlineCell('b2', 'Ford')}</row>` }));
    expect((await drain(reader)).map((r) => r.values)).toEqual([['BKM-1', 'Ford']]);
    expect(codes(reader.findings)).not.toContain('XLSX_CELL_REF_INVALID');
  });

  it('skips cells whose reference has no column letters or a row past 1,048,576', async () => {
    const bad = ['12', 'A0', 'A1048577', 'A1.5', '$A$2', 'AAAA2'];
    const cells = bad.map((ref) => `<c r="${ref}"><v>9</v></c>`).join('');
    const reader = await open(rawWorkbook({ sheet: `${HEADER_ROW}<row r="2">${inlineCell('A2', 'BKM-1')}${cells}${inlineCell('B2', 'Ford')}</row>` }));
    expect((await drain(reader)).map((r) => r.values)).toEqual([['BKM-1', 'Ford']]);
    expect(only(reader.findings, 'XLSX_CELL_REF_INVALID').map((f) => f.column)).toEqual(bad);
  });

  it('skips a cell past XFD in a row written without references', async () => {
    const cells = '<c><v>1</v></c>'.repeat(16_385);
    const reader = await open(rawWorkbook({ sheet: `${WIDE_HEADER_ROW}<row r="2">${cells}</row>` }));
    const [row] = await drain(reader);
    expect(row?.values).toHaveLength(16_384);
    const [finding] = only(reader.findings, 'XLSX_CELL_REF_INVALID');
    expect(finding?.row).toBe(2);
    expect(finding?.message).toMatch(/past column XFD/);
  });

  it('skips rows numbered past 1,048,576 or not numbered at all, says so, and reads the rest', async () => {
    const bad = ['1048577', '99999999999999999999', 'abc', '1e3', '-5', '0', ' 4'];
    const rowsXml = bad.map((r) => `<row r="${r}">${inlineCell('A1', `bad ${r}`)}</row>`).join('');
    const reader = await open(rawWorkbook({ sheet: `${HEADER_ROW}<row r="2">${inlineCell('A2', 'BKM-1')}</row>${rowsXml}<row r="9">${inlineCell('A9', 'BKM-9')}</row>` }), 'rows.xlsx');
    const rows = await drain(reader);
    expect(rows.map((r) => [r.row, r.values[0]])).toEqual([
      [2, 'BKM-1'],
      [9, 'BKM-9'],
    ]);
    const findings = only(reader.findings, 'XLSX_ROW_REF_INVALID');
    expect(findings).toHaveLength(bad.length);
    expect(findings[2]?.message).toMatch(/^rows\.xlsx, sheet "Catalog": the row after row 2 is numbered "abc".*skipped/);
    expect(codes(reader.findings)).not.toContain('XLSX_CELL_REF_INVALID'); // the cells of a skipped row are not reported again
  });

  it('skips a row without a number that would come after row 1,048,576', async () => {
    const reader = await open(rawWorkbook({ sheet: `${HEADER_ROW}<row r="1048576">${inlineCell('A1048576', 'last')}</row><row>${inlineCell('A1', 'beyond')}</row>` }));
    expect((await drain(reader)).map((r) => r.values[0])).toEqual(['last']);
    expect(only(reader.findings, 'XLSX_ROW_REF_INVALID')[0]?.message).toMatch(/would be row 1048577, past Excel's last row/);
  });

  it('reports a shared-text index the table does not have, instead of reading the cell as empty unsaid', async () => {
    const sheet = `${HEADER_ROW}<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row><row r="3"><c r="A3" t="s"><v>0</v></c><c r="B3" t="s"><v>99999999999</v></c></row><row r="4"><c r="A4" t="s"><v>0</v></c><c r="B4" t="s"><v>-1</v></c></row>`;
    const reader = await open(rawWorkbook({ sheet, sharedStrings: '<si><t>BKM-1</t></si><si><t>Ford</t></si>' }), 'sst.xlsx');
    const rows = await drain(reader);
    expect(rows.map((r) => r.values)).toEqual([['BKM-1', 'Ford'], ['BKM-1'], ['BKM-1']]);
    const missing = only(reader.findings, 'XLSX_SHARED_STRING_MISSING');
    expect(missing.map((f) => [f.row, f.column])).toEqual([
      [3, 'B3'],
      [4, 'B4'],
    ]);
    expect(missing[0]?.message).toMatch(/^sst\.xlsx, sheet "Catalog", row 3, cell B3: .*"99999999999".*2 entries.*empty/);
  });

  it('reports a cell format the workbook does not define, and reads the number unformatted', async () => {
    const styles = '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>';
    const sheet = `${HEADER_ROW}<row r="2">${inlineCell('A2', 'BKM-1')}<c r="B2" s="1"><v>42000</v></c></row><row r="3">${inlineCell('A3', 'BKM-2')}<c r="B3" s="4294967296"><v>42000</v></c></row>`;
    const reader = await open(rawWorkbook({ sheet, styles }));
    expect((await drain(reader)).map((r) => r.values[1])).toEqual(['2014-12-27', '42000']);
    expect(only(reader.findings, 'XLSX_STYLE_MISSING').map((f) => [f.row, f.column])).toEqual([[3, 'B3']]);
  });

  it('does not pad numbers to a forged number format thousands of zeros long', async () => {
    const styles = `<numFmts count="1"><numFmt numFmtId="164" formatCode="${'0'.repeat(100_000)}"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs>`;
    const sheet = `${HEADER_ROW}<row r="2">${inlineCell('A2', 'BKM-1')}<c r="B2" s="1"><v>123</v></c></row>`;
    const [row] = await drain(await open(rawWorkbook({ sheet, styles })));
    expect(row?.values[1]).toBe('123');
  });

  it('reads a row of thousands of empty cells as a short row', async () => {
    const empties = Array.from({ length: 5000 }, (_, i) => `<c r="${String.fromCharCode(67 + (i % 20))}2" s="0"/>`).join('') + '<c r="XFD2"/>';
    const [row] = await drain(await open(rawWorkbook({ sheet: `${HEADER_ROW}<row r="2">${inlineCell('A2', 'BKM-1')}${empties}</row>` })));
    expect(row?.values).toEqual(['BKM-1']);
  });

  it('hands out rows padded to XFD in bounded batches, not one batch per inflated chunk', async () => {
    const wide = Array.from({ length: 3000 }, (_, i) => `<row r="${i + 2}">${inlineCell(`A${i + 2}`, `BKM-${i}`)}<c r="XFD${i + 2}"><v>1</v></c></row>`).join('');
    const reader = await open(rawWorkbook({ sheet: `${WIDE_HEADER_ROW}${wide}` }));
    const sizes: number[] = [];
    for await (const batch of reader.batches()) sizes.push(batch.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(3000);
    // 2^20 cells is 64 such rows; a 16 KiB slice of XML holds at most ~560 more.
    expect(Math.max(...sizes)).toBeLessThan(700);
  });

  it('refuses a styles part with more cell formats than Excel allows', async () => {
    const styles = `<cellXfs>${'<xf numFmtId="0"/>'.repeat(70_000)}</cellXfs>`;
    const result = await openCatalog({ bytes: rawWorkbook({ sheet: HEADER_ROW, styles }, 0), name: 'styles.xlsx' });
    expect('error' in result && result.error).toMatchObject({ code: 'XLSX_PART_LIMIT', file: 'styles.xlsx' });
    expect('error' in result && result.error.message).toMatch(/xl\/styles\.xml.*65,536 cell formats/);
  });

  it('refuses a workbook listing more sheets than a zip can hold', async () => {
    const sheets = Array.from({ length: 20 }, (_, i) => `<sheet name="S${i}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
    const workbookXml = `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="r"><sheets>${sheets}</sheets></workbook>`;
    const bytes = rawWorkbook({ sheet: HEADER_ROW, extra: { 'xl/workbook.xml': new TextEncoder().encode(workbookXml) } });
    const result = await openCatalog({ bytes, name: 'sheets.xlsx' }, { limits: { xlsxMaxEntries: 10 } });
    expect('error' in result && result.error.code).toBe('XLSX_PART_LIMIT');
  });
});

import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '@/lib/catalog/csv';

/**
 * The one CSV cell rule (flagged.csv, changes/changes.csv). OWASP's CSV-injection guidance: a cell
 * a spreadsheet would read as a formula gets a leading apostrophe AND double quotes, so the
 * apostrophe and the text reach the spreadsheet as one text field.
 */

/** What a spreadsheet sees first once it has trimmed whitespace and folded full-width forms. */
function formulaLike(cell: string): boolean {
  if (/^[\t\r\0]/.test(cell)) return true;
  const start = cell.replace(/^\s+/, '');
  return /^[\t\r\0]/.test(start) || /^[=+\-@]/.test(start.slice(0, 1).normalize('NFKC'));
}

function readBack(row: string): string[] {
  const parsed = Papa.parse<string[]>(row, { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data[0]!;
}

describe('a delimited cell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\r=1', `"'\r=1"`],
    ['\0=1', `"'\0=1"`],
  ])('neutralises %j and quotes it', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['＝1+1', `"'＝1+1"`],
    ['＋1+1', `"'＋1+1"`],
    ['－2+3', `"'－2+3"`],
    ['＠SUM(1)', `"'＠SUM(1)"`],
  ])('neutralises the full-width formula start in %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    [' =1+1', `"' =1+1"`],
    ['\u3000＝1+1', `"'\u3000＝1+1"`],
    ['\u00a0+1', `"'\u00a0+1"`],
    ['\n@SUM(1)', `"'\n@SUM(1)"`],
  ])('neutralises a formula behind leading whitespace an importer may trim: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('doubles the quotes inside a neutralised cell', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it('leaves text that only contains a formula character later on alone', () => {
    expect(csvCell('BKM-1')).toBe('BKM-1');
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell(' x')).toBe(' x');
    expect(csvCell('a,b')).toBe('"a,b"');
  });

  it('quotes a semicolon or tab, so a locale that splits on them cannot make a new cell start with =', () => {
    expect(csvCell('x;=cmd|calc')).toBe('"x;=cmd|calc"');
    expect(csvCell('x\t=1+1')).toBe('"x\t=1+1"');
  });

  it('keeps finite numbers as numbers a spreadsheet can sum', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('writes a non-finite number as neutralised text (-Infinity would run as a formula)', () => {
    expect(csvCell(-Infinity)).toBe(`"'-Infinity"`);
  });

  it('reads back as the text itself or the text behind one apostrophe, never as a formula', () => {
    const cellText = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.tuple(fc.constantFrom('', ' ', '\t', '\u3000', '\n'), fc.constantFrom('=', '+', '-', '@', '＝', '＋', '－', '＠', '\r', '\0'), fc.string({ maxLength: 8 })).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 4 }), (values) => {
        // A closing plain cell keeps a lone empty value a row of its own for the parser.
        const cells = readBack(csvRow([...values, 'end']).slice(0, -2));
        expect(cells).toHaveLength(values.length + 1);
        values.forEach((value, i) => {
          const cell = cells[i]!;
          expect([value, `'${value}`]).toContain(cell);
          expect(formulaLike(cell)).toBe(false);
        });
      }),
      { numRuns: 300 },
    );
  });
});

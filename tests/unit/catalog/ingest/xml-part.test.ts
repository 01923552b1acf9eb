import { describe, expect, it } from 'vitest';
import { styleOfFormatCode } from '@/lib/catalog/ingest/cell-text';
import { createXmlPart } from '@/lib/catalog/ingest/xml-part';

describe('XML part reader', () => {
  it('keeps a character whose UTF-8 bytes are split across two chunks', () => {
    const bytes = new TextEncoder().encode('<si><t>Bremsbeläge</t></si>');
    const split = bytes.indexOf(0xc3) + 1; // between the two bytes of "ä"
    let text = '';
    const part = createXmlPart('k.xlsx', 'xl/sharedStrings.xml', { open: () => {}, text: (t) => (text += t) });
    part.write(bytes.subarray(0, split));
    part.write(bytes.subarray(split));
    part.end();
    expect(text).toBe('Bremsbeläge');
  });

  it('turns malformed XML into an XLSX_CORRUPT stop naming the part', () => {
    const part = createXmlPart('k.xlsx', 'xl/worksheets/sheet1.xml', { open: () => {} });
    expect(() => {
      part.write(new TextEncoder().encode('<row><c></row>'));
      part.end();
    }).toThrow(/sheet1\.xml/);
  });
});

describe('number formats', () => {
  it.each([
    ['yyyy-mm-dd', 'date'],
    ['dd.mm.yyyy', 'date'],
    ['[$-407]mmmm yy', 'date'],
    ['h:mm', 'time'],
    ['0.00 "kg"', 'plain'],
    ['#,##0.00 [$€-407]', 'plain'],
    ['General', 'plain'],
    ['00000', 'zeroPad'],
  ])('reads %s as %s', (code, kind) => {
    expect(styleOfFormatCode(code).kind).toBe(kind);
  });
});

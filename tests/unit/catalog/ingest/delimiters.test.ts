import { describe, expect, it } from 'vitest';
import { drain, open } from './open-helpers';

const ROWS = [
  ['Part Number', 'Make', 'Model', 'Years', 'Notes'],
  ['BKM-D1414', 'Ford', 'F-150', '2015-2020', 'Ceramic'],
  ['BKM-D1363', 'Chevrolet', 'Silverado 1500', '2014-2018', 'Semi-metallic'],
  ['BKM-OF3600', 'Toyota', 'Camry', '2018-2023', 'Spin-on'],
];

describe('delimiter sniffing', () => {
  it.each([
    [',', 'csv'],
    [';', 'csv'],
    ['\t', 'tsv'],
    ['|', 'csv'],
  ])('detects %j and reports format %s', async (delimiter, format) => {
    const reader = await open(ROWS.map((r) => r.join(delimiter)).join('\n') + '\n');
    expect(reader.info.delimiter).toBe(delimiter);
    expect(reader.info.format).toBe(format);
    expect(reader.header).toEqual(ROWS[0]);
    expect((await drain(reader)).map((r) => r.values)).toEqual(ROWS.slice(1));
  });

  it('prefers the semicolon over decimal commas that vary from row to row', async () => {
    const text = 'Artikelnummer;Gewicht (kg);Preis (EUR);Bemerkung\nBKM-1;0,95;38,90;nicht für GTI, R\nBKM-2;1,2;7;\nBKM-3;12;1.049,00;Satz, 4 Stück, vorne\n';
    const reader = await open(text);
    expect(reader.info.delimiter).toBe(';');
    expect((await drain(reader))[0]?.values).toEqual(['BKM-1', '0,95', '38,90', 'nicht für GTI, R']);
  });

  it('ignores delimiters inside quoted cells when sniffing and splitting', async () => {
    const text = 'Part Number\tDescription\tQty\nBKM-1\t"Pad set, front; ceramic | quiet"\t1\nBKM-2\t"Rotor, vented"\t2\n';
    const reader = await open(text);
    expect(reader.info.delimiter).toBe('\t');
    expect((await drain(reader))[0]?.values).toEqual(['BKM-1', 'Pad set, front; ceramic | quiet', '1']);
  });

  it('unquotes doubled quotes and keeps line breaks inside quoted cells as one row', async () => {
    const text = 'Part Number,Notes,Qty\r\nBKM-1,"12"" rotor,\r\nvented",2\r\nBKM-2,plain,1\r\n';
    const rows = await drain(await open(text));
    expect(rows.map((r) => r.values)).toEqual([
      ['BKM-1', '12" rotor,\r\nvented', '2'],
      ['BKM-2', 'plain', '1'],
    ]);
    // Row numbers count records the way a spreadsheet shows them.
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
  });

  it('reads old Mac files whose lines end with a bare CR', async () => {
    const rows = await drain(await open('Part Number,Make\rBKM-1,Ford\rBKM-2,Honda\r'));
    expect(rows.map((r) => r.values)).toEqual([
      ['BKM-1', 'Ford'],
      ['BKM-2', 'Honda'],
    ]);
  });

  it('reads a last row that has no line break after it', async () => {
    const rows = await drain(await open('Part Number|Make\nBKM-1|Ford\nBKM-2|"Honda"'));
    expect(rows.map((r) => r.values)).toEqual([
      ['BKM-1', 'Ford'],
      ['BKM-2', 'Honda'],
    ]);
  });

  it('is not talked into "|" by quoted cells holding pipes and line breaks', async () => {
    // Read with "|", these quoted cells split into a steady two fields per record: more votes than the comma's.
    const text = 'Part Number,Make,Model,Year,Qty,Position,Notes\n,,,,,"|",\n"\r",,,,,,\n,,,,,"|\r|",\n"\r","|","\n|",';
    const reader = await open(text);
    expect(reader.info.delimiter).toBe(',');
    expect((await drain(reader)).map((r) => r.values)).toEqual([
      ['', '', '', '', '', '|', ''],
      ['', '', '', '', '', '|\r|', ''],
      ['\r', '|', '\n|', ''],
    ]);
  });
});

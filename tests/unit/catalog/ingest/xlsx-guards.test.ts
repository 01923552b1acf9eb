import { strToU8, zipSync } from 'fflate';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { open, openError } from './open-helpers';
import { patchDeclaredSize, rezip, workbook } from './xlsx-helpers';

const WORKBOOK_XML = strToU8(
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
);

async function smallWorkbook(): Promise<Uint8Array> {
  return workbook({ Catalog: [['Part Number', 'Make'], ['BKM-1', 'Ford']] });
}

describe('XLSX guards', () => {
  it('refuses an entry with a zip-bomb compression ratio before inflating it', async () => {
    const bomb = zipSync({ 'xl/workbook.xml': WORKBOOK_XML, 'xl/worksheets/sheet1.xml': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const error = await openError(bomb, 'bomb.xlsx');
    expect(error.code).toBe('XLSX_RATIO');
    expect(error.message).toContain('xl/worksheets/sheet1.xml');
  });

  it.each([360, 440])('refuses an entry compressed 120:1 to 160:1 (one odd byte in %i), as bombs are', async (every) => {
    // Letters with one different letter every few hundred bytes: it inflates like a 130–160:1 bomb.
    const sheet = new Uint8Array(4 * 1024 * 1024).fill(0x41);
    for (let i = 0; i < sheet.length; i += every) sheet[i] = 0x42 + ((i / every) % 25);
    const ratio = sheet.length / deflateRawSync(sheet).length;
    expect(ratio).toBeGreaterThan(120);
    expect(ratio).toBeLessThan(160);
    const error = await openError(zipSync({ 'xl/workbook.xml': WORKBOOK_XML, 'xl/worksheets/sheet1.xml': sheet }), 'bomb.xlsx');
    expect(error.code).toBe('XLSX_RATIO');
    expect(error.message).toMatch(/^bomb\.xlsx: entry "xl\/worksheets\/sheet1\.xml" expands \d+:1 \(limit 100:1\)/);
  });

  it('reads a real workbook of 20,000 identical rows, which compresses about 13:1', async () => {
    const row = ['BP-100000', 'Brake Pad Set', 'Ford', 'F-150', '2010-2014', 'Front', 1, 'Ceramic compound', '0012345678905', 1.25, 49.99];
    const bytes = await workbook({ Catalog: [['Part Number', 'Part Type', 'Make', 'Model', 'Years', 'Position', 'Qty', 'Notes', 'GTIN', 'Weight', 'Price'], ...Array.from({ length: 20_000 }, () => row)] });
    const reader = await open(bytes, 'same.xlsx');
    let rows = 0;
    for await (const batch of reader.batches()) rows += batch.length;
    expect(rows).toBe(20_000);
  });

  it('caps the number of zip entries', async () => {
    const error = await openError(await smallWorkbook(), 'catalog.xlsx', { limits: { xlsxMaxEntries: 3 } });
    expect(error.code).toBe('XLSX_TOO_MANY_ENTRIES');
  });

  it('caps the total uncompressed size', async () => {
    const error = await openError(await smallWorkbook(), 'catalog.xlsx', { limits: { xlsxMaxUncompressedBytes: 2000 } });
    expect(error.code).toBe('XLSX_TOO_LARGE');
    expect(error.message).toMatch(/CSV/);
  });

  it('stops an entry that inflates past the size its directory declares', async () => {
    const lying = patchDeclaredSize(await smallWorkbook(), 'xl/worksheets/sheet1.xml', 40);
    const error = await openError(lying, 'catalog.xlsx');
    expect(error.code).toBe('XLSX_TOO_LARGE');
    expect(error.message).toMatch(/declares/);
  });

  it('refuses a DOCTYPE in a worksheet', async () => {
    const evil = rezip(await smallWorkbook(), (files) => {
      const xml = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
      files['xl/worksheets/sheet1.xml'] = strToU8(xml.replace('?>', '?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]>'));
    });
    const error = await openError(evil, 'catalog.xlsx');
    expect(error.code).toBe('XLSX_DOCTYPE');
    expect(error.message).toContain('xl/worksheets/sheet1.xml');
  });

  it('refuses a DOCTYPE even in a part the reader would never parse', async () => {
    const evil = rezip(await smallWorkbook(), (files) => {
      files['docProps/custom.xml'] = strToU8('<?xml version="1.0"?>\n<!-- note -->\n<!doctype Properties SYSTEM "http://example.com/x.dtd"><Properties/>');
    });
    expect((await openError(evil, 'catalog.xlsx')).code).toBe('XLSX_DOCTYPE');
  });

  it('reads a workbook with no DOCTYPE once its guards pass', async () => {
    const reader = await open(await smallWorkbook(), 'catalog.xlsx');
    expect(reader.header).toEqual(['Part Number', 'Make']);
  });

  it('says so when a zip is not a workbook', async () => {
    const error = await openError(zipSync({ 'readme.txt': strToU8('hello') }), 'catalog.xlsx');
    expect(error.code).toBe('INPUT_UNSUPPORTED');
    expect(error.message).toMatch(/not an Excel workbook/);
  });

  it('reports a truncated workbook as corrupt instead of crashing', async () => {
    const bytes = await smallWorkbook();
    const error = await openError(bytes.subarray(0, Math.floor(bytes.length / 2)), 'catalog.xlsx');
    expect(error.code).toBe('XLSX_CORRUPT');
  });
});

import { strToU8, zipSync } from 'fflate';
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

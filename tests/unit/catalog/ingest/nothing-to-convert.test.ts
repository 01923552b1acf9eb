import { describe, expect, it } from 'vitest';
import { nothingToConvert } from '@/lib/catalog/ingest';
import { open } from './open-helpers';
import { workbook } from './xlsx-helpers';

/** What an upload's check says of these bytes (null: there is a row to convert). */
async function verdict(bytes: string | Uint8Array, name: string) {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const reader = await open(data, name);
  const found = await nothingToConvert(reader, { bytes: data, name });
  await reader.close();
  return found;
}

describe('nothingToConvert', () => {
  it('names a header alone, with the converter’s code and words', async () => {
    expect(await verdict('Part Number,Make,Model,Year\n\n', 'header-only.csv')).toEqual({
      code: 'INPUT_NO_ROWS',
      severity: 'error',
      file: 'header-only.csv',
      message: 'header-only.csv has a header (row 1) but no data rows below it. Check that you exported the whole catalog.',
      params: { file: 'header-only.csv', row: '1' },
    });
  });

  it('says nothing of a file with a data row', async () => {
    expect(await verdict('Part Number,Make\nBKM-1,Toyota\n', 'one-row.csv')).toBeNull();
  });

  it('names a one-sheet workbook with a header alone, and leaves one of several sheets to the conversion', async () => {
    const alone = await workbook({ Catalog: [['Part Number', 'Make']] });
    expect((await verdict(alone, 'alone.xlsx'))?.code).toBe('INPUT_NO_ROWS');
    // Its rows may be on another sheet (a PIES workbook, or a sheet to choose).
    const several = await workbook({ Items: [['PartNumber', 'BrandAAIAID']], Descriptions: [['PartNumber', 'Description'], ['BKM-1', 'Pad']] });
    expect(await verdict(several, 'several.xlsx')).toBeNull();
  });
});

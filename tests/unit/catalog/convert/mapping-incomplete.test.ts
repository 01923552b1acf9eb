import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convert, listDir, tempDir } from './convert-helpers';

/** Issue 13 point 2: a field every row needs and no column holds stops the run before converting. */
describe('a mapping that leaves a needed field unmapped', () => {
  async function catalog(text: string): Promise<string> {
    const dir = await tempDir();
    const file = path.join(dir, 'catalog.csv');
    await writeFile(file, text);
    return file;
  }

  it('converts nothing, writes nothing, and names the field, why, and the unused columns', async () => {
    const file = await catalog('Item,Make,Model,Year,Zzq\nA-1,Ford,Focus,2015,X\nA-2,Ford,Focus,2016,Y\nA-3,Ford,Focus,2016,Z\n');
    const out = path.join(await tempDir(), 'out');
    const result = await convert({ path: file }, { outDir: out });
    if (!('error' in result)) throw new Error('expected the run to stop');
    expect(result.error.code).toBe('MAPPING_INCOMPLETE');
    expect(result.error.message).toMatch(/no column is mapped to Part type \(every fitment needs a part type/);
    expect(result.error.message).toMatch(/Columns not used: "Zzq"/);
    expect(result.error.message).toMatch(/mapping screen, or in a saved mapping \(--mapping\)/);
    expect(result.mappingRecord?.columns.map((c) => c.field)).toEqual(['partNumber', 'make', 'model', 'year', null]);
    expect(await listDir(path.dirname(out))).toEqual([]);
  });

  it('runs once the mapping names the column', async () => {
    const file = await catalog('Item,Make,Model,Year,Zzq\nA-1,Ford,Focus,2015,Brake Pads\nA-2,Ford,Focus,2016,Brake Pads\n');
    const result = await convert(
      { path: file },
      { mapping: { version: 1, columns: [{ column: 'Item', field: 'partNumber' }, { column: 'Make', field: 'make' }, { column: 'Model', field: 'model' }, { column: 'Year', field: 'year' }, { column: 'Zzq', field: 'partType' }] } },
    );
    if ('error' in result) throw new Error(result.error.message);
    expect(result.counts.apps).toBe(2);
  });

  it('does not ask for vehicle fields in an item list (PIES only)', async () => {
    const file = await catalog('Part Number,Description,Price (EUR)\nA-1,Brake pads front,12.50\nA-2,Brake discs,30.00\n');
    const result = await convert({ path: file });
    if ('error' in result) throw new Error(result.error.message);
    expect(result.counts.items).toBe(2);
  });
});

describe('a joined vehicle column', () => {
  it('needs no make or year column when its cells carry them, and converts', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'joined.csv');
    await writeFile(file, 'Part Number,Vehicle,Part Type\nA-1,Ford Focus 2013-2014,Brake Pads\nA-2,VW Golf 2015,Brake Pads\nA-3,Ford Focus 2015-2016,Brake Pads\n');
    const result = await convert({ path: file });
    if ('error' in result) throw new Error(result.error.message);
    expect(result.counts.apps).toBe(5);
  });
});

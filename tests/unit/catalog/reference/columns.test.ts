import { describe, expect, it } from 'vitest';
import { buildReferenceSet, type ParsedTable } from '@/lib/catalog/reference';
import { BaseVehicleTable } from '@/lib/catalog/reference/base-vehicles';
import { IdIndex } from '@/lib/catalog/reference/id-index';
import { buildVehicleLines } from '@/lib/catalog/reference/vehicle-lines';

const table = (name: string, header: string, ...rows: string[]): ParsedTable => ({
  name,
  columns: header.split('|'),
  rows: rows.map((r) => r.split('|')),
});

describe('the ID index of a table kept in columns', () => {
  it('numbers IDs in the order first added and finds them again after growing', () => {
    const index = new IdIndex(4);
    // Strided and negative IDs, enough of them to grow the hash table several times.
    const ids = Array.from({ length: 5000 }, (_, i) => (i % 2 ? -i * 1024 : i * 65536));
    for (const id of ids) index.add(id);
    expect(index.size).toBe(ids.length);
    expect(ids.every((id, row) => index.rowOf(id) === row && index.idAt(row) === id)).toBe(true);
    expect(index.add(ids[7]!)).toBe(7);
    expect(index.size).toBe(ids.length);
  });

  it('finds nothing for an ID never added, a fraction or one past 32 bits', () => {
    const index = new IdIndex();
    index.add(1);
    index.add(2 ** 31 - 1);
    expect(index.rowOf(3)).toBe(-1);
    expect(index.rowOf(1.5)).toBe(-1);
    expect(index.rowOf(2 ** 32 + 1)).toBe(-1);
    expect(index.rowOf(2 ** 31 - 1)).toBe(1);
  });
});

describe('the BaseVehicle columns', () => {
  const table = new BaseVehicleTable();
  table.add(100, 2010, 1, 10);
  table.add(101, 2011, 1, 10);
  table.add(100, 2012, 1, 11); // read again: keeps its place, takes the later values

  it('reads as the map of base vehicles it replaces', () => {
    expect(table.size).toBe(2);
    expect(table.get(100)).toEqual({ id: 100, year: 2012, makeId: 1, modelId: 11 });
    expect(table.has(101)).toBe(true);
    expect(table.get(102)).toBeUndefined();
    expect([...table.keys()]).toEqual([100, 101]);
    expect([...table].map(([id, bv]) => [id, bv.year])).toEqual([
      [100, 2012],
      [101, 2011],
    ]);
  });

  it('groups its rows into lines, a year read twice keeping the later base vehicle', () => {
    const more = new BaseVehicleTable();
    for (const [id, year] of [[5, 2014], [3, 2012], [4, 2012], [6, 2013]] as const) more.add(id, year, 1, 10);
    more.add(7, 2001, 2, 20);
    const { lines, modelsOfMake } = buildVehicleLines(more);
    const line = lines.get(1)!.get(10)!;
    expect([...line.years]).toEqual([
      [2012, 4],
      [2013, 6],
      [2014, 5],
    ]);
    expect(line.years.get(2013)).toBe(6);
    expect(line.years.has(2011)).toBe(false);
    expect([line.firstYear, line.lastYear]).toEqual([2012, 2014]);
    expect(lines.get(2)!.get(20)!.years.get(2001)).toBe(7);
    expect([...modelsOfMake]).toEqual([
      [1, [10]],
      [2, [20]],
    ]);
  });
});

describe('IDs a column cannot hold', () => {
  it('counts a row with an ID past 32 bits as unreadable instead of keeping a wrong number', () => {
    const { reference, findings } = buildReferenceSet(
      [table('BaseVehicle', 'BaseVehicleID|YearID|MakeID|ModelID', '100|2010|1|10', '4294967396|2011|1|10')],
      { source: 'test' },
    );
    expect([...reference.baseVehicles.keys()]).toEqual([100]);
    expect(findings.find((f) => f.code === 'REFERENCE_ROW_INVALID')?.params).toMatchObject({ invalid: '1', rows: '2' });
  });
});

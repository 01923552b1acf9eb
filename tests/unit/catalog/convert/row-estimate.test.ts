import { describe, expect, it } from 'vitest';
import { estimateRows } from '@/lib/catalog/convert/row-estimate';
import type { SourceRow } from '@/lib/catalog/types';

const rows = (n: number): SourceRow[] =>
  Array.from({ length: n }, (_, i) => ({ row: i + 2, values: [`BK-${1000 + i}`, '310001', '7001', '1', 'Disc Brake Pad Set'] }));
// "BK-1000,310001,7001,1,Disc Brake Pad Set\n" is 41 bytes.
const ROW_BYTES = 41;

describe('estimateRows', () => {
  it('estimates a delimited file’s rows from its size and its first rows, erring a little low', () => {
    const estimate = estimateRows({ bytes: ROW_BYTES * 1_000_000, format: 'csv', encoding: 'utf-8' }, rows(200));
    expect(estimate).toBeGreaterThan(900_000);
    expect(estimate).toBeLessThanOrEqual(1_000_000);
  });

  it('counts two bytes a character in UTF-16', () => {
    const utf8 = estimateRows({ bytes: 4_100_000, format: 'tsv', encoding: 'utf-8' }, rows(50))!;
    expect(estimateRows({ bytes: 4_100_000, format: 'tsv', encoding: 'utf-16le' }, rows(50))).toBe(Math.floor(utf8 / 2));
  });

  it('makes no guess for XLSX, whose compressed size says little, or without rows', () => {
    expect(estimateRows({ bytes: 5_000_000, format: 'xlsx', encoding: null }, rows(200))).toBeUndefined();
    expect(estimateRows({ bytes: 5_000_000, format: 'csv', encoding: 'utf-8' }, [])).toBeUndefined();
  });
});

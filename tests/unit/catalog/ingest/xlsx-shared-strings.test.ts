import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import { SharedStrings } from '@/lib/catalog/ingest/xlsx-shared-strings';
import type { Finding } from '@/lib/catalog/types';
import { peakHeapGrowth, retainedHeap } from './heap-helpers';
import { drain, open } from './open-helpers';
import { inlineCell, rawWorkbook } from './xlsx-helpers';

const HEADER_ROW = `<row r="1">${inlineCell('A1', 'Part Number')}${inlineCell('B1', 'Make')}</row><row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>`;

function texts(count: number, at = (i: number) => `BKM-${i}-brake-pad`): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`<si><t>${at(i)}</t></si>`);
  return parts.join('');
}

async function openError(bytes: Uint8Array, limits: Parameters<typeof openCatalog>[1]): Promise<Finding> {
  const result = await openCatalog({ bytes, name: 'big.xlsx' }, limits);
  if (!('error' in result)) throw new Error('expected { error }');
  return result.error;
}

describe('XLSX shared-string table', () => {
  it('refuses a table with more texts than the limit, naming the file, the limit and what to do', async () => {
    const error = await openError(rawWorkbook({ sheet: HEADER_ROW, sharedStrings: texts(1001) }), { limits: { xlsxMaxSharedStrings: 1000 } });
    expect(error).toMatchObject({ code: 'XLSX_SHARED_STRINGS_LIMIT', severity: 'error', file: 'big.xlsx' });
    expect(error.message).toMatch(/^big\.xlsx: .*xl\/sharedStrings\.xml.*more than 1,000 distinct texts \(the limit\).*save the catalog sheet as CSV/i);
  });

  it('reads a table of exactly the limit', async () => {
    const reader = await open(rawWorkbook({ sheet: HEADER_ROW, sharedStrings: texts(1000) }), 'ok.xlsx', { limits: { xlsxMaxSharedStrings: 1000 } });
    expect((await drain(reader)).map((r) => r.values)).toEqual([['BKM-0-brake-pad', 'BKM-1-brake-pad']]);
  });

  it('refuses a table with more characters than the limit', async () => {
    const error = await openError(rawWorkbook({ sheet: HEADER_ROW, sharedStrings: texts(100, () => 'x'.repeat(200)) }), { limits: { xlsxMaxSharedStringChars: 10_000 } });
    expect(error.code).toBe('XLSX_SHARED_STRINGS_LIMIT');
    expect(error.message).toMatch(/more than 10,000 characters of text \(the limit\)/);
  });

  it('refuses a table that declares more texts than the limit before reading any of it', async () => {
    const sharedStrings = new TextEncoder().encode('<?xml version="1.0"?><sst uniqueCount="40000000"><si><t>Part Number</t></si><si><t>Make</t></si></sst>');
    const error = await openError(rawWorkbook({ sheet: HEADER_ROW, extra: { 'xl/sharedStrings.xml': sharedStrings } }), {});
    expect(error.code).toBe('XLSX_SHARED_STRINGS_LIMIT');
    expect(error.message).toMatch(/declares 40,000,000 distinct texts, more than the limit of 8,000,000/);
  });

  it('stops a table past the limit without holding it: the heap stays flat while 1M texts are refused', async () => {
    const bytes = rawWorkbook({ sheet: HEADER_ROW, sharedStrings: texts(1_000_000) }, 1);
    const { result, peakMB } = await peakHeapGrowth(() => openCatalog({ bytes, name: 'big.xlsx' }, { limits: { xlsxMaxSharedStrings: 10_000 } }));
    expect('error' in result && result.error.code).toBe('XLSX_SHARED_STRINGS_LIMIT');
    // Held as strings, the 1M texts would take ~70 MB.
    expect(peakMB).toBeLessThan(20);
  });

  it('holds a large table compactly: 1M texts in under half the memory of an array of strings', async () => {
    const text = (i: number): string => `BKM-${i}-brake-pad-front`;
    const compact = await retainedHeap(() => {
      const table = new SharedStrings();
      for (let i = 0; i < 1_000_000; i++) table.add(text(i));
      return table.finish();
    });
    const array = await retainedHeap(() => Array.from({ length: 1_000_000 }, (_, i) => text(i)));
    expect(compact.result.get(999_999)).toBe(array.result[999_999]);
    expect(compact.retainedMB).toBeLessThan(array.retainedMB / 2);
  });

  it('gives back every text, across page boundaries, including empty, astral and page-sized ones', () => {
    const table = new SharedStrings();
    const expected: string[] = [];
    const add = (text: string): void => {
      table.add(text);
      expected.push(text);
    };
    for (let i = 0; i < 300_000; i++) add(i % 7 === 0 ? '' : i % 11 === 0 ? `Größe 😀 ${i}` : `P${i}`);
    add('x'.repeat(3_000_000));
    add('after the long one');
    table.finish();
    expect(table.size).toBe(expected.length);
    for (let i = 0; i < expected.length; i += 1) if (table.get(i) !== expected[i]) expect(table.get(i)).toBe(expected[i]);
    // Backwards too, so the page cache is not what makes lookups right.
    for (let i = expected.length - 1; i >= 0; i -= 997) expect(table.get(i)).toBe(expected[i]);
    for (const missing of [-1, expected.length, 1.5, Number.NaN, Infinity]) expect(table.get(missing)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { SourceRow } from '@/lib/catalog/types';
import { codes, drain, open } from './open-helpers';

/** A catalog big enough to span several read chunks (64 KiB each), with quoted, blank and ragged rows. */
function catalog(rows: number): string {
  const lines = ['Part Number,Make,Model,Year,Description'];
  for (let i = 1; i <= rows; i++) {
    if (i % 997 === 0) lines.push(',,,,');
    else if (i % 1009 === 0) lines.push(`P-${i},Ford`);
    else lines.push(`P-${i},Ford,F-150,2015,"Disc brake pad set, ceramic, front axle ${i}"`);
  }
  return `${lines.join('\n')}\n`;
}

async function allBatches(batches: AsyncIterable<readonly SourceRow[]>): Promise<SourceRow[][]> {
  const out: SourceRow[][] = [];
  for await (const b of batches) out.push([...b]);
  return out;
}

describe('reading rows in batches', () => {
  it('hands out the same rows, counts and findings as row by row, in read-chunk batches', async () => {
    const text = catalog(20_000);
    const one = await open(text);
    const rows = await drain(one);
    const other = await open(text);
    const batches = await allBatches(other.batches());
    expect(batches.length).toBeGreaterThan(10);
    expect(batches.flat()).toEqual(rows);
    expect(other.info.rows).toBe(one.info.rows);
    expect(codes(other.findings)).toEqual(codes(one.findings));
    expect(codes(other.findings)).toEqual(expect.arrayContaining(['ROWS_BLANK', 'ROW_RAGGED']));
  });

  it('continues after rows already taken one by one, without repeating or losing any', async () => {
    const text = catalog(5000);
    const expected = await drain(await open(text));
    const reader = await open(text);
    const iterator = reader.rows[Symbol.asyncIterator]();
    const taken: SourceRow[] = [];
    for (let i = 0; i < 200; i++) taken.push((await iterator.next()).value as SourceRow);
    const rest = (await allBatches(reader.batches())).flat();
    expect([...taken, ...rest]).toEqual(expected);
    expect(reader.info.rows).toBe(expected.length);
  });

  it('keeps cell values intact, quoted ones included, when records are copied out of the read chunk', async () => {
    const reader = await open('Part Number,Description\nABC-1234567890123,"Pads, ""ceramic"" — front"\n');
    expect((await drain(reader)).map((r) => r.values)).toEqual([['ABC-1234567890123', 'Pads, "ceramic" — front']]);
  });
});

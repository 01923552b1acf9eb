import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import { READ_CHUNK_BYTES } from '@/lib/catalog/ingest/byte-source';
import { codes, drain, open } from './open-helpers';

/** The part numbers read, in order. */
async function partNumbers(text: string): Promise<{ parts: string[]; rows: number[]; findings: string[] }> {
  const reader = await open(text);
  const rows = await drain(reader);
  return { parts: rows.map((r) => r.values[0] ?? ''), rows: rows.map((r) => r.row), findings: codes(reader.findings) };
}

describe('line endings in delimited text', () => {
  it('ends a row at a lone CR instead of swallowing the next row into it', async () => {
    const read = await partNumbers('Part Number,Make\nBKM-1,Ford\rBKM-2,Honda\nBKM-3,BMW\n');
    expect(read.parts).toEqual(['BKM-1', 'BKM-2', 'BKM-3']);
    expect(read.rows).toEqual([2, 3, 4]);
    expect(read.findings).not.toContain('ROW_RAGGED');
  });

  it('ends a row at a lone CR right after a quoted cell', async () => {
    const reader = await open('Part Number,Notes\nBKM-1,"front, left"\rBKM-2,rear\r\nBKM-3,"x"\n');
    const rows = await drain(reader);
    expect(rows.map((r) => r.values)).toEqual([
      ['BKM-1', 'front, left'],
      ['BKM-2', 'rear'],
      ['BKM-3', 'x'],
    ]);
    expect(codes(reader.findings)).not.toContain('QUOTE_STRAY');
  });

  it('ends a row at a lone CR in a line that also has quotes further on', async () => {
    const read = await partNumbers('Part Number,Notes\nBKM-1,plain\rBKM-2,"quoted"\n');
    expect(read.parts).toEqual(['BKM-1', 'BKM-2']);
  });

  it('keeps a CR inside a quoted cell as part of the value', async () => {
    const rows = await drain(await open('Part Number,Notes\nBKM-1,"line one\rline two"\nBKM-2,x\n'));
    expect(rows.map((r) => r.values)).toEqual([
      ['BKM-1', 'line one\rline two'],
      ['BKM-2', 'x'],
    ]);
  });

  it('reads a lone CR at the very end of the file as the end of the last row', async () => {
    const read = await partNumbers('Part Number,Make\r\nBKM-1,Ford\r\nBKM-2,Honda\r');
    expect(read.parts).toEqual(['BKM-1', 'BKM-2']);
    expect(read.findings).not.toContain('ROWS_BLANK');
  });

  it('does not split a CRLF that straddles two read chunks into two line breaks', async () => {
    const head = 'Part Number,Notes\r\n';
    // Pad the first row so its CR is the last byte of the first read chunk and its LF the first of the next.
    const first = `BKM-1,${'n'.repeat(READ_CHUNK_BYTES - head.length - 'BKM-1,'.length - 1)}`;
    const text = `${head}${first}\r\nBKM-2,x\r\n`;
    expect(text.indexOf('\r\nBKM-2')).toBe(READ_CHUNK_BYTES - 1);
    const read = await partNumbers(text);
    expect(read.parts).toEqual(['BKM-1', 'BKM-2']);
    expect(read.rows).toEqual([2, 3]);
    expect(read.findings).not.toContain('ROWS_BLANK');
  });

  it('reads a file whose lines end in CR for the first 64 KiB and in CRLF after, without blank rows between', async () => {
    const early = Array.from({ length: 5000 }, (_, i) => `BKM-${i},Ford\r`).join('');
    const late = Array.from({ length: 10 }, (_, i) => `BKM-L${i},Honda\r\n`).join('');
    expect(early.length).toBeGreaterThan(READ_CHUNK_BYTES);
    const read = await partNumbers(`Part Number,Make\r${early}${late}`);
    expect(read.parts).toHaveLength(5010);
    expect(read.rows.at(-1)).toBe(5011);
    expect(read.findings).not.toContain('ROWS_BLANK');
  });

  it('keeps a CR inside a quoted cell of a CR-only file as written', async () => {
    const rows = await drain(await open('Part Number,Notes\rBKM-1,"one\rtwo"\rBKM-2,x\r'));
    expect(rows.map((r) => r.values)).toEqual([
      ['BKM-1', 'one\rtwo'],
      ['BKM-2', 'x'],
    ]);
  });

  it('stops at a line still open past the record limit, instead of growing one row without end', async () => {
    // Joined chunk by chunk, a 20 MB line took 37 s (each chunk re-copied the whole line so far).
    const good = Array.from({ length: 100 }, (_, i) => `BKM-${i},ok\n`).join('');
    const text = `Part Number,Notes\n${good}BKM-X,${'a,'.repeat(150_000)}\nBKM-Y,never reached\n`;
    const reader = await open(text, 'oneline.csv', { limits: { maxRecordChars: 100_000 } });
    const rows = await drain(reader);
    expect(rows).toHaveLength(100);
    const finding = reader.findings.find((f) => f.code === 'ROW_TOO_LONG');
    expect(finding).toMatchObject({ severity: 'error', row: 102, file: 'oneline.csv' });
    expect(finding?.message).toMatch(/^oneline\.csv row 102 runs past 100,000 characters without a line break.*reading stopped/);
  });

  it('refuses a file whose first row has no line break within the record limit', async () => {
    const result = await openCatalog({ bytes: new TextEncoder().encode(`Part Number;${'x;'.repeat(100_000)}`), name: 'one.csv' }, { limits: { maxRecordChars: 50_000 } });
    expect('error' in result && result.error.code).toBe('ROW_TOO_LONG');
  });
});

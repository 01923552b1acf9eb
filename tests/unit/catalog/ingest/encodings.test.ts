import { describe, expect, it } from 'vitest';
import { READ_CHUNK_BYTES } from '@/lib/catalog/ingest/byte-source';
import { codes, concat, drain, open, utf16 } from './open-helpers';

const CSV = 'Teilenummer,Marke,Bemerkung\nBKM-1,Citroën,für Fahrzeuge mit Größe ß\nBKM-2,Škoda,€ 12\n';

describe('encoding detection', () => {
  it('reads UTF-8 without a BOM', async () => {
    const reader = await open(CSV);
    const rows = await drain(reader);
    expect(reader.info.encoding).toBe('utf-8');
    expect(rows[0]?.values).toEqual(['BKM-1', 'Citroën', 'für Fahrzeuge mit Größe ß']);
  });

  it('reads UTF-8 with a BOM and keeps the BOM out of the first header cell', async () => {
    const reader = await open(concat([0xef, 0xbb, 0xbf], new TextEncoder().encode(CSV)));
    expect(reader.info.encoding).toBe('utf-8-bom');
    expect(reader.header[0]).toBe('Teilenummer');
    expect((await drain(reader))[1]?.values[1]).toBe('Škoda');
  });

  it.each([
    ['le', true, 'utf-16le'],
    ['be', true, 'utf-16be'],
    ['le', false, 'utf-16le'],
    ['be', false, 'utf-16be'],
  ] as const)('reads UTF-16 %s (BOM: %s)', async (order, bom, expected) => {
    const tsv = CSV.replace(/,/g, '\t');
    const reader = await open(utf16(tsv, order, bom), 'export.txt');
    expect(reader.info.encoding).toBe(expected);
    expect(reader.info.delimiter).toBe('\t');
    expect(reader.header).toEqual(['Teilenummer', 'Marke', 'Bemerkung']);
    expect((await drain(reader)).map((r) => r.values[1])).toEqual(['Citroën', 'Škoda']);
  });

  it('falls back to Windows-1252 for text that is not valid UTF-8, with é, ü, ß and €', async () => {
    // "Référence;Bemerkung\nBKM-1;für Größe ß € 12\n" in Windows-1252
    const bytes = concat(
      new TextEncoder().encode('R'),
      [0xe9],
      new TextEncoder().encode('f'),
      [0xe9],
      new TextEncoder().encode('rence;Bemerkung\nBKM-1;f'),
      [0xfc],
      new TextEncoder().encode('r Gr'),
      [0xf6, 0xdf, 0x65, 0x20, 0xdf, 0x20, 0x80],
      new TextEncoder().encode(' 12\n'),
    );
    const reader = await open(bytes);
    expect(reader.info.encoding).toBe('windows-1252');
    expect(reader.header).toEqual(['Référence', 'Bemerkung']);
    expect((await drain(reader))[0]?.values).toEqual(['BKM-1', 'für Größe ß € 12']);
    expect(codes(reader.findings)).toContain('ENCODING_WINDOWS_1252');
  });

  it('decides Windows-1252 from the whole file, not just its first rows', async () => {
    const head = 'Part Number,Notes\n' + 'BKM-1,plain ascii\n'.repeat(10_000);
    const bytes = concat(new TextEncoder().encode(head + 'BKM-2,caf'), [0xe9], [0x0a]);
    const reader = await open(bytes);
    const rows = await drain(reader);
    expect(reader.info.encoding).toBe('windows-1252');
    expect(rows.at(-1)?.values).toEqual(['BKM-2', 'café']);
  });

  it('keeps a multi-byte character intact when it straddles a read chunk', async () => {
    const header = 'Part Number,Notes\n';
    const filler = 'x'.repeat(READ_CHUNK_BYTES - header.length - 'BKM-1,'.length - 1);
    const bytes = new TextEncoder().encode(`${header}BKM-1,${filler}ü\nBKM-2,Größe\n`);
    // The "ü" (2 bytes) starts on the last byte of the first read chunk.
    expect(bytes[READ_CHUNK_BYTES - 1]).toBe(0xc3);
    const rows = await drain(await open(bytes));
    expect(rows[0]?.values[1]?.endsWith('ü')).toBe(true);
    expect(rows[1]?.values[1]).toBe('Größe');
  });
});

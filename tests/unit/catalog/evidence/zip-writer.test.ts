import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipArchive, ZipWriter, type DeflateLevel } from '@/lib/catalog/evidence';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/evidence');
const MTIME = new Date(2025, 0, 15, 12, 0, 0);

/** Runs `write` against a ZipWriter and returns the zip's bytes. */
async function zipOf(write: (zip: ZipWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = new ZipWriter(out);
  await write(zip);
  await zip.finish();
  return Buffer.concat(chunks);
}

const u16 = (b: Buffer, o: number) => b.readUInt16LE(o);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('ZipWriter', () => {
  it('writes entries any zip reader inflates back, with sizes and checksums in the directory', async () => {
    const big = Buffer.from('<App id="1"/>\n'.repeat(50_000));
    const zip = await zipOf(async (z) => {
      await z.add('aces.xml', [big.subarray(0, 300_000), big.subarray(300_000)], { level: 3, mtime: MTIME });
      await z.add('empty.txt', [], { level: 6, mtime: MTIME });
      await z.add('notes/straße.txt', [Buffer.from('ä')], { level: 6, mtime: MTIME });
    });
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toEqual(['aces.xml', 'empty.txt', 'notes/straße.txt']);
    expect(sha(entries['aces.xml']!)).toBe(sha(big));
    expect(entries['empty.txt']).toHaveLength(0);
    expect(Buffer.from(entries['notes/straße.txt']!).toString()).toBe('ä');

    const archive = await ZipArchive.open(new Uint8Array(zip));
    if (!archive.ok) throw new Error(archive.message);
    expect(archive.value.entries.map((e) => [e.name, e.size])).toEqual([
      ['aces.xml', big.length],
      ['empty.txt', 0],
      ['notes/straße.txt', 2],
    ]);
    const hashed = await archive.value.hash(archive.value.find('aces.xml')!); // checks size and CRC too
    expect(hashed.ok && hashed.value.sha256).toBe(sha(big));
    await archive.value.close();
  });

  it('lays entries out as the committed evidence fixtures do (data descriptors, version 2.0, deflate)', async () => {
    const good = readFileSync(path.join(fixtures, 'good.zip'));
    const mine = await zipOf(async (z) => {
      await z.add('aces.xml', [Buffer.from('<ACES/>')], { level: 6, mtime: MTIME });
    });
    // Local header: version needed, flags (bit 3: sizes follow the data), method.
    expect([u16(mine, 4), u16(mine, 6), u16(mine, 8)]).toEqual([u16(good, 4), u16(good, 6), u16(good, 8)]);
    const directory = (b: Buffer) => b.readUInt32LE(b.length - 22 + 16);
    const [g, m] = [directory(good), directory(mine)];
    // Central header: made by, version needed, flags, method.
    expect([u16(mine, m + 4), u16(mine, m + 6), u16(mine, m + 8), u16(mine, m + 10)]).toEqual([
      u16(good, g + 4),
      u16(good, g + 6),
      u16(good, g + 8),
      u16(good, g + 10),
    ]);
  });

  it('copies content deflated beforehand as it is, and refuses a wrong compressed size', async () => {
    const text = Buffer.from('x'.repeat(10_000));
    const deflated = deflateRawSync(text, { level: 3 });
    const entry = { name: 'pies.xml', bytes: text.length, compressedBytes: deflated.length, crc32: crc(text) };
    const zip = await zipOf(async (z) => {
      await z.addDeflated(entry, toAsync([deflated]), { level: 3 as DeflateLevel, mtime: MTIME });
    });
    expect(Buffer.from(unzipSync(new Uint8Array(zip))['pies.xml']!).equals(text)).toBe(true);

    const out = new PassThrough();
    out.resume();
    const z = new ZipWriter(out);
    await expect(z.addDeflated({ ...entry, compressedBytes: entry.compressedBytes + 1 }, toAsync([deflated]), { level: 3, mtime: MTIME })).rejects.toThrow(
      /deflated bytes found/,
    );
  });

  it('refuses the same name twice and dates zip timestamps cannot hold', async () => {
    const z = new ZipWriter(new PassThrough().resume());
    await z.add('a.txt', [Buffer.from('a')], { level: 6, mtime: MTIME });
    await expect(z.add('a.txt', [Buffer.from('b')], { level: 6, mtime: MTIME })).rejects.toThrow(/twice/);
    await expect(z.add('old.txt', [], { level: 6, mtime: new Date(1970, 0, 1) })).rejects.toThrow(/1980/);
  });
});

async function* toAsync(chunks: Uint8Array[]): AsyncGenerator<Uint8Array> {
  yield* chunks;
}

function crc(b: Buffer): number {
  // zlib's crc32 is what the writer uses; computed here independently from the table definition.
  let c = ~0;
  for (const byte of b) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

import { createHash } from 'node:crypto';
import { Writable, PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import { bytesSource, fileSource, type ZipSource as Source } from './zip-source';
import { render, type Said, say } from '../messages';

/**
 * A minimal, defensive zip reader for evidence bundles, which may be untrusted uploads. It reads
 * the central directory (the zip's own index) and streams each entry through inflate while hashing,
 * so a 2 GB deliverable never sits in memory. Before inflating anything it enforces caps on entry
 * count, sizes and compression ratio, and refuses overlapping entries, encryption and ZIP64; while
 * inflating it stops at the declared size, so a lying header cannot make it inflate more.
 */

export interface ZipLimits {
  maxEntries: number;
  /** Largest uncompressed entry. */
  maxEntryBytes: number;
  /** Sum of all uncompressed entries. */
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio for entries above 1 MiB (zip bombs reach ~1000). */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 256,
  maxEntryBytes: 4 * 1024 ** 3,
  maxTotalBytes: 8 * 1024 ** 3,
  maxRatio: 500,
};

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
  /** Where the next entry (or the directory) begins: this entry's bytes must end before it. */
  nextOffset: number;
}

export type ZipProblemCode = 'BUNDLE_UNREADABLE' | 'BUNDLE_LIMIT' | 'ENTRY_CORRUPT';
/** A failure says its message as a catalogue text (`said`), rendered in English as `message`. */
export type ZipResult<T> = { ok: true; value: T } | { ok: false; code: ZipProblemCode; message: string; said: Said };

const u16 = (b: Uint8Array, o: number): number => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, o: number): number => (u16(b, o) + u16(b, o + 2) * 0x10000) >>> 0;

const fail = <T>(code: ZipProblemCode, said: Said): ZipResult<T> => ({ ok: false, code, message: render(said), said });

export class ZipArchive {
  private constructor(
    private readonly source: Source,
    readonly entries: ZipEntry[],
  ) {}

  static async open(
    input: Uint8Array | string,
    limits: Partial<ZipLimits> = {},
  ): Promise<ZipResult<ZipArchive>> {
    const lim = { ...DEFAULT_ZIP_LIMITS, ...limits };
    let source: Source;
    try {
      source = typeof input === 'string' ? await fileSource(input) : bytesSource(input);
    } catch (e) {
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.open', { detail: (e as Error).message }));
    }
    const r = await ZipArchive.readDirectory(source, lim).catch((e: unknown): ZipResult<ZipEntry[]> =>
      fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.read', { detail: (e as Error).message })),
    );
    if (!r.ok) {
      await source.close();
      return r;
    }
    return { ok: true, value: new ZipArchive(source, r.value) };
  }

  private static async readDirectory(source: Source, lim: ZipLimits): Promise<ZipResult<ZipEntry[]>> {
    const notZip = fail<ZipEntry[]>('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE'));
    if (source.size < 22) return notZip;
    const tailLen = Math.min(source.size, 22 + 0xffff);
    const tail = await source.read(source.size - tailLen, tailLen);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (u32(tail, i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return notZip;
    if (eocd >= 20 && u32(tail, eocd - 20) === 0x07064b50) {
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.zip64'));
    }
    const diskEntries = u16(tail, eocd + 8);
    const count = u16(tail, eocd + 10);
    const cdSize = u32(tail, eocd + 12);
    const cdOffset = u32(tail, eocd + 16);
    if (u16(tail, eocd + 4) !== 0 || u16(tail, eocd + 6) !== 0 || diskEntries !== count) {
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.multiPart'));
    }
    if (count > lim.maxEntries)
      return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT', { count: String(count), max: String(lim.maxEntries) }));
    const cdEnd = source.size - tailLen + eocd;
    if (cdOffset + cdSize > cdEnd || cdSize > 46 * count + 0xffff * 3 * count) {
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.outside'));
    }
    const cd = await source.read(cdOffset, cdSize);
    const entries: ZipEntry[] = [];
    let p = 0;
    let total = 0;
    for (let i = 0; i < count; i++) {
      if (p + 46 > cd.length || u32(cd, p) !== 0x02014b50)
        return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.directory'));
      const flags = u16(cd, p + 8);
      const nameLen = u16(cd, p + 28);
      // A record that runs past the directory would borrow its name from the bytes after it, and
      // another unzip tool would read a different name: refuse rather than guess.
      if (p + 46 + nameLen + u16(cd, p + 30) + u16(cd, p + 32) > cd.length)
        return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.directoryEntry'));
      const entry: ZipEntry = {
        name: new TextDecoder('utf-8').decode(cd.subarray(p + 46, p + 46 + nameLen)),
        flags,
        method: u16(cd, p + 10),
        crc32: u32(cd, p + 16),
        compressedSize: u32(cd, p + 20),
        size: u32(cd, p + 24),
        localHeaderOffset: u32(cd, p + 42),
        nextOffset: cdOffset,
      };
      p += 46 + nameLen + u16(cd, p + 30) + u16(cd, p + 32);
      if (flags & 1)
        return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.encrypted', { entry: entry.name }));
      if (entry.method !== 0 && entry.method !== 8) {
        return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.method', { entry: entry.name, method: String(entry.method) }));
      }
      if (
        entry.size === 0xffffffff ||
        entry.compressedSize === 0xffffffff ||
        entry.localHeaderOffset === 0xffffffff
      ) {
        return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.zip64Sizes', { entry: entry.name }));
      }
      if (entry.size > lim.maxEntryBytes) {
        return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT.entryBytes', { entry: entry.name, size: String(entry.size), max: String(lim.maxEntryBytes) }));
      }
      if (entry.size > 1 << 20 && entry.size / Math.max(1, entry.compressedSize) > lim.maxRatio) {
        const ratio = String(Math.round(entry.size / Math.max(1, entry.compressedSize)));
        return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT.ratio', { entry: entry.name, ratio, max: String(lim.maxRatio) }));
      }
      total += entry.size;
      if (total > lim.maxTotalBytes)
        return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT.total', { max: String(lim.maxTotalBytes) }));
      entries.push(entry);
    }
    // Entries must not share bytes: overlapping entries are how the densest zip bombs are built.
    const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
    for (let i = 0; i < byOffset.length; i++) {
      const e = byOffset[i]!;
      e.nextOffset = byOffset[i + 1]?.localHeaderOffset ?? cdOffset;
      if (e.localHeaderOffset + 30 + e.compressedSize > e.nextOffset) {
        return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.overlap', { entry: e.name }));
      }
    }
    return { ok: true, value: entries };
  }

  find(name: string): ZipEntry | undefined {
    return this.entries.find((e) => e.name === name);
  }

  private async dataRange(entry: ZipEntry): Promise<ZipResult<{ start: number }>> {
    const lh = await this.source.read(entry.localHeaderOffset, 30);
    if (lh.length < 30 || u32(lh, 0) !== 0x04034b50)
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.localHeader', { entry: entry.name }));
    const nameLen = u16(lh, 26);
    const localName = new TextDecoder('utf-8').decode(
      await this.source.read(entry.localHeaderOffset + 30, nameLen),
    );
    if (localName !== entry.name) {
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.renamed', { entry: entry.name, local: localName }));
    }
    const start = entry.localHeaderOffset + 30 + nameLen + u16(lh, 28);
    if (start + entry.compressedSize > entry.nextOffset) {
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.intoNext', { entry: entry.name }));
    }
    return { ok: true, value: { start } };
  }

  /** Streams an entry's content to `onChunk`, checking its size and CRC against the directory. */
  async stream(entry: ZipEntry, onChunk: (chunk: Buffer) => void): Promise<ZipResult<{ bytes: number }>> {
    const range = await this.dataRange(entry);
    if (!range.ok) return range;
    let bytes = 0;
    let crc = 0;
    let overflow = false;
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        if (bytes > entry.size) {
          overflow = true;
          cb(new Error('overflow'));
          return;
        }
        crc = crc32(chunk, crc);
        onChunk(chunk);
        cb();
      },
    });
    try {
      const inflate = entry.method === 8 ? createInflateRaw() : new PassThrough();
      await pipeline(this.source.stream(range.value.start, entry.compressedSize), inflate, sink);
    } catch (e) {
      if (overflow)
        return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.inflatesMore', { entry: entry.name, size: String(entry.size) }));
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.decompress', { entry: entry.name, detail: (e as Error).message }));
    }
    if (bytes !== entry.size)
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.size', { entry: entry.name, bytes: String(bytes), size: String(entry.size) }));
    if (crc >>> 0 !== entry.crc32)
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT', { entry: entry.name }));
    return { ok: true, value: { bytes } };
  }

  /** SHA-256 (hex) and size of an entry's content, streamed. */
  async hash(entry: ZipEntry): Promise<ZipResult<{ sha256: string; bytes: number }>> {
    const h = createHash('sha256');
    const r = await this.stream(entry, (c) => h.update(c));
    return r.ok ? { ok: true, value: { sha256: h.digest('hex'), bytes: r.value.bytes } } : r;
  }

  /** Reads a small entry (envelope, key) whole; refuses anything above `maxBytes`. */
  async read(entry: ZipEntry, maxBytes: number): Promise<ZipResult<Buffer>> {
    if (entry.size > maxBytes)
      return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT.read', { entry: entry.name, size: String(entry.size), max: String(maxBytes) }));
    const chunks: Buffer[] = [];
    const r = await this.stream(entry, (c) => chunks.push(c));
    return r.ok ? { ok: true, value: Buffer.concat(chunks) } : r;
  }

  close(): Promise<void> {
    return this.source.close();
  }
}

import type { ZipLimits } from './limits';
import type { ZipProblem } from './problems';
import type { ZipBytes } from './source';

/** One file in a zip, as its central directory (the zip's own index) describes it. */
export interface ZipEntry {
  name: string;
  /** General-purpose flags: bit 0 encrypted, bit 11 the name is UTF-8. */
  flags: number;
  /** 0 = stored, 8 = deflate. */
  method: number;
  crc32: number;
  compressedSize: number;
  /** Uncompressed size, as declared: the inflater holds the entry to it. */
  size: number;
  localHeaderOffset: number;
  /** Where this entry's bytes must end: the next entry (strict reading) or the end of the file. */
  nextOffset: number;
}

/**
 * How an archive is read. Every reader gets the caps; `strict` is for archives whose shape we know
 * because we write them (evidence bundles): no ZIP64, one part, every record inside the directory,
 * no entries sharing bytes, names that match their local headers, checksums that hold. Workbooks
 * and reference deliveries come from other tools, which write ZIP64 and loose directories, so they
 * are read leniently — within the same caps.
 */
export interface ZipReading {
  limits: ZipLimits;
  strict: boolean;
  /**
   * Entries the reader will open; the others are counted against `maxEntries` but left out (not
   * checked, never inflated), so a delivery's stray read-me cannot refuse its tables. All by default.
   */
  include?: (name: string) => boolean;
}

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const CENTRAL_SIG = 0x02014b50;
const EOCD_BYTES = 22;
const CENTRAL_BYTES = 46;
const U16 = 0xffff;
const U32 = 0xffffffff;

type Refused = { problem: ZipProblem };
const refuse = (problem: ZipProblem): Refused => ({ problem });

/**
 * Reads a zip's central directory — the table of contents at its end — and applies the caps
 * *before* a single byte is inflated: entry count, declared sizes, per-entry ratio.
 */
export async function readZipDirectory(bytes: ZipBytes, reading: ZipReading): Promise<ZipEntry[] | Refused> {
  const { limits, strict } = reading;
  if (bytes.size < EOCD_BYTES) return refuse({ kind: 'noDirectory' });
  const tailLength = Math.min(bytes.size, EOCD_BYTES + U16);
  const tailStart = bytes.size - tailLength;
  const tail = view(await bytes.read(tailStart, tailLength));
  let eocd = -1;
  for (let i = tail.byteLength - EOCD_BYTES; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) return refuse({ kind: 'noDirectory' });

  const hasLocator = eocd >= 20 && tail.getUint32(eocd - 20, true) === ZIP64_LOCATOR_SIG;
  if (strict && hasLocator) return refuse({ kind: 'zip64Refused' });
  let count = tail.getUint16(eocd + 10, true);
  let dirSize = tail.getUint32(eocd + 12, true);
  let dirOffset = tail.getUint32(eocd + 16, true);
  if (strict) {
    const diskEntries = tail.getUint16(eocd + 8, true);
    if (tail.getUint16(eocd + 4, true) !== 0 || tail.getUint16(eocd + 6, true) !== 0 || diskEntries !== count) {
      return refuse({ kind: 'multiPart' });
    }
  } else if (count === U16 || dirSize === U32 || dirOffset === U32) {
    if (!hasLocator) return refuse({ kind: 'zip64LocatorMissing' });
    const record = view(await bytes.read(Number(tail.getBigUint64(eocd - 20 + 8, true)), 56));
    if (record.byteLength < 56 || record.getUint32(0, true) !== ZIP64_EOCD_SIG) return refuse({ kind: 'zip64Damaged' });
    count = Number(record.getBigUint64(32, true));
    dirSize = Number(record.getBigUint64(40, true));
    dirOffset = Number(record.getBigUint64(48, true));
  }

  if (count > limits.maxEntries) return refuse({ kind: 'tooManyEntries', count, max: limits.maxEntries });
  // Strict: the directory ends where the end record begins, and no bigger than `count` records can be.
  const outside = strict
    ? dirOffset + dirSize > tailStart + eocd || dirSize > CENTRAL_BYTES * count + U16 * 3 * count
    : dirOffset + dirSize > bytes.size;
  if (outside) return refuse({ kind: 'directoryOutside' });

  const dir = await bytes.read(dirOffset, dirSize);
  const dv = view(dir);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  // Strict reading takes exactly the records the end record counts; lenient reading takes the
  // records that are there, as the tools that write workbooks expect.
  for (let n = 0; strict ? n < count : true; n++) {
    const present = at + CENTRAL_BYTES <= dir.length && dv.getUint32(at, true) === CENTRAL_SIG;
    if (!present) {
      if (strict) return refuse({ kind: 'directoryDamaged' });
      break;
    }
    if (!strict && n + 1 > limits.maxEntries) {
      return refuse({ kind: 'tooManyEntries', count: n + 1, max: limits.maxEntries });
    }
    const flags = dv.getUint16(at + 8, true);
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const extra = at + CENTRAL_BYTES + nameLength;
    // A record that runs past the directory would borrow its name from the bytes after it, and
    // another unzip tool would read a different name: refuse rather than guess.
    if (strict && extra + extraLength + commentLength > dir.length) return refuse({ kind: 'recordPastDirectory' });
    const entry: ZipEntry = {
      name: entryName(dir.subarray(at + CENTRAL_BYTES, extra), flags),
      flags,
      method: dv.getUint16(at + 10, true),
      crc32: dv.getUint32(at + 16, true),
      compressedSize: dv.getUint32(at + 20, true),
      size: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
      nextOffset: bytes.size,
    };
    if (!strict) readZip64Extra(dv, extra, Math.min(extra + extraLength, dir.length), entry);
    at = extra + extraLength + commentLength;
    if (reading.include && !reading.include(entry.name)) continue;

    if (flags & 0x1) return refuse({ kind: 'encrypted', entry: entry.name });
    if (entry.method !== 0 && entry.method !== 8) return refuse({ kind: 'method', entry: entry.name, method: entry.method });
    if (strict && (entry.size === U32 || entry.compressedSize === U32 || entry.localHeaderOffset === U32)) {
      return refuse({ kind: 'zip64Sizes', entry: entry.name });
    }
    const over = overLimit(entry, (total += entry.size), limits);
    if (over) return refuse(over);
    entries.push(entry);
  }
  if (!strict && entries.length === 0) return refuse({ kind: 'noEntries' });
  if (strict) {
    // Entries must not share bytes: overlapping entries are how the densest zip bombs are built.
    const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
    for (let i = 0; i < byOffset.length; i++) {
      const e = byOffset[i]!;
      e.nextOffset = byOffset[i + 1]?.localHeaderOffset ?? dirOffset;
      if (e.localHeaderOffset + 30 + e.compressedSize > e.nextOffset) return refuse({ kind: 'overlap', entry: e.name });
    }
  }
  return entries;
}

/** The caps one entry breaks, given the running total of declared sizes including it. */
function overLimit(entry: ZipEntry, total: number, limits: ZipLimits): ZipProblem | null {
  if (entry.size > limits.maxEntryBytes) return { kind: 'entryTooLarge', entry: entry.name, size: entry.size, max: limits.maxEntryBytes };
  if (total > limits.maxTotalBytes) return { kind: 'tooLarge', max: limits.maxTotalBytes };
  if (entry.size >= limits.ratioFloorBytes && entry.size > entry.compressedSize * limits.maxRatio) {
    return { kind: 'ratio', entry: entry.name, size: entry.size, compressedSize: entry.compressedSize, max: limits.maxRatio };
  }
  return null;
}

/** ZIP64 sizes live in an extra field, in this order, only for the fields that overflowed. */
function readZip64Extra(dv: DataView, from: number, to: number, entry: ZipEntry): void {
  for (let e = from; e + 4 <= to; ) {
    const id = dv.getUint16(e, true);
    const size = dv.getUint16(e + 2, true);
    const end = Math.min(e + 4 + size, to);
    if (id === 0x0001) {
      let p = e + 4;
      if (entry.size === U32 && p + 8 <= end) {
        entry.size = Number(dv.getBigUint64(p, true));
        p += 8;
      }
      if (entry.compressedSize === U32 && p + 8 <= end) {
        entry.compressedSize = Number(dv.getBigUint64(p, true));
        p += 8;
      }
      if (entry.localHeaderOffset === U32 && p + 8 <= end) entry.localHeaderOffset = Number(dv.getBigUint64(p, true));
    }
    e += 4 + size;
  }
}

const UTF8 = new TextDecoder('utf-8');
const UTF8_STRICT = new TextDecoder('utf-8', { fatal: true });

/**
 * An entry's name: UTF-8 when the zip says so (flag bit 11) and when the bytes are valid UTF-8
 * anyway (most tools write it without the flag); Latin-1 otherwise, as older Windows tools wrote.
 */
export function entryName(bytes: Uint8Array, flags: number): string {
  if (flags & 0x800) return UTF8.decode(bytes);
  try {
    return UTF8_STRICT.decode(bytes);
  } catch {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

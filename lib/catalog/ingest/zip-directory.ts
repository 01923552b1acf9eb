import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import type { IngestLimits } from './limits';
import { findingOf, type Said, say } from '../messages';

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const CENTRAL_SIG = 0x02014b50;
const U32 = 0xffffffff;

/**
 * Reads a zip's central directory — the table of contents at its end — and applies the caps
 * *before* a single byte is inflated: entry count, total declared size, per-entry ratio. The
 * inflater later holds every entry to its declared size, so a directory that lies does not help.
 */
export async function readZipDirectory(source: ByteSource, limits: IngestLimits): Promise<Map<string, ZipEntry> | { error: Finding }> {
  const file = source.name;
  const corrupt = (why: Said): { error: Finding } => ({
    error: findingOf('XLSX_CORRUPT', 'error', say('XLSX_CORRUPT.zip', { file, why }), { file }),
  });

  const tailLength = Math.min(source.size, 22 + 65_535);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  const tv = view(tail);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tv.getUint32(i, true) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) return corrupt(say('xlsx.why.noDirectory'));

  let entryCount = tv.getUint16(eocd + 10, true);
  let dirSize = tv.getUint32(eocd + 12, true);
  let dirOffset = tv.getUint32(eocd + 16, true);
  if (entryCount === 0xffff || dirSize === U32 || dirOffset === U32) {
    const locator = eocd - 20;
    if (locator < 0 || tv.getUint32(locator, true) !== ZIP64_LOCATOR_SIG) return corrupt(say('xlsx.why.noZip64Locator'));
    const zip64At = Number(tv.getBigUint64(locator + 8, true));
    const rec = view(await source.read(zip64At, 56));
    if (rec.byteLength < 56 || rec.getUint32(0, true) !== ZIP64_EOCD_SIG) return corrupt(say('xlsx.why.zip64Damaged'));
    entryCount = Number(rec.getBigUint64(32, true));
    dirSize = Number(rec.getBigUint64(40, true));
    dirOffset = Number(rec.getBigUint64(48, true));
  }

  if (entryCount > limits.xlsxMaxEntries) return tooManyEntries(file, entryCount, limits);
  if (dirOffset + dirSize > source.size) return corrupt(say('xlsx.why.directoryPastEnd'));

  const dir = await source.read(dirOffset, dirSize);
  const dv = view(dir);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = 0;
  while (at + 46 <= dir.length && dv.getUint32(at, true) === CENTRAL_SIG) {
    if (entries.size + 1 > limits.xlsxMaxEntries) return tooManyEntries(file, entries.size + 1, limits);
    const flags = dv.getUint16(at + 8, true);
    const method = dv.getUint16(at + 10, true);
    let compressedSize = dv.getUint32(at + 20, true);
    let uncompressedSize = dv.getUint32(at + 24, true);
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    let localHeaderOffset = dv.getUint32(at + 42, true);
    const name = Buffer.from(dir.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    // Zip64 sizes live in an extra field, in this order, only for the fields that overflowed.
    const extra = at + 46 + nameLength;
    for (let e = extra; e + 4 <= extra + extraLength; ) {
      const id = dv.getUint16(e, true);
      const size = dv.getUint16(e + 2, true);
      if (id === 0x0001) {
        let p = e + 4;
        if (uncompressedSize === U32 && p + 8 <= e + 4 + size) {
          uncompressedSize = Number(dv.getBigUint64(p, true));
          p += 8;
        }
        if (compressedSize === U32 && p + 8 <= e + 4 + size) {
          compressedSize = Number(dv.getBigUint64(p, true));
          p += 8;
        }
        if (localHeaderOffset === U32 && p + 8 <= e + 4 + size) localHeaderOffset = Number(dv.getBigUint64(p, true));
      }
      e += 4 + size;
    }
    at = extra + extraLength + commentLength;

    if (flags & 0x1) {
      return { error: findingOf('XLSX_ENCRYPTED', 'error', say('XLSX_ENCRYPTED', { file, entry: name }), { file }) };
    }
    if (method !== 0 && method !== 8) return corrupt(say('xlsx.why.compression', { entry: name, method: String(method) }));

    total += uncompressedSize;
    if (total > limits.xlsxMaxUncompressedBytes) {
      const said = say('XLSX_TOO_LARGE', { file, limit: formatBytes(limits.xlsxMaxUncompressedBytes) });
      return { error: findingOf('XLSX_TOO_LARGE', 'error', said, { file }) };
    }
    if (uncompressedSize >= limits.xlsxRatioFloorBytes && uncompressedSize > compressedSize * limits.xlsxMaxRatio) {
      const ratio = compressedSize === 0 ? '∞' : Math.round(uncompressedSize / compressedSize).toString();
      const said = say('XLSX_RATIO', { file, entry: name, ratio, limit: String(limits.xlsxMaxRatio) });
      return { error: findingOf('XLSX_RATIO', 'error', said, { file }) };
    }
    entries.set(name, { name, method, compressedSize, uncompressedSize, localHeaderOffset });
  }
  if (entries.size === 0) return corrupt(say('xlsx.why.noFiles'));
  return entries;
}

function tooManyEntries(file: string, count: number, limits: IngestLimits): { error: Finding } {
  const said = say('XLSX_TOO_MANY_ENTRIES', { file, count: String(count), limit: String(limits.xlsxMaxEntries) });
  return { error: findingOf('XLSX_TOO_MANY_ENTRIES', 'error', said, { file }) };
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(n % 1024 ** 3 === 0 ? 0 : 1)} GiB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(n % 1024 ** 2 === 0 ? 0 : 1)} MiB`;
  return `${n} bytes`;
}

import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A plain zip writer for the evidence fuzz suite: it writes whatever it is given (duplicate names,
 * names that climb out of the folder, invalid UTF-8, a method the reader refuses), with correct
 * checksums, so a tampered bundle fails on what was changed, not on a broken zip. It also says
 * where each directory record sits, so a test can make the headers lie.
 */

export interface RawEntry {
  name: string | Uint8Array;
  data: Uint8Array;
  /** 0 stored, 8 deflate (default). */
  method?: number;
  /** Already deflated bytes for `data` (a bomb made once, reused). */
  deflated?: Uint8Array;
}

export interface WrittenZip {
  bytes: Uint8Array;
  /** Offset of each entry's central directory record, in entry order. */
  central: number[];
  /** Offset of the end-of-central-directory record. */
  end: number;
}

const nameBytes = (name: string | Uint8Array): Buffer => (typeof name === 'string' ? Buffer.from(name, 'utf8') : Buffer.from(name));

export function writeZip(entries: RawEntry[]): WrittenZip {
  const parts: Buffer[] = [];
  const records: Buffer[] = [];
  const central: number[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const body = e.deflated ? Buffer.from(e.deflated) : method === 8 ? deflateRawSync(e.data) : Buffer.from(e.data);
    const crc = crc32(e.data);
    const name = nameBytes(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(e.data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    records.push(record, name);
    offset += 30 + name.length + body.length;
  }
  let at = offset;
  for (let i = 0; i < records.length; i += 2) {
    central.push(at);
    at += records[i]!.length + records[i + 1]!.length;
  }
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return { bytes: new Uint8Array(Buffer.concat([...parts, directory, end])), central, end: offset + directory.length };
}

/** Fields of a central directory record (offset within the record, width in bytes). */
export const DIRECTORY_FIELDS = {
  flags: [8, 2],
  method: [10, 2],
  crc32: [16, 4],
  compressedSize: [20, 4],
  size: [24, 4],
  nameLength: [28, 2],
  localHeaderOffset: [42, 4],
} as const;

/** Fields of the end-of-central-directory record. */
export const END_FIELDS = {
  entriesOnDisk: [8, 2],
  entries: [10, 2],
  directorySize: [12, 4],
  directoryOffset: [16, 4],
} as const;

/** A copy of `bytes` with the unsigned little-endian field at `at` set to `value`. */
export function patchField(bytes: Uint8Array, at: number, width: 2 | 4, value: number): Uint8Array {
  const out = Buffer.from(bytes);
  if (width === 2) out.writeUInt16LE(value & 0xffff, at);
  else out.writeUInt32LE(value >>> 0, at);
  return new Uint8Array(out);
}

export function readField(bytes: Uint8Array, at: number, width: 2 | 4): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return width === 2 ? b.readUInt16LE(at) : b.readUInt32LE(at);
}

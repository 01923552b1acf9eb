/**
 * Reads entries of a zip file one at a time, straight from disk: the central directory gives names and
 * offsets (so data descriptors and entries we skip cost nothing) and fflate inflates each entry as a
 * stream, so memory stays flat however large the delivery is.
 */

import { open, type FileHandle } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Inflate } from 'fflate';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Lists the entries of a zip file. Throws with a readable message when it is not one. */
export async function listZipEntries(path: string): Promise<ZipEntry[]> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const tailLength = Math.min(size, 65_557);
    const tail = await readAt(fh, size - tailLength, tailLength);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new Error('not a zip file (no end-of-central-directory record)');
    let count = tail.readUInt16LE(eocd + 10);
    let cdSize = tail.readUInt32LE(eocd + 12);
    let cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdOffset === 0xffffffff || count === 0xffff) {
      const loc = eocd - 20;
      if (loc < 0 || tail.readUInt32LE(loc) !== EOCD64_LOCATOR) throw new Error('broken ZIP64 directory');
      const eocd64 = await readAt(fh, Number(tail.readBigUInt64LE(loc + 8)), 56);
      count = Number(eocd64.readBigUInt64LE(32));
      cdSize = Number(eocd64.readBigUInt64LE(40));
      cdOffset = Number(eocd64.readBigUInt64LE(48));
    }
    const cd = await readAt(fh, cdOffset, cdSize);
    const entries: ZipEntry[] = [];
    let p = 0;
    for (let n = 0; n < count; n++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw new Error('broken central directory');
      const flags = cd.readUInt16LE(p + 8);
      const method = cd.readUInt16LE(p + 10);
      let compressedSize = cd.readUInt32LE(p + 20);
      let entrySize = cd.readUInt32LE(p + 24);
      const nameLength = cd.readUInt16LE(p + 28);
      const extraLength = cd.readUInt16LE(p + 30);
      const commentLength = cd.readUInt16LE(p + 32);
      let localHeaderOffset = cd.readUInt32LE(p + 42);
      const nameBytes = cd.subarray(p + 46, p + 46 + nameLength);
      const name = nameBytes.toString(flags & 0x800 ? 'utf8' : 'latin1');
      // ZIP64 extra field: 64-bit sizes/offset in the order of the fields that overflowed.
      let e = p + 46 + nameLength;
      const extraEnd = e + extraLength;
      while (e + 4 <= extraEnd) {
        const id = cd.readUInt16LE(e);
        const len = cd.readUInt16LE(e + 2);
        if (id === 0x0001) {
          let q = e + 4;
          if (entrySize === 0xffffffff) {
            entrySize = Number(cd.readBigUInt64LE(q));
            q += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = Number(cd.readBigUInt64LE(q));
            q += 8;
          }
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = Number(cd.readBigUInt64LE(q));
        }
        e += 4 + len;
      }
      entries.push({ name, method, flags, compressedSize, size: entrySize, localHeaderOffset });
      p = extraEnd + commentLength;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

/** Streams the uncompressed bytes of one entry. */
export async function* readZipEntry(path: string, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  if (entry.flags & 1) throw new Error(`${entry.name} is encrypted`);
  if (entry.method !== 0 && entry.method !== 8) {
    throw new Error(`${entry.name} uses compression method ${entry.method} (only stored and deflate are read)`);
  }
  const fh = await open(path, 'r');
  let dataStart: number;
  try {
    const local = await readAt(fh, entry.localHeaderOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) throw new Error(`broken local header for ${entry.name}`);
    dataStart = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  } finally {
    await fh.close();
  }
  if (entry.compressedSize === 0) return;
  const stream = createReadStream(path, { start: dataStart, end: dataStart + entry.compressedSize - 1 });
  if (entry.method === 0) {
    for await (const chunk of stream) yield chunk as Buffer;
    return;
  }
  const out: Uint8Array[] = [];
  const inflater = new Inflate((data) => {
    out.push(data);
  });
  for await (const chunk of stream) {
    inflater.push(chunk as Buffer);
    while (out.length) yield out.shift()!;
  }
  inflater.push(new Uint8Array(0), true);
  while (out.length) yield out.shift()!;
}

import { once } from 'node:events';
import { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A streaming zip writer for evidence bundles. Deflate runs in node:zlib (native, in libuv's thread
 * pool), so a 230 MB deliverable compresses on the other core while this thread hashes it; a pure-JS
 * deflate took four times as long and blocked everything else.
 *
 * The layout is the one fflate's streaming `Zip` wrote before (and the committed fixtures hold):
 * local header with zero sizes and bit 3 set, the deflated data, a data descriptor, then the
 * central directory and the end record. No ZIP64: entries and offsets must stay below 4 GiB,
 * which the bundle reader enforces too.
 */

export type DeflateLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface ZipEntryWritten {
  name: string;
  /** Uncompressed bytes. */
  bytes: number;
  compressedBytes: number;
  crc32: number;
}

interface DirectoryRecord extends ZipEntryWritten {
  nameBytes: Buffer;
  flags: number;
  dosTime: number;
  offset: number;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const VERSION = 20;
const METHOD_DEFLATE = 8;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
const MAX_U32 = 0xffffffff;
/** zlib output chunk: big enough that a 1 MiB input chunk costs few round trips to this thread. */
const DEFLATE_CHUNK = 256 * 1024;

/** DOS date and time in local time, as zip tools (and fflate) write them. */
function dosDateTime(d: Date): number {
  const y = d.getFullYear() - 1980;
  if (y < 0 || y > 119) throw new Error(`Zip timestamps must fall in 1980–2099; got ${d.toISOString()}`);
  return (
    ((y << 25) | ((d.getMonth() + 1) << 21) | (d.getDate() << 16) | (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1)) >>> 0
  );
}

/** The bits fflate sets in the general-purpose flags for its deflate levels (APPNOTE 4.4.4). */
function levelFlags(level: DeflateLevel): number {
  const speed = level === 1 ? 3 : level < 6 ? 2 : level === 9 ? 1 : 0;
  return speed << 1;
}

export class ZipWriter {
  private offset = 0;
  private readonly records: DirectoryRecord[] = [];
  private readonly names = new Set<string>();
  private closed = false;

  constructor(private readonly out: Writable) {}

  /**
   * Deflates one entry from `chunks`, calling `onChunk` with every uncompressed chunk (to hash it
   * on the way). Entries are written one after the other: await each before adding the next.
   */
  async add(
    name: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    options: { level: DeflateLevel; mtime: Date; onChunk?: (chunk: Uint8Array) => void },
  ): Promise<ZipEntryWritten> {
    const start = await this.begin(name, options.level, options.mtime);
    let crc = 0;
    let bytes = 0;
    let compressedBytes = 0;
    const onChunk = options.onChunk;
    async function* source(): AsyncGenerator<Uint8Array> {
      for await (const chunk of chunks) {
        if (chunk.length === 0) continue;
        crc = crc32(chunk, crc);
        bytes += chunk.length;
        onChunk?.(chunk);
        yield chunk;
      }
    }
    const sink = new Writable({
      write: (chunk: Buffer, _enc, cb) => {
        compressedBytes += chunk.length;
        this.write(chunk).then(() => cb(), cb);
      },
    });
    await pipeline(source(), createDeflateRaw({ level: options.level, chunkSize: DEFLATE_CHUNK }), sink);
    return this.complete(start, { name, bytes, compressedBytes, crc32: crc >>> 0 });
  }

  /**
   * Adds an entry whose content was deflated beforehand (raw deflate, as `add` makes it), copying
   * the compressed bytes as they are; `entry` says what they hold.
   */
  async addDeflated(
    entry: ZipEntryWritten,
    deflated: AsyncIterable<Uint8Array>,
    options: { level: DeflateLevel; mtime: Date },
  ): Promise<ZipEntryWritten> {
    const start = await this.begin(entry.name, options.level, options.mtime);
    let copied = 0;
    for await (const chunk of deflated) {
      copied += chunk.length;
      await this.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    }
    if (copied !== entry.compressedBytes)
      throw new Error(`Zip entry "${entry.name}": ${copied} deflated bytes found, ${entry.compressedBytes} expected`);
    return this.complete(start, entry);
  }

  /** Checks the name and writes the local header; what `complete` needs to finish the entry. */
  private async begin(name: string, level: DeflateLevel, mtime: Date): Promise<Omit<DirectoryRecord, keyof ZipEntryWritten>> {
    if (this.closed) throw new Error('The zip was already finished');
    if (this.names.has(name)) throw new Error(`Zip entry "${name}" is added twice`);
    this.names.add(name);
    const nameBytes = Buffer.from(name, 'utf8');
    if (nameBytes.length > 0xffff) throw new Error(`Zip entry name "${name.slice(0, 40)}…" is too long`);
    const flags = FLAG_DATA_DESCRIPTOR | levelFlags(level) | (nameBytes.length !== name.length ? FLAG_UTF8_NAME : 0);
    const dosTime = dosDateTime(mtime);
    const offset = this.offset;

    const header = Buffer.alloc(30 + nameBytes.length);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(METHOD_DEFLATE, 8);
    header.writeUInt32LE(dosTime, 10);
    // crc and sizes (14–25) stay zero: they follow in the data descriptor.
    header.writeUInt16LE(nameBytes.length, 26);
    nameBytes.copy(header, 30);
    await this.write(header);
    return { nameBytes, flags, dosTime, offset };
  }

  /** Writes the data descriptor and remembers the entry for the central directory. */
  private async complete(start: Omit<DirectoryRecord, keyof ZipEntryWritten>, entry: ZipEntryWritten): Promise<ZipEntryWritten> {
    if (entry.bytes > MAX_U32 || entry.compressedBytes > MAX_U32)
      throw new Error(`Zip entry "${entry.name}" is larger than 4 GiB; bundles do not use ZIP64`);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc32, 4);
    descriptor.writeUInt32LE(entry.compressedBytes, 8);
    descriptor.writeUInt32LE(entry.bytes, 12);
    await this.write(descriptor);
    this.records.push({ ...entry, ...start });
    return entry;
  }

  /** Writes the central directory and end record, ends `out` and waits until it has finished. */
  async finish(): Promise<void> {
    if (this.closed) throw new Error('The zip was already finished');
    this.closed = true;
    const start = this.offset;
    if (start > MAX_U32) throw new Error('The zip is larger than 4 GiB; bundles do not use ZIP64');
    const parts: Buffer[] = [];
    for (const r of this.records) {
      const h = Buffer.alloc(46 + r.nameBytes.length);
      h.writeUInt32LE(CENTRAL_HEADER, 0);
      h.writeUInt16LE(VERSION, 4); // made by: version 2.0, MS-DOS attributes
      h.writeUInt16LE(VERSION, 6);
      h.writeUInt16LE(r.flags, 8);
      h.writeUInt16LE(METHOD_DEFLATE, 10);
      h.writeUInt32LE(r.dosTime, 12);
      h.writeUInt32LE(r.crc32, 16);
      h.writeUInt32LE(r.compressedBytes, 20);
      h.writeUInt32LE(r.bytes, 24);
      h.writeUInt16LE(r.nameBytes.length, 28);
      // extra, comment, disk, internal and external attributes (30–41) stay zero.
      h.writeUInt32LE(r.offset, 42);
      r.nameBytes.copy(h, 46);
      parts.push(h);
    }
    const directory = Buffer.concat(parts);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_DIRECTORY, 0);
    end.writeUInt16LE(this.records.length, 8);
    end.writeUInt16LE(this.records.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.write(Buffer.concat([directory, end]));
    this.out.end();
    await finished(this.out);
  }

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (this.out.destroyed || this.out.errored) throw this.out.errored ?? new Error('The zip output was closed early');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }
}

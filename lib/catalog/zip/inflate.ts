import { Readable, pipeline } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import { entryName, type ZipEntry } from './directory';
import { ZipStop, type ZipProblem } from './problems';
import type { ZipBytes } from './source';

/**
 * Deflate runs in node:zlib, the one decompressor of the engine (fflate inflated reference
 * deliveries before): native and off the JS thread's critical path, streaming with backpressure
 * through `pipeline`, its output chunk size fixed (`chunkSize`), so memory stays flat whatever the
 * entry's size; the same library writes our deflate (zip-writer) and checks CRCs.
 */
const INFLATE_CHUNK_BYTES = 256 * 1024;
const LOCAL_SIG = 0x04034b50;

/**
 * Streams one entry's uncompressed bytes, holding it to the size its directory record declared:
 * an entry that inflates past it is a bomb in disguise and stops the read. Strict reading (see
 * ZipReading) also checks the local name, the exact size and the CRC. Problems are thrown as
 * `ZipStop` (a stream cannot return them), and only after the bytes before them were yielded.
 */
export async function* entryChunks(bytes: ZipBytes, entry: ZipEntry, strict: boolean): AsyncGenerator<Uint8Array> {
  const stop = (problem: ZipProblem): ZipStop => new ZipStop(problem);
  const header = await bytes.read(entry.localHeaderOffset, 30);
  const hv = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.length < 30 || hv.getUint32(0, true) !== LOCAL_SIG) throw stop({ kind: 'localHeader', entry: entry.name });
  const nameLength = hv.getUint16(26, true);
  if (strict) {
    const local = entryName(await bytes.read(entry.localHeaderOffset + 30, nameLength), entry.flags);
    if (local !== entry.name) throw stop({ kind: 'renamed', entry: entry.name, local });
  }
  const start = entry.localHeaderOffset + 30 + nameLength + hv.getUint16(28, true);
  const end = start + entry.compressedSize;
  if (end > entry.nextOffset) throw stop(strict ? { kind: 'intoNext', entry: entry.name } : { kind: 'dataPastEnd', entry: entry.name });

  let produced = 0;
  let crc = 0;
  const count = (chunk: Uint8Array): void => {
    produced += chunk.byteLength;
    if (produced > entry.size) throw stop({ kind: 'inflatesMore', entry: entry.name, size: entry.size });
    if (strict) crc = crc32(chunk, crc);
  };

  if (entry.method === 0) {
    for await (const chunk of bytes.chunks(start, end)) {
      count(chunk);
      yield chunk;
    }
  } else {
    const input = Readable.from(bytes.chunks(start, end), { objectMode: false });
    const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    const output = pipeline(input, inflate, () => {
      // Errors surface through the iteration below; this callback only keeps pipeline from throwing.
    });
    try {
      for await (const chunk of output) {
        count(chunk as Buffer);
        yield chunk as Buffer;
      }
    } catch (err) {
      if (err instanceof ZipStop) throw err;
      throw stop({ kind: 'inflate', entry: entry.name, detail: (err as Error).message });
    } finally {
      input.destroy();
      inflate.destroy();
    }
  }
  if (strict && produced !== entry.size) throw stop({ kind: 'sizeMismatch', entry: entry.name, bytes: produced, size: entry.size });
  if (strict && crc >>> 0 !== entry.crc32) throw stop({ kind: 'checksum', entry: entry.name });
}

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * Random access to a zip's bytes, in memory or on disk, read in ranges and never whole: the
 * directory from the end, then each entry's compressed bytes as a stream.
 */
export interface ZipBytes {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the input). */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** The bytes in [start, end) as a stream of chunks. */
  chunks(start: number, end: number): AsyncIterable<Uint8Array>;
}

/** Zip bytes that hold a file open until closed. */
export interface ZipFile extends ZipBytes {
  close(): Promise<void>;
}

export function zipBytesInMemory(bytes: Uint8Array, chunkBytes: number): ZipBytes {
  return {
    size: bytes.byteLength,
    read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.byteLength, offset + length)),
    chunks: async function* (start, end) {
      for (let at = start; at < end; at += chunkBytes) yield bytes.subarray(at, Math.min(end, at + chunkBytes));
    },
  };
}

/** Opens a zip on disk; one handle serves every ranged read until `close`. */
export async function openZipFile(path: string, chunkBytes: number): Promise<ZipFile> {
  const handle = await open(path, 'r');
  let size: number;
  try {
    size = (await handle.stat()).size;
  } catch (e) {
    await handle.close();
    throw e;
  }
  return {
    size,
    read: async (offset, length) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(buf, 0, buf.length, offset);
      return buf.subarray(0, bytesRead);
    },
    chunks: async function* (start, end) {
      if (end <= start) return;
      // createReadStream's `end` is inclusive.
      const stream = createReadStream(path, { start, end: end - 1, highWaterMark: chunkBytes });
      try {
        for await (const chunk of stream) yield chunk as Buffer;
      } finally {
        stream.destroy();
      }
    },
    close: () => handle.close(),
  };
}

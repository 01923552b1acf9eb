import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** Random access to a zip's bytes, in memory or on disk (read in ranges, never whole). */
export interface ZipSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
  stream(offset: number, length: number): Readable;
  close(): Promise<void>;
}

export function bytesSource(bytes: Uint8Array): ZipSource {
  return {
    size: bytes.byteLength,
    read: async (offset, length) => bytes.subarray(offset, offset + length),
    stream: (offset, length) => {
      const step = 1 << 20;
      return Readable.from(
        (function* () {
          for (let i = offset; i < offset + length; i += step)
            yield bytes.subarray(i, Math.min(offset + length, i + step));
        })(),
        { objectMode: false },
      );
    },
    close: async () => undefined,
  };
}

export async function fileSource(filePath: string): Promise<ZipSource> {
  const fh: FileHandle = await open(filePath, 'r');
  const { size } = await fh.stat();
  return {
    size,
    read: async (offset, length) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      await fh.read(buf, 0, buf.length, offset);
      return buf;
    },
    stream: (offset, length) =>
      length === 0
        ? Readable.from([])
        : createReadStream(filePath, { start: offset, end: offset + length - 1, highWaterMark: 1 << 20 }),
    close: () => fh.close(),
  };
}

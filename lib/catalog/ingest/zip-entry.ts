import { Readable, pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import type { ZipEntry } from './zip-directory';
import { findingOf, type Said, say } from '../messages';

/** Thrown inside a reader (XLSX parts, an endless text line) and turned into its finding at the boundary. */
export class IngestStop extends Error {
  constructor(readonly finding: Finding) {
    super(finding.message);
  }
}

const LOCAL_SIG = 0x04034b50;

/**
 * Inflates one zip entry as a stream of chunks, holding it to the size the directory declared:
 * an entry that inflates past its declared size is a bomb in disguise and stops the read.
 */
export async function* inflateEntry(source: ByteSource, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  const file = source.name;
  const header = await source.read(entry.localHeaderOffset, 30);
  const hv = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.length < 30 || hv.getUint32(0, true) !== LOCAL_SIG) {
    throw new IngestStop(corrupt(file, say('xlsx.why.entryHeader', { entry: entry.name })));
  }
  const dataStart = entry.localHeaderOffset + 30 + hv.getUint16(26, true) + hv.getUint16(28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > source.size) throw new IngestStop(corrupt(file, say('xlsx.why.entryPastEnd', { entry: entry.name })));

  let produced = 0;
  const count = (chunk: Uint8Array): void => {
    produced += chunk.byteLength;
    if (produced > entry.uncompressedSize) {
      throw new IngestStop(
        findingOf('XLSX_TOO_LARGE', 'error', say('XLSX_TOO_LARGE.entry', { file, entry: entry.name, size: String(entry.uncompressedSize) }), { file }),
      );
    }
  };

  if (entry.method === 0) {
    for await (const chunk of source.chunks(dataStart, dataEnd)) {
      count(chunk);
      yield chunk;
    }
    return;
  }
  const input = Readable.from(source.chunks(dataStart, dataEnd), { objectMode: false });
  const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
  const output = pipeline(input, inflate, () => {
    // Errors surface through the iteration below; this callback only keeps pipeline from throwing.
  });
  try {
    for await (const chunk of output) {
      count(chunk as Buffer);
      yield chunk as Buffer;
    }
  } catch (err) {
    if (err instanceof IngestStop) throw err;
    throw new IngestStop(corrupt(file, say('xlsx.why.entryUnpack', { entry: entry.name, detail: (err as Error).message })));
  } finally {
    input.destroy();
    inflate.destroy();
  }
}

function corrupt(file: string, why: Said): Finding {
  return findingOf('XLSX_CORRUPT', 'error', say('XLSX_CORRUPT.entry', { file, why }), { file });
}

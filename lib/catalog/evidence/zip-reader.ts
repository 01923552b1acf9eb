import { createHash } from 'node:crypto';
import { render, type Said, say } from '../messages';
import { readZipDirectory, type ZipEntry } from '../zip/directory';
import { entryChunks } from '../zip/inflate';
import type { ZipLimits } from '../zip/limits';
import { ZipStop, type ZipProblem } from '../zip/problems';
import { openZipFile, zipBytesInMemory, type ZipBytes } from '../zip/source';

/**
 * Evidence bundles, which may be untrusted uploads, read through the engine's zip module, strictly
 * (see ZipReading): the directory is checked against the caps before anything is inflated, and each
 * entry streams through inflate while hashing, so a 2 GB deliverable never sits in memory.
 */

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 256,
  maxEntryBytes: 4 * 1024 ** 3,
  maxTotalBytes: 8 * 1024 ** 3,
  // Zip bombs reach ~1000:1.
  maxRatio: 500,
  // Entries above 1 MiB are ratio-checked.
  ratioFloorBytes: (1 << 20) + 1,
};

/** Chunks read from the bundle: big enough that hashing a large deliverable costs few round trips. */
const READ_CHUNK_BYTES = 1 << 20;

export type ZipProblemCode = 'BUNDLE_UNREADABLE' | 'BUNDLE_LIMIT' | 'ENTRY_CORRUPT';
/** A failure says its message as a catalogue text (`said`), rendered in English as `message`. */
export type ZipResult<T> = { ok: true; value: T } | { ok: false; code: ZipProblemCode; message: string; said: Said };

const fail = <T>(code: ZipProblemCode, said: Said): ZipResult<T> => ({ ok: false, code, message: render(said), said });

export class ZipArchive {
  private constructor(
    private readonly bytes: ZipBytes,
    private readonly closeBytes: () => Promise<void>,
    readonly entries: ZipEntry[],
  ) {}

  static async open(input: Uint8Array | string, limits: Partial<ZipLimits> = {}): Promise<ZipResult<ZipArchive>> {
    let bytes: ZipBytes;
    let close: () => Promise<void> = async () => undefined;
    try {
      if (typeof input === 'string') {
        const file = await openZipFile(input, READ_CHUNK_BYTES);
        bytes = file;
        close = () => file.close();
      } else bytes = zipBytesInMemory(input, READ_CHUNK_BYTES);
    } catch (e) {
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.open', { detail: (e as Error).message }));
    }
    const read = await readZipDirectory(bytes, { limits: { ...DEFAULT_ZIP_LIMITS, ...limits }, strict: true }).catch(
      (e: unknown) => ({ unreadable: (e as Error).message }),
    );
    if ('unreadable' in read || 'problem' in read) {
      await close();
      return 'problem' in read ? bundleFailure(read.problem) : fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.read', { detail: read.unreadable }));
    }
    return { ok: true, value: new ZipArchive(bytes, close, read) };
  }

  find(name: string): ZipEntry | undefined {
    return this.entries.find((e) => e.name === name);
  }

  /** Streams an entry's content to `onChunk`, checking its size and CRC against the directory. */
  async stream(entry: ZipEntry, onChunk: (chunk: Buffer) => void): Promise<ZipResult<{ bytes: number }>> {
    let bytes = 0;
    try {
      for await (const chunk of entryChunks(this.bytes, entry, true)) {
        bytes += chunk.byteLength;
        onChunk(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      }
    } catch (e) {
      if (e instanceof ZipStop) return bundleFailure(e.problem);
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.decompress', { entry: entry.name, detail: (e as Error).message }));
    }
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
    return this.closeBytes();
  }
}

/** A zip problem in the words verification has always used for bundles (BUNDLE_*, ENTRY_CORRUPT). */
function bundleFailure<T>(problem: ZipProblem): ZipResult<T> {
  switch (problem.kind) {
    case 'noDirectory':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE'));
    case 'zip64Refused':
    case 'zip64LocatorMissing':
    case 'zip64Damaged':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.zip64'));
    case 'multiPart':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.multiPart'));
    case 'directoryOutside':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.outside'));
    case 'directoryDamaged':
    case 'noEntries':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.directory'));
    case 'recordPastDirectory':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.directoryEntry'));
    case 'encrypted':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.encrypted', { entry: problem.entry }));
    case 'method':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.method', { entry: problem.entry, method: String(problem.method) }));
    case 'zip64Sizes':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.zip64Sizes', { entry: problem.entry }));
    case 'overlap':
      return fail('BUNDLE_UNREADABLE', say('BUNDLE_UNREADABLE.overlap', { entry: problem.entry }));
    case 'tooManyEntries':
      return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT', { count: String(problem.count), max: String(problem.max) }));
    case 'entryTooLarge':
      return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT.entryBytes', { entry: problem.entry, size: String(problem.size), max: String(problem.max) }));
    case 'ratio': {
      const ratio = String(Math.round(problem.size / Math.max(1, problem.compressedSize)));
      return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT.ratio', { entry: problem.entry, ratio, max: String(problem.max) }));
    }
    case 'tooLarge':
      return fail('BUNDLE_LIMIT', say('BUNDLE_LIMIT.total', { max: String(problem.max) }));
    case 'localHeader':
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.localHeader', { entry: problem.entry }));
    case 'renamed':
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.renamed', { entry: problem.entry, local: problem.local }));
    case 'intoNext':
    case 'dataPastEnd':
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.intoNext', { entry: problem.entry }));
    case 'inflatesMore':
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.inflatesMore', { entry: problem.entry, size: String(problem.size) }));
    case 'inflate':
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.decompress', { entry: problem.entry, detail: problem.detail }));
    case 'sizeMismatch':
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT.size', { entry: problem.entry, bytes: String(problem.bytes), size: String(problem.size) }));
    case 'checksum':
      return fail('ENTRY_CORRUPT', say('ENTRY_CORRUPT', { entry: problem.entry }));
  }
}

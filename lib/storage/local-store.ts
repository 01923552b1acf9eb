import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { blobPath, tooLarge, type BlobInput, type BlobStore, type PutOptions, type PutOutcome } from './blob-store';
import { chunksOf } from './chunks';

/** Thrown inside the pipeline when input crosses `maxBytes`; never leaves `put`. */
class OverLimit extends Error {}

/** Hashes and counts what flows through, and stops the flow past the limit. */
class Fingerprinter extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;

  constructor(private readonly maxBytes: number | undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.byteLength;
    if (this.maxBytes !== undefined && this.bytes > this.maxBytes) return done(new OverLimit());
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/**
 * Blobs in a folder (`<data dir>/blobs`), at `ab/cdef…` by their SHA-256. A put writes to a
 * temporary file in the same folder tree (same file system) while hashing, flushes it to disk,
 * then renames it into place: a crash leaves at most a stray temporary file, never a blob whose
 * bytes do not match its name.
 */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  readonly description: string;

  constructor(readonly root: string) {
    this.root = path.resolve(root);
    this.description = `files in ${this.root}`;
  }

  /** Where a blob is on disk (for tools and tests; callers use get()). */
  pathOf(key: string): string {
    return path.join(this.root, blobPath(key));
  }

  async put(input: BlobInput, options: PutOptions = {}): Promise<PutOutcome> {
    const tmpDir = path.join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${process.pid}-${randomBytes(8).toString('hex')}.partial`);
    const print = new Fingerprinter(options.maxBytes);
    try {
      await pipeline(Readable.from(chunksOf(input)), print, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
      await flushToDisk(tmp);
      const key = print.hash.digest('hex');
      const final = this.pathOf(key);
      await mkdir(path.dirname(final), { recursive: true });
      if (await exists(final)) {
        await rm(tmp, { force: true });
        return { ok: true, key, bytes: print.bytes, created: false };
      }
      // Two puts of the same bytes may race here; rename replaces atomically with equal content.
      await rename(tmp, final);
      return { ok: true, key, bytes: print.bytes, created: true };
    } catch (error) {
      await rm(tmp, { force: true });
      if (error instanceof OverLimit) {
        if (input instanceof Readable) input.destroy();
        return tooLarge(options.maxBytes!);
      }
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.pathOf(key);
    if (!(await exists(file))) return null;
    return createReadStream(file);
  }

  async has(key: string): Promise<boolean> {
    return exists(this.pathOf(key));
  }

  async delete(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    if (!(await exists(file))) return false;
    await rm(file, { force: true });
    return true;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** fsync before the rename, so a power cut cannot leave a renamed blob with missing bytes. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

import { createReadStream } from 'node:fs';
import { link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { blobPath, tooLarge, type BlobInput, type BlobStore, type PutOptions, type PutOutcome } from './blob-store';
import { spoolToTempFile } from './spool';

/**
 * Blobs in a folder (`<data dir>/blobs`), at `ab/cdef…` by their SHA-256. A put writes a
 * temporary file of its own under `blobs/tmp/` while hashing, flushes it to disk, then links it
 * into place: a crash leaves at most a stray temporary file, never a blob whose bytes do not match
 * its name, and any number of simultaneous puts of the same bytes all succeed.
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
    const spooled = await spoolToTempFile(path.join(this.root, 'tmp'), input, options.maxBytes);
    if (!spooled.ok) return tooLarge(options.maxBytes!);
    try {
      await options.beforeStore?.(spooled.key);
      const final = this.pathOf(spooled.key);
      await mkdir(path.dirname(final), { recursive: true });
      const created = await placeOnce(spooled.file, final);
      return { ok: true, key: spooled.key, bytes: spooled.bytes, created };
    } finally {
      await rm(spooled.file, { force: true });
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

/**
 * Puts `tmp`'s bytes at `final` unless a blob is already there (false). A hard link is atomic and
 * never replaces, so of many writers of the same bytes exactly one creates the blob and none sees
 * it missing half-way; the caller removes its own `tmp` either way. File systems without hard links
 * get a rename, which atomically replaces equal bytes with equal bytes.
 */
async function placeOnce(tmp: string, final: string): Promise<boolean> {
  try {
    await link(tmp, final);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
  }
  if (await exists(final)) return false;
  await rename(tmp, final);
  return true;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

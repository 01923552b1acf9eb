import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobInput } from './blob-store';
import { chunksOf } from './chunks';

/** Thrown inside the pipeline when input crosses `maxBytes`; never leaves `spoolToTempFile`. */
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

/** Bytes written to a temporary file of their own: the caller moves or uploads it, then removes it. */
export interface SpooledFile {
  ok: true;
  file: string;
  key: string;
  bytes: number;
}

/**
 * Writes input to a temporary file in `dir` while hashing it, and flushes it to disk. Every call
 * gets a file of its own (pid and random bytes in the name): two writers of the same bytes never
 * share, move or delete each other's file. Over `maxBytes` it stops reading and keeps nothing;
 * on any failure the file is gone before the error leaves.
 */
export async function spoolToTempFile(dir: string, input: BlobInput, maxBytes: number | undefined): Promise<SpooledFile | { ok: false }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}-${randomBytes(12).toString('hex')}.partial`);
  const print = new Fingerprinter(maxBytes);
  // The file is created here, before any byte flows, and removed only once its stream has closed:
  // a stream left to open the file itself could create it after a failed write had removed it.
  const out = (await open(file, 'wx', 0o600)).createWriteStream();
  try {
    await pipeline(Readable.from(chunksOf(input)), print, out);
    await flushToDisk(file);
    return { ok: true, file, key: print.hash.digest('hex'), bytes: print.bytes };
  } catch (error) {
    if (!out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
    await rm(file, { force: true });
    if (error instanceof OverLimit) {
      if (input instanceof Readable) input.destroy();
      return { ok: false };
    }
    throw error;
  }
}

/** fsync before the file is moved into place, so a power cut cannot leave a blob with missing bytes. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Writable, type Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { HashThread } from './hash-thread';
import type { DeflateLevel } from './zip-writer';

/** A deliverable already hashed and deflated for the bundle while it was being written. */
export interface PrecompressedFile {
  /** The raw-deflated content, ready to be copied into a zip entry as is. */
  deflatedPath: string;
  sha256: string;
  crc32: number;
  /** Uncompressed size. */
  bytes: number;
  compressedBytes: number;
  level: DeflateLevel;
}

/** zlib output chunk: few round trips to the JS thread for big inputs. */
const DEFLATE_CHUNK = 256 * 1024;
/**
 * Text is encoded into a small pool of reusable 1 MB buffers, each handed to the file and the
 * compressor when full and back in the pool once both are done with it. A fresh buffer (or a
 * queued string) per 64 KB chunk outlived the young generation and piled up as garbage, and
 * zlib fed 64 KB at a time needed a round trip to this thread per chunk, so it fell behind
 * whenever this thread was busy.
 */
const POOL_BUFFERS = 8;
const POOL_BUFFER_BYTES = 1 << 20;

/**
 * Writes a deliverable and gets it ready for the evidence bundle in the same pass: everything
 * written goes to `target` (the file itself) and is hashed (SHA-256, CRC-32) and deflated into
 * `deflatedPath` on the way. Deflate runs in libuv's thread pool, so a 230 MB aces.xml is
 * compressed on the other core while the conversion goes on, instead of being read back and
 * compressed after it. With `hashOffThread` (big inputs) the hashing moves to a thread of its own
 * too, reading the pool buffers in shared memory. `file` is available once the stream has finished.
 */
export class CompressingWriter extends Writable {
  readonly #target: Writable;
  readonly #deflatedPath: string;
  readonly #level: DeflateLevel;
  readonly #deflate: Transform;
  readonly #deflatedSink: WriteStream;
  readonly #deflated: Promise<void>;
  readonly #hash = createHash('sha256');
  #crc = 0;
  /** Hashing on another thread, and each pool buffer's slot in the memory it shares with it. */
  readonly #thread: HashThread | null = null;
  readonly #slotOf = new Map<Buffer, number>();
  #bytes = 0;
  #file: PrecompressedFile | undefined;
  /** The buffer being filled, and how much of it is. */
  #current: Buffer | null = null;
  #used = 0;
  readonly #free: Buffer[] = [];
  #made = 0;
  /** A write waiting for a buffer to come back (writes come one at a time). */
  #waiting: (() => void) | null = null;

  constructor(target: Writable, deflatedPath: string, level: DeflateLevel = 3, options: { hashOffThread?: boolean } = {}) {
    // Text waits here only until it is encoded into the pool.
    super({ highWaterMark: 256 * 1024, decodeStrings: false });
    this.#target = target;
    this.#deflatedPath = deflatedPath;
    this.#level = level;
    this.#deflate = createDeflateRaw({ level, chunkSize: DEFLATE_CHUNK });
    this.#deflatedSink = createWriteStream(deflatedPath, { highWaterMark: 1 << 20 });
    this.#deflated = pipeline(this.#deflate, this.#deflatedSink);
    // A failing compressor fails the writes (and is reported there), never an unhandled rejection.
    this.#deflated.catch((err: unknown) => this.destroy(err as Error));
    if (options.hashOffThread) {
      const shared = Array.from({ length: POOL_BUFFERS }, () => new SharedArrayBuffer(POOL_BUFFER_BYTES));
      this.#thread = new HashThread(shared);
      shared.forEach((memory, slot) => {
        const buffer = Buffer.from(memory);
        this.#slotOf.set(buffer, slot);
        this.#free.push(buffer);
      });
      this.#made = POOL_BUFFERS;
    }
  }

  /** The hashed and deflated copy; throws before the stream has finished. */
  get file(): PrecompressedFile {
    if (!this.#file) throw new Error('CompressingWriter: the stream has not finished');
    return this.#file;
  }

  override _write(chunk: Buffer | string, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: text that may not fit a pool buffer goes alone.
    const text =
      typeof chunk === 'string' && (encoding === 'utf8' || encoding === 'utf-8') && chunk.length * 3 <= POOL_BUFFER_BYTES ? chunk : null;
    // Bytes that fit are copied into the pool like text (XmlStreamWriter hands over its own buffers):
    // the pool stays the limit on what is in flight, and the hashing thread reads them where they are.
    const bytes = typeof chunk !== 'string' && chunk.length <= POOL_BUFFER_BYTES ? chunk : null;
    if (text === null && bytes === null) {
      this.#sendCurrent();
      this.#send(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk, null);
      callback();
      return;
    }
    const need = bytes ? bytes.length : text!.length * 3;
    if (this.#current && this.#used + need > POOL_BUFFER_BYTES) this.#sendCurrent();
    const fill = (buffer: Buffer): void => {
      this.#used += bytes ? bytes.copy(buffer, this.#used) : buffer.write(text!, this.#used, 'utf8');
      callback();
    };
    if (this.#current) fill(this.#current);
    else {
      this.#withBuffer((buffer) => {
        this.#current = buffer;
        this.#used = 0;
        fill(buffer);
      });
    }
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#sendCurrent();
    this.#deflate.end();
    this.#target.end();
    Promise.all([this.#deflated, finished(this.#target)])
      .then(() => this.#thread?.digest() ?? { sha256: this.#hash.digest('hex'), crc32: this.#crc >>> 0 })
      .then(({ sha256, crc32 }) => {
        this.#file = {
          deflatedPath: this.#deflatedPath,
          sha256,
          crc32,
          bytes: this.#bytes,
          compressedBytes: this.#deflatedSink.bytesWritten,
          level: this.#level,
        };
        callback();
      }, callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#thread?.stop();
    this.#deflate.destroy();
    this.#target.destroy();
    // Closed only once the deflated copy's file is: a caller cleaning up must not race its open.
    const sink = this.#deflatedSink;
    if (sink.closed) {
      callback(error);
      return;
    }
    sink.once('close', () => callback(error));
    sink.destroy();
  }

  /** Runs `fill` with a pool buffer, once one is free. */
  #withBuffer(fill: (buffer: Buffer) => void): void {
    const buffer = this.#free.pop();
    if (buffer) fill(buffer);
    else if (this.#made < POOL_BUFFERS) {
      this.#made++;
      fill(Buffer.allocUnsafeSlow(POOL_BUFFER_BYTES));
    } else this.#waiting = () => this.#withBuffer(fill);
  }

  #release(buffer: Buffer): void {
    this.#free.push(buffer);
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.();
  }

  #sendCurrent(): void {
    const buffer = this.#current;
    if (!buffer) return;
    this.#current = null;
    if (this.#used > 0) this.#send(buffer.subarray(0, this.#used), buffer);
    else this.#release(buffer);
  }

  /**
   * Hashes `bytes` and hands them to the file and the compressor; `owned` goes back to the pool
   * after. Their own buffering is not waited for: the pool is the limit (8 MB in flight at most,
   * while a wait per megabyte for zlib left this thread idle).
   */
  #send(bytes: Buffer, owned: Buffer | null): void {
    this.#bytes += bytes.length;
    let users = this.#thread ? 3 : 2;
    const done = (): void => {
      if (--users === 0 && owned) this.#release(owned);
    };
    const slot = owned ? this.#slotOf.get(owned) : undefined;
    if (this.#thread && slot !== undefined) this.#thread.updateSlot(slot, bytes.length, done);
    else if (this.#thread) {
      this.#thread.updateCopy(bytes);
      done();
    } else {
      this.#hash.update(bytes);
      this.#crc = crc32(bytes, this.#crc);
    }
    this.#target.write(bytes, done);
    this.#deflate.write(bytes, done);
  }
}

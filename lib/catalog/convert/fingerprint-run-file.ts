import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { RECORD_INTS, type FingerprintRunStore } from '../normalize';

/**
 * Spilled fingerprint runs (see SpilledFingerprints) in one scratch file, run after run, as the
 * int32 records are in memory (this machine's byte order: the file never leaves the run). Reads are
 * positioned and synchronous: a lookup reads one 4 KB block, mostly from the page cache. The path
 * comes from the run's output folder, which removes it however the run ends (OutputFiles.scratch).
 */
export class FingerprintRunFile implements FingerprintRunStore {
  #fd: number | undefined;
  #end = 0;
  /** Byte offset of each run. */
  readonly #starts: number[] = [];
  readonly #lengths: number[] = [];

  readonly #width: number;

  /** `width`: int32 per record (default the deduper's). */
  constructor(
    private readonly newPath: () => string,
    width = RECORD_INTS,
  ) {
    this.#width = width;
  }

  write(records: Int32Array): number {
    const fd = (this.#fd ??= openSync(this.newPath(), 'w+'));
    const bytes = new Uint8Array(records.buffer, records.byteOffset, records.byteLength);
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, this.#end + done);
    this.#starts.push(this.#end);
    this.#lengths.push(records.length / this.#width);
    this.#end += bytes.length;
    return this.#starts.length - 1;
  }

  read(run: number, from: number, into: Int32Array): number {
    const recordBytes = this.#width * 4;
    const records = Math.max(0, Math.min(into.length / this.#width, this.#lengths[run]! - from));
    const bytes = new Uint8Array(into.buffer, into.byteOffset, records * recordBytes);
    const position = this.#starts[run]! + from * recordBytes;
    for (let done = 0; done < bytes.length; ) {
      const n = readSync(this.#fd!, bytes, done, bytes.length - done, position + done);
      if (n === 0) throw new Error('fingerprint run file ended early');
      done += n;
    }
    return records;
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}

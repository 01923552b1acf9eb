import { RECORD_INTS, type FingerprintRunStore } from '../normalize';
import { ScratchFile } from './scratch-file';

/**
 * Spilled fingerprint runs (see SpilledFingerprints) in one scratch file, run after run, as the
 * int32 records are in memory (this machine's byte order: the file never leaves the run). A lookup
 * reads one 4 KB block.
 */
export class FingerprintRunFile implements FingerprintRunStore {
  readonly #file: ScratchFile;
  /** Byte offset of each run. */
  readonly #starts: number[] = [];
  readonly #lengths: number[] = [];

  readonly #width: number;

  /** `width`: int32 per record (default the deduper's). */
  constructor(
    newPath: () => string,
    width = RECORD_INTS,
  ) {
    this.#file = new ScratchFile(newPath, 'fingerprint run file');
    this.#width = width;
  }

  write(records: Int32Array): number {
    this.#starts.push(this.#file.append(new Uint8Array(records.buffer, records.byteOffset, records.byteLength)));
    this.#lengths.push(records.length / this.#width);
    return this.#starts.length - 1;
  }

  read(run: number, from: number, into: Int32Array): number {
    const recordBytes = this.#width * 4;
    const records = Math.max(0, Math.min(into.length / this.#width, this.#lengths[run]! - from));
    const bytes = new Uint8Array(into.buffer, into.byteOffset, records * recordBytes);
    this.#file.readInto(bytes, this.#starts[run]! + from * recordBytes);
    return records;
  }

  close(): void {
    this.#file.close();
  }
}

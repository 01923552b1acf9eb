import { rmSync } from 'node:fs';
// The file, not the normalize index: the fitment checks' own thread loads this, and nothing else of normalize.
import { RECORD_INTS } from '../normalize/sort-records';
import type { FingerprintRunStore } from '../normalize';
import { ScratchFile } from './scratch-file';

interface RunFile {
  path: string;
  file: ScratchFile;
  records: number;
}

/**
 * Spilled fingerprint runs (see SpilledFingerprints), one scratch file each, the int32 records as
 * they are in memory (this machine's byte order: the files never leave the run). A lookup reads
 * one 4 KB block; a run merged into another is removed at once, so the disk holds each key about
 * once however often the runs were merged.
 */
export class FingerprintRunFile implements FingerprintRunStore {
  readonly #runs: (RunFile | undefined)[] = [];
  readonly #width: number;

  /** `width`: int32 per record (default the deduper's). */
  constructor(
    private readonly newPath: () => string,
    width = RECORD_INTS,
  ) {
    this.#width = width;
  }

  write(records: Int32Array): number {
    const path = this.newPath();
    this.#runs.push({ path, file: new ScratchFile(() => path, 'fingerprint run file'), records: 0 });
    const run = this.#runs.length - 1;
    this.append(run, records);
    return run;
  }

  append(run: number, records: Int32Array): void {
    const r = this.#runs[run]!;
    r.file.append(new Uint8Array(records.buffer, records.byteOffset, records.byteLength));
    r.records += records.length / this.#width;
  }

  read(run: number, from: number, into: Int32Array): number {
    const r = this.#runs[run]!;
    const recordBytes = this.#width * 4;
    const records = Math.max(0, Math.min(into.length / this.#width, r.records - from));
    r.file.readInto(new Uint8Array(into.buffer, into.byteOffset, records * recordBytes), from * recordBytes);
    return records;
  }

  drop(run: number): void {
    const r = this.#runs[run];
    if (!r) return;
    r.file.close();
    rmSync(r.path, { force: true });
    this.#runs[run] = undefined;
  }

  close(): void {
    for (const r of this.#runs) r?.file.close();
  }
}

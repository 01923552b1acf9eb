import { closeSync, openSync, readSync, writeSync } from 'node:fs';

/**
 * One scratch file of a run, opened on its first write: bytes appended at the end, read back by
 * position, synchronously (lookups read a block or a text at a time, mostly from the page cache).
 * The path comes from the run's output folder, which removes it however the run ends
 * (OutputFiles.scratch). The spill stores (fingerprint runs, part texts) write through it.
 */
export class ScratchFile {
  #fd: number | undefined;
  #end = 0;

  /** `what` names the file in the error a short read throws (a file cut under the run). */
  constructor(
    private readonly newPath: () => string,
    private readonly what: string,
  ) {}

  /** Bytes written so far. */
  get size(): number {
    return this.#end;
  }

  /** Appends the bytes; answers the offset they start at. */
  append(bytes: Uint8Array): number {
    const fd = (this.#fd ??= openSync(this.newPath(), 'w+'));
    const at = this.#end;
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, at + done);
    this.#end += bytes.length;
    return at;
  }

  /** Fills `into` from `position`. */
  readInto(into: Uint8Array, position: number): void {
    for (let done = 0; done < into.length; ) {
      const n = readSync(this.#fd!, into, done, into.length - done, position + done);
      if (n === 0) throw new Error(`${this.what} ended early`);
      done += n;
    }
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }
}

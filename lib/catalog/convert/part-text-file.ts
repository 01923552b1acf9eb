import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { PartTextStore } from '../validate';

/** Texts gathered before one write. */
const PENDING_BYTES = 1 << 16;

/**
 * The fitment checker's part numbers (see PartNames) in a scratch file: each text as its UTF-8
 * length (4 bytes) and bytes, at the offset `append` returns, written 64 KB at a time. A text is
 * read back only for a finding that is stored, so reads are few; one still in the pending buffer
 * is read from there. The path comes from the run's output folder, which removes it however the
 * run ends (OutputFiles.scratch).
 */
export class PartTextFile implements PartTextStore {
  #fd: number | undefined;
  /** Bytes in the file. */
  #written = 0;
  readonly #pending = Buffer.allocUnsafe(PENDING_BYTES);
  #used = 0;

  constructor(private readonly newPath: () => string) {}

  append(text: string): number {
    const length = Buffer.byteLength(text);
    if (this.#used + 4 + length > PENDING_BYTES) this.#flush();
    const at = this.#written + this.#used;
    if (4 + length > PENDING_BYTES) {
      const bytes = Buffer.allocUnsafe(4 + length);
      bytes.writeUInt32LE(length, 0);
      bytes.write(text, 4);
      this.#write(bytes);
      return at;
    }
    this.#pending.writeUInt32LE(length, this.#used);
    this.#pending.write(text, this.#used + 4);
    this.#used += 4 + length;
    return at;
  }

  read(at: number): string {
    if (at >= this.#written) {
      const from = at - this.#written;
      return this.#pending.toString('utf8', from + 4, from + 4 + this.#pending.readUInt32LE(from));
    }
    const head = Buffer.alloc(4);
    this.#readInto(head, at);
    const bytes = Buffer.alloc(head.readUInt32LE(0));
    this.#readInto(bytes, at + 4);
    return bytes.toString('utf8');
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }

  #flush(): void {
    if (this.#used === 0) return;
    this.#write(this.#pending.subarray(0, this.#used));
    this.#used = 0;
  }

  #write(bytes: Uint8Array): void {
    const fd = (this.#fd ??= openSync(this.newPath(), 'w+'));
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, this.#written + done);
    this.#written += bytes.length;
  }

  #readInto(into: Buffer, position: number): void {
    for (let done = 0; done < into.length; ) {
      const n = readSync(this.#fd!, into, done, into.length - done, position + done);
      if (n === 0) throw new Error('part text file ended early');
      done += n;
    }
  }
}

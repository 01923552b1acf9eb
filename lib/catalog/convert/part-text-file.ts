import type { PartTextStore } from '../validate';
import { ScratchFile } from './scratch-file';

/** Texts gathered before one write. */
const PENDING_BYTES = 1 << 16;

/**
 * The fitment checker's part numbers (see PartNames) in a scratch file: each text as its UTF-8
 * length (4 bytes) and bytes, at the offset `append` returns, written 64 KB at a time. A text is
 * read back only for a finding that is stored, so reads are few; one still in the pending buffer
 * is read from there.
 */
export class PartTextFile implements PartTextStore {
  readonly #file: ScratchFile;
  readonly #pending = Buffer.allocUnsafe(PENDING_BYTES);
  #used = 0;

  constructor(newPath: () => string) {
    this.#file = new ScratchFile(newPath, 'part text file');
  }

  append(text: string): number {
    const length = Buffer.byteLength(text);
    if (this.#used + 4 + length > PENDING_BYTES) this.#flush();
    const at = this.#file.size + this.#used;
    if (4 + length > PENDING_BYTES) {
      const bytes = Buffer.allocUnsafe(4 + length);
      bytes.writeUInt32LE(length, 0);
      bytes.write(text, 4);
      this.#file.append(bytes);
      return at;
    }
    this.#pending.writeUInt32LE(length, this.#used);
    this.#pending.write(text, this.#used + 4);
    this.#used += 4 + length;
    return at;
  }

  read(at: number): string {
    if (at >= this.#file.size) {
      const from = at - this.#file.size;
      return this.#pending.toString('utf8', from + 4, from + 4 + this.#pending.readUInt32LE(from));
    }
    const head = Buffer.alloc(4);
    this.#file.readInto(head, at);
    const bytes = Buffer.alloc(head.readUInt32LE(0));
    this.#file.readInto(bytes, at + 4);
    return bytes.toString('utf8');
  }

  close(): void {
    this.#file.close();
  }

  #flush(): void {
    if (this.#used === 0) return;
    this.#file.append(this.#pending.subarray(0, this.#used));
    this.#used = 0;
  }
}

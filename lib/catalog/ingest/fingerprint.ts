import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import type { ByteSource } from './byte-source';

export interface Fingerprint {
  sha256: string;
  bytes: number;
  /** Whether the whole input is valid UTF-8 (only computed when asked). */
  utf8Valid: boolean;
}

/**
 * One streaming pass over the input: its SHA-256 (the file's identity in reports and evidence)
 * and, for text, whether every byte is valid UTF-8. Deciding the encoding from the whole file —
 * not a sample — means a stray Windows-1252 "é" on row 80,000 cannot garble the rows before it.
 */
export async function fingerprint(source: ByteSource, checkUtf8: boolean): Promise<Fingerprint> {
  const hash = createHash('sha256');
  const utf8 = checkUtf8 ? new Utf8Validator() : null;
  let bytes = 0;
  for await (const chunk of source.chunks()) {
    hash.update(chunk);
    bytes += chunk.byteLength;
    utf8?.push(chunk);
  }
  return { sha256: hash.digest('hex'), bytes, utf8Valid: utf8 ? utf8.end() : false };
}

/** Validates UTF-8 chunk by chunk, carrying a multi-byte sequence split across chunk boundaries. */
class Utf8Validator {
  private carry: Uint8Array = new Uint8Array(0);
  private valid = true;

  push(chunk: Uint8Array): void {
    if (!this.valid) return;
    let start = 0;
    if (this.carry.length > 0) {
      const need = Math.max(0, sequenceLength(this.carry[0] ?? 0) - this.carry.length);
      const joined = Buffer.concat([this.carry, chunk.subarray(0, need)]);
      if (joined.length < sequenceLength(this.carry[0] ?? 0)) {
        this.carry = joined;
        return;
      }
      if (!isUtf8(joined)) {
        this.valid = false;
        return;
      }
      start = need;
      this.carry = new Uint8Array(0);
    }
    const cut = incompleteTailStart(chunk, start);
    if (!isUtf8(chunk.subarray(start, cut))) {
      this.valid = false;
      return;
    }
    this.carry = Uint8Array.from(chunk.subarray(cut));
  }

  end(): boolean {
    return this.valid && this.carry.length === 0;
  }
}

/** Length of the UTF-8 sequence a lead byte announces (1 for anything that is not a lead byte). */
function sequenceLength(lead: number): number {
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  if (lead >= 0xe0) return lead <= 0xef ? 3 : 1;
  if (lead >= 0xc2) return 2;
  return 1;
}

/** Index where a multi-byte sequence starts that the chunk does not finish (or chunk.length). */
function incompleteTailStart(chunk: Uint8Array, from: number): number {
  const end = chunk.length;
  for (let i = end - 1; i >= Math.max(from, end - 3); i--) {
    const b = chunk[i] ?? 0;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for its lead
    const len = sequenceLength(b);
    return len > end - i ? i : end;
  }
  return end;
}

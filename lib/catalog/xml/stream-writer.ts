import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { escapeXmlCounted, needsXmlEscaping } from './escape';

const DEFAULT_CHUNK = 256 * 1024;
/** Markup up to this long is copied into the buffer by a loop; longer goes through the native encoder (one call costs about as much as copying this many characters). */
const SHORT_MARKUP = 32;

/** Markup as UTF-8 bytes, for `XmlStreamWriter.bytes`: encode constant pieces once, not per record. */
export const encodeMarkup = (markup: string): Uint8Array => new Uint8Array(Buffer.from(markup, 'utf8'));

/**
 * Encodes XML straight into byte buffers of ~256 KB and writes each full one to a Node stream,
 * waiting for 'drain' when the stream asks for it. Nothing is built per record: a string
 * appended to a growing text would be a chain of pieces flattened and encoded again at every
 * flush, and a number written as text a string of its own (bench:scale: a million apps made
 * ~1 GB of such garbage). Each buffer is handed to the stream whole and never touched again.
 *
 * Usage: call `raw()`/`int()`/`esc()` freely, then `if (w.full) await w.flush()` once per record.
 */
export class XmlStreamWriter {
  /** Characters dropped from text because XML 1.0 cannot carry them (running total). */
  stripped = 0;
  /** Bytes handed to the stream so far. */
  written = 0;
  #buf: Buffer;
  #pos = 0;

  constructor(
    private readonly out: Writable,
    private readonly chunkSize: number = DEFAULT_CHUNK,
  ) {
    this.#buf = Buffer.allocUnsafeSlow(chunkSize);
  }

  /** Appends markup that is already safe (element names, numbers, escaped text). */
  raw(markup: string): void {
    const n = markup.length;
    if (this.#pos + n * 3 > this.#buf.length) this.#handOn(n * 3);
    const buf = this.#buf;
    if (n <= SHORT_MARKUP) {
      let pos = this.#pos;
      for (let i = 0; i < n; i++) {
        const c = markup.charCodeAt(i);
        if (c >= 0x80) {
          this.#pos = pos + buf.write(markup.slice(i), pos, 'utf8');
          return;
        }
        buf[pos++] = c;
      }
      this.#pos = pos;
      return;
    }
    this.#pos += buf.write(markup, this.#pos, 'utf8');
  }

  /**
   * Appends markup encoded once beforehand (`encodeMarkup`): a record's constant pieces cost a byte
   * copy, with no check of each character.
   */
  bytes(piece: Uint8Array): void {
    const n = piece.length;
    if (this.#pos + n > this.#buf.length) this.#handOn(n);
    const buf = this.#buf;
    let pos = this.#pos;
    for (let i = 0; i < n; i++) buf[pos++] = piece[i]!;
    this.#pos = pos;
  }

  /** Appends a non-negative safe integer in decimal, as `${n}` writes it. */
  int(n: number): void {
    if (this.#pos + 16 > this.#buf.length) this.#handOn(16);
    const buf = this.#buf;
    if (n > 0x7fffffff) {
      this.raw(String(n));
      return;
    }
    // Below 2^31, `| 0` divides in integer arithmetic.
    let digits = 1;
    for (let rest = n; rest >= 10; rest = (rest / 10) | 0) digits++;
    let at = this.#pos + digits;
    this.#pos = at;
    let rest = n;
    do {
      const next = (rest / 10) | 0;
      buf[--at] = 48 + rest - next * 10;
      rest = next;
    } while (rest > 0);
  }

  /** Escapes a text or attribute value and returns it, counting stripped characters. */
  esc(value: string): string {
    if (!needsXmlEscaping(value)) return value;
    const r = escapeXmlCounted(value);
    if (r.stripped) this.stripped += r.stripped;
    return r.text;
  }

  get full(): boolean {
    return this.#pos >= this.chunkSize;
  }

  async flush(): Promise<void> {
    if (this.#pos > 0) this.#handOn(0);
    // Asked of the stream now, not remembered from the write: a buffer handed on mid-record may have
    // been refused and drained since, while the caller awaited something else (the fitment checker's
    // spill files), and a 'drain' that has been emitted already is never emitted again — waiting for
    // it hung the conversion for good.
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** Flushes what is left and, unless told otherwise, ends the stream and waits until it finished. */
  async close(endStream = true): Promise<void> {
    await this.flush();
    if (!endStream) return;
    this.out.end();
    await finished(this.out);
  }

  /** Writes what the buffer holds and starts a fresh one with room for at least `need` more bytes. */
  #handOn(need: number): void {
    if (this.#pos > 0) {
      if (this.out.destroyed || this.out.errored) {
        throw this.out.errored ?? new Error('XML output stream was closed before the document was complete');
      }
      const chunk = this.#buf.subarray(0, this.#pos);
      this.written += chunk.length;
      this.out.write(chunk);
    }
    this.#buf = Buffer.allocUnsafeSlow(Math.max(this.chunkSize, need));
    this.#pos = 0;
  }
}

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { escapeXmlCounted, needsXmlEscaping } from './escape';

const DEFAULT_CHUNK = 64 * 1024;

/**
 * Collects small XML strings into ~64 KB chunks and writes them to a Node stream, waiting for
 * 'drain' when the stream asks for it. Many tiny writes are what make naive XML output slow;
 * one string per 64 KB keeps a million-app file at disk speed with flat memory.
 *
 * Usage: call `raw()`/`text()` freely, then `if (w.full) await w.flush()` once per record.
 */
export class XmlStreamWriter {
  /** Characters dropped from text because XML 1.0 cannot carry them (running total). */
  stripped = 0;
  /** Characters written so far (UTF-16 units, before encoding): for progress reporting. */
  written = 0;
  private buf = '';

  constructor(
    private readonly out: Writable,
    private readonly chunkSize: number = DEFAULT_CHUNK,
  ) {}

  /** Appends markup that is already safe (element names, numbers, escaped text). */
  raw(markup: string): void {
    this.buf += markup;
  }

  /** Escapes a text or attribute value and returns it, counting stripped characters. */
  esc(value: string): string {
    if (!needsXmlEscaping(value)) return value;
    const r = escapeXmlCounted(value);
    if (r.stripped) this.stripped += r.stripped;
    return r.text;
  }

  get full(): boolean {
    return this.buf.length >= this.chunkSize;
  }

  async flush(): Promise<void> {
    if (this.buf.length === 0) return;
    const chunk = this.buf;
    this.buf = '';
    this.written += chunk.length;
    if (this.out.destroyed || this.out.errored) {
      throw this.out.errored ?? new Error('XML output stream was closed before the document was complete');
    }
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** Flushes what is left and, unless told otherwise, ends the stream and waits until it finished. */
  async close(endStream = true): Promise<void> {
    await this.flush();
    if (!endStream) return;
    this.out.end();
    await finished(this.out);
  }
}

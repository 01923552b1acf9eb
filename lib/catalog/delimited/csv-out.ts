import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { csvRow } from '../csv';

const CHUNK = 64 * 1024;

/**
 * Rows to a stream through the engine's one CSV cell rule (`csvRow`: formula-safe, quoted where a
 * separator or line break would split a cell), batched into ~64 KB writes that wait for the disk.
 */
export class CsvOut {
  rows = 0;
  private buf = '';

  constructor(private readonly out: Writable) {}

  /** Adds one row (the header counts as none); await only when a promise comes back. */
  add(cells: (string | number | null | undefined)[], header = false): Promise<void> | undefined {
    this.buf += csvRow(cells);
    if (!header) this.rows++;
    return this.buf.length >= CHUNK ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    if (!this.buf) return;
    const chunk = this.buf;
    this.buf = '';
    if (this.out.destroyed || this.out.errored) throw this.out.errored ?? new Error('the CSV output was closed early');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.out.end();
    await finished(this.out);
  }
}

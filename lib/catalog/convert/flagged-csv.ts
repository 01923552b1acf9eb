import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { csvCell } from '../csv';
import type { Finding, SourceRow } from '../types';

const CHUNK = 64 * 1024;

/**
 * flagged.csv: every flagged and rejected row with why, then its source values under the
 * source's own headers, so a data manager can fix the rows in their sheet and convert again.
 * Written as rows come (batched into ~64 KB writes), so memory stays flat.
 */
export class FlaggedRowsWriter {
  rows = 0;
  private buf = '';

  constructor(
    private readonly out: Writable,
    header: readonly string[],
  ) {
    // The BOM makes Excel read the file as UTF-8 (umlauts, accents) instead of the system code page.
    this.buf = `\uFEFF${['Row', 'Outcome', 'Codes', 'Reasons', ...header].map(csvCell).join(',')}\r\n`;
  }

  /** Adds one row; await the result only when it is a promise (the stream asked to wait). */
  add(source: SourceRow, outcome: 'flagged' | 'rejected', findings: readonly Finding[]): Promise<void> | undefined {
    const codes = [...new Set(findings.map((f) => f.code))].join(' ');
    const reasons = findings.map((f) => f.message).join(' | ');
    const cells = [String(source.row), outcome, codes, reasons, ...source.values];
    this.buf += `${cells.map(csvCell).join(',')}\r\n`;
    this.rows++;
    return this.buf.length >= CHUNK ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    if (!this.buf) return;
    const chunk = this.buf;
    this.buf = '';
    if (this.out.destroyed || this.out.errored) throw this.out.errored ?? new Error('flagged.csv was closed early');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.out.end();
    await finished(this.out);
  }
}

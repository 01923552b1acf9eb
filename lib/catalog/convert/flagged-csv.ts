import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { csvCell } from '../csv';
import { findingMessage, MESSAGE_LOCALES, render, say, type MessageLocale } from '../messages';
import type { Finding, SourceRow } from '../types';

export type FlaggedOutcome = 'flagged' | 'rejected';

/** A row's outcome as flagged.csv writes it in `locale`. */
export function flaggedOutcomeWord(outcome: FlaggedOutcome, locale: MessageLocale): string {
  return render(say(`flagged.outcome.${outcome}`), locale);
}

/** Each language's outcome words, made once (a reader of the file asks per row). */
let outcomeWords: Map<string, FlaggedOutcome> | undefined;

/** The outcome a flagged.csv cell names, in whichever language the file was written. */
export function flaggedOutcomeOf(word: string | undefined): FlaggedOutcome | undefined {
  outcomeWords ??= new Map(MESSAGE_LOCALES.flatMap((locale) => (['flagged', 'rejected'] as const).map((o) => [flaggedOutcomeWord(o, locale), o] as const)));
  return word === undefined ? undefined : outcomeWords.get(word);
}

const CHUNK = 64 * 1024;

/**
 * flagged.csv: every flagged and rejected row with why, then its source values under the
 * source's own headers, so a data manager can fix the rows in their sheet and convert again.
 * Written in the run's report language (column names, outcomes, reasons; the codes stay codes).
 * Written as rows come (batched into ~64 KB writes), so memory stays flat.
 */
export class FlaggedRowsWriter {
  rows = 0;
  private buf = '';
  readonly #outcomes: Record<FlaggedOutcome, string>;

  constructor(
    private readonly out: Writable,
    header: readonly string[],
    private readonly locale: MessageLocale = 'en',
  ) {
    const column = (name: string) => render(say(`flagged.column.${name}`), locale);
    this.#outcomes = { flagged: flaggedOutcomeWord('flagged', locale), rejected: flaggedOutcomeWord('rejected', locale) };
    // The BOM makes Excel read the file as UTF-8 (umlauts, accents) instead of the system code page.
    this.buf = `\uFEFF${[column('row'), column('outcome'), column('codes'), column('reasons'), ...header].map(csvCell).join(',')}\r\n`;
  }

  /** Adds one row; await the result only when it is a promise (the stream asked to wait). */
  add(source: SourceRow, outcome: FlaggedOutcome, findings: readonly Finding[]): Promise<void> | undefined {
    const codes = [...new Set(findings.map((f) => f.code))].join(' ');
    const reasons = findings.map((f) => findingMessage(f, this.locale)).join(' | ');
    const cells = [String(source.row), this.#outcomes[outcome], codes, reasons, ...source.values];
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

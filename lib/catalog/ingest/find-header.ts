import type { SourceRow } from '../types';

/** Rows after a candidate header that must look like its data. */
const LOOKAHEAD = 5;

export function isBlankRow(values: readonly string[]): boolean {
  for (const v of values) if (v.trim() !== '') return false;
  return true;
}

/** Index after the last non-empty cell. */
function width(values: readonly string[]): number {
  for (let i = values.length - 1; i >= 0; i--) if ((values[i] ?? '').trim() !== '') return i + 1;
  return 0;
}

const HAS_LETTER = /\p{L}/u;

/**
 * Finds the header row among the first rows: the first one with several non-empty cells, mostly
 * words rather than numbers, whose following rows are no wider than it and do not repeat its
 * values (a data row repeats makes and positions; a header does not). Title rows such as
 * "ACME Brake Catalog 2026" or "Price list;valid from;2026-03-01" fail these tests and are skipped.
 *
 * `rows` holds the non-blank rows from the top of the sheet; `complete` says whether they are all
 * there is (a header with no data rows is then still a header). Returns an index into `rows`, or -1.
 */
export function findHeaderRow(rows: readonly SourceRow[], searchRows: number, complete: boolean): number {
  const limit = Math.min(rows.length, searchRows);
  for (let i = 0; i < limit; i++) {
    const cells = (rows[i]?.values ?? []).map((v) => v.trim());
    const filled = cells.filter((c) => c !== '');
    if (filled.length < 2) continue;
    const wordy = filled.filter((c) => HAS_LETTER.test(c)).length;
    if (wordy / filled.length < 0.6) continue;

    const headerWidth = width(cells);
    const following = rows.slice(i + 1, i + 1 + LOOKAHEAD);
    if (following.length === 0) {
      if (complete) return i;
      continue;
    }
    const fitting = following.filter((r) => width(r.values) <= headerWidth + 1).length;
    if (fitting * 2 < following.length) continue;
    if (repeatsInData(cells, following) > 0.5) continue;
    return i;
  }
  return -1;
}

/** Share of a candidate's non-empty cells that reappear in the same column below it. */
function repeatsInData(cells: string[], following: readonly SourceRow[]): number {
  let filled = 0;
  let repeated = 0;
  cells.forEach((cell, col) => {
    if (cell === '') return;
    filled++;
    if (following.some((r) => (r.values[col] ?? '').trim() === cell)) repeated++;
  });
  return filled === 0 ? 0 : repeated / filled;
}

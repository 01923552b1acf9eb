import { say } from '../messages';
import type { SourceRow } from '../types';
import type { Claim } from './column-claims';

/** A 4-digit model year, or a month/year ("03/2014", "2014-03") whose year is taken. */
const YEAR_CELL = /^(?:(?:0?[1-9]|1[0-2])[./-])?((?:19[2-9]|20[0-4])\d)(?:[./-](?:0?[1-9]|1[0-2]))?$/;

/** Rows in which both cells must hold years for a pair to count. */
const MIN_ROWS = 5;

/**
 * Split year columns found by what they hold: two columns of single years where, row by row, the
 * left is never after the right (and sometimes before it) are a from/to pair, whatever their headers
 * say ("Baujahr von"/"bis", "Année début"/"fin", "Desde"/"Hasta", "Anno da"/"a", or unknown words),
 * and whichever of the two stands first in the sheet.
 * Claims strong enough to beat two plain "Year" headers; only the first such pair is claimed.
 */
export function yearPairClaims(header: readonly string[], sample: readonly SourceRow[]): { index: number; claim: Claim }[] {
  const yearColumns: number[] = [];
  for (let i = 0; i < header.length; i++) if (yearShare(sample, i) >= 0.9) yearColumns.push(i);
  // Either order: "Final Year" may stand left of "Start Year".
  for (const a of yearColumns) {
    for (const b of yearColumns) {
      if (b === a) continue;
      const order = compare(sample, a, b);
      if (order.rows < MIN_ROWS || order.after > order.rows * 0.02 || order.before === 0) continue;
      const both = [say('note.map.yearPair', { a: header[a]!, b: header[b]!, before: order.before, rows: order.rows })];
      return [
        { index: a, claim: { field: 'yearFrom', from: 'values', confidence: 0.97, note: both } },
        { index: b, claim: { field: 'yearTo', from: 'values', confidence: 0.97, note: both } },
      ];
    }
  }
  return [];
}

function yearOf(cell: string | undefined): number | null {
  const m = cell ? YEAR_CELL.exec(cell.trim()) : null;
  return m ? Number(m[1]) : null;
}

function yearShare(sample: readonly SourceRow[], index: number): number {
  let filled = 0;
  let years = 0;
  for (const row of sample) {
    const cell = row.values[index]?.trim();
    if (!cell) continue;
    filled++;
    if (yearOf(cell) !== null) years++;
  }
  return filled >= MIN_ROWS ? years / filled : 0;
}

function compare(sample: readonly SourceRow[], a: number, b: number): { rows: number; before: number; after: number } {
  let rows = 0;
  let before = 0;
  let after = 0;
  for (const row of sample) {
    const from = yearOf(row.values[a]);
    const to = yearOf(row.values[b]);
    if (from === null || to === null) continue;
    rows++;
    if (from < to) before++;
    else if (from > to) after++;
  }
  return { rows, before, after };
}

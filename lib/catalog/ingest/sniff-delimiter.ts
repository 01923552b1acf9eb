import type { SourceRow } from '../types';
import { DelimitedParser } from './delimited-parser';

/** In order of preference when two candidates fit equally well. */
export const DELIMITER_CANDIDATES = [',', ';', '\t', '|'] as const;

export interface DelimiterGuess {
  delimiter: string;
  /** Field count most records share under this delimiter (1 = no candidate split anything). */
  fields: number;
}

/**
 * Picks the delimiter that splits the first records into the most consistent field count, with a
 * quote-aware split so a comma inside "Brake pad, front" does not count. Title lines above the
 * header split into one field under every candidate and so do not sway the vote; decimal commas
 * in a semicolon file vary from row to row and lose to the semicolon's steady count. A record
 * whose quotes do not sit at cell edges under a candidate does not vote for it: read with the
 * wrong delimiter, quoted cells holding "|" or line breaks split into steady-looking nonsense.
 */
export function sniffDelimiter(headText: string, wholeFile: boolean, maxRecords = 100): DelimiterGuess {
  let best: { delimiter: string; fields: number; agree: number } = { delimiter: ',', fields: 1, agree: 0 };
  for (const delimiter of DELIMITER_CANDIDATES) {
    const counts = fieldCounts(headText, delimiter, wholeFile, maxRecords);
    const tally = new Map<number, number>();
    for (const n of counts) if (n > 1) tally.set(n, (tally.get(n) ?? 0) + 1);
    for (const [fields, agree] of tally) {
      if (agree > best.agree || (agree === best.agree && fields > best.fields && best.agree > 0)) {
        best = { delimiter, fields, agree };
      }
    }
  }
  return { delimiter: best.delimiter, fields: best.fields };
}

function fieldCounts(text: string, delimiter: string, wholeFile: boolean, maxRecords: number): number[] {
  const out: SourceRow[] = [];
  const misread = new Set<number>();
  const flag = (row: number): void => void misread.add(row);
  const parser = new DelimitedParser(delimiter, text.length + 1, { onUnterminatedQuote: flag, onStrayQuote: flag, onQuoteInCell: flag });
  parser.push(text, out);
  // Unless the sample is the whole file, a record cut off at its end must not count.
  if (wholeFile) parser.end(out);
  const counts: number[] = [];
  for (const record of out) {
    if (misread.has(record.row)) continue;
    if (record.values.length === 1 && (record.values[0] ?? '').trim() === '') continue;
    counts.push(record.values.length);
    if (counts.length >= maxRecords) break;
  }
  return counts;
}

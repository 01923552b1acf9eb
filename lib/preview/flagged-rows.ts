import Papa from 'papaparse';
import { flaggedOutcomeOf } from '@/lib/catalog/convert';
import type { PreviewResult, PreviewRow } from './types';

/** Columns flagged.csv puts before the source's own: Row, Outcome, Codes, Reasons. */
const LEAD_COLUMNS = 4;
/** flagged.csv joins a row's reasons with this. */
const REASON_SEPARATOR = ' | ';

/**
 * The first flagged and rejected rows, read back from the engine's flagged.csv (the file a data
 * manager fixes their sheet from), so the page shows exactly what the download holds. Cells that
 * would run as spreadsheet formulas keep the apostrophe the engine put in front of them.
 */
export function readFlaggedRows(csv: string, limit: number, total: number): PreviewResult['rows'] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header = [], ...records] = parsed.data;
  const shown: PreviewRow[] = [];
  for (const record of records) {
    if (shown.length >= limit) break;
    const row = Number(record[0]);
    // The file is in the preview's language: its outcome words are read back to the two outcomes.
    const outcome = flaggedOutcomeOf(record[1]);
    if (!Number.isInteger(row) || !outcome) continue;
    shown.push({
      row,
      outcome,
      codes: (record[2] ?? '').split(' ').filter(Boolean),
      reasons: (record[3] ?? '').split(REASON_SEPARATOR).filter(Boolean),
      values: record.slice(LEAD_COLUMNS),
    });
  }
  return { columns: header.slice(LEAD_COLUMNS), shown, total };
}

import type { CatalogSource } from './byte-source';
import { probeWorkbook } from './open-workbook';

/** One sheet of a workbook as a picker shows it. */
export interface WorkbookSheet {
  name: string;
  /** Data rows below the sheet's header, counted up to `SHEET_ROW_COUNT_CAP` (0: no header or no rows). */
  dataRows: number;
  /** True when counting stopped at the cap: the sheet holds at least `dataRows`. */
  more: boolean;
}

/** Counting stops here per sheet: enough to tell a catalog from a lookup table, cheap on a big one. */
export const SHEET_ROW_COUNT_CAP = 5000;
/** Sheets listed at most (a workbook may name hundreds; nobody picks from that many). */
export const SHEET_LIST_CAP = 50;

/**
 * The sheets of an XLSX input in tab order with their data-row counts, so a person can pick the one
 * to convert; null for input that is not a readable workbook. Each sheet goes through the same
 * header search a conversion uses, so "0 rows" means the converter would find nothing there either.
 * Bounded: at most SHEET_LIST_CAP sheets, each counted to SHEET_ROW_COUNT_CAP rows.
 */
export async function listWorkbookSheets(input: CatalogSource): Promise<WorkbookSheet[] | null> {
  const probe = await probeWorkbook(input);
  if (!probe) return null;
  const opened = await probe.open();
  if ('error' in opened) return null;
  const sheets: WorkbookSheet[] = [];
  for (const name of probe.sheets.slice(0, SHEET_LIST_CAP)) {
    const reader = await opened.readSheet(name);
    if ('error' in reader) {
      sheets.push({ name, dataRows: 0, more: false });
      continue;
    }
    let dataRows = 0;
    try {
      for await (const batch of reader.batches()) {
        dataRows += batch.length;
        if (dataRows >= SHEET_ROW_COUNT_CAP) break;
      }
    } finally {
      await reader.close();
    }
    sheets.push({ name, dataRows: Math.min(dataRows, SHEET_ROW_COUNT_CAP), more: dataRows >= SHEET_ROW_COUNT_CAP });
  }
  return sheets;
}

// CSV cells for every delimited file the engine writes (flagged.csv, changes.csv): one rule for all.
/** Cells a spreadsheet would run as a formula (or DDE) when they start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that a spreadsheet would take for a formula is prefixed with `'` (so
 * "=HYPERLINK(…)" in a part number stays text), and quotes, commas and line breaks are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

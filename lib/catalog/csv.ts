// CSV cells for every delimited file the engine writes (flagged.csv, changes.csv): one rule for all.
// The reference is OWASP's CSV-injection guidance: prefix a formula-like cell with `'` and quote it.

/** Cells a spreadsheet would run as a formula (or DDE) when they start with one of these. */
const FORMULA_START = /^[=+\-@]/;
/** Control characters OWASP and ASVS list as formula starts in their own right. */
const CONTROL_START = /^[\t\r\0]/;
/** Leading whitespace (spaces, no-break and ideographic spaces, BOM): some importers trim it first. */
const LEADING_SPACE = /^\s+/;

/**
 * True when a spreadsheet could read the text as a formula: it starts with = + - @, a tab, CR or
 * NUL, possibly after whitespace that an importer trims ("Trim spaces" in LibreOffice, Sheets).
 * Compatibility forms are folded first (NFKC), since Excel in East Asian locales takes a
 * full-width ＝ ＋ － ＠ for its ASCII twin.
 */
export function looksLikeFormula(text: string): boolean {
  if (CONTROL_START.test(text)) return true;
  const start = text.replace(LEADING_SPACE, '');
  // Only the first character decides; folding it alone keeps this cheap on long cells.
  return CONTROL_START.test(start) || FORMULA_START.test(start.slice(0, 1).normalize('NFKC'));
}

/**
 * Characters that make a cell quoted. Besides the comma, quotes and line breaks: the semicolon and
 * the tab, because Excel in German, French, Spanish and Italian locales splits a comma file on `;`
 * (and some importers on tabs), where an unquoted `x;=cmd` would become a new cell that starts with
 * `=`. Inside quotes every reader keeps it one cell.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell: text that a spreadsheet would take for a formula is prefixed with `'` and quoted
 * (so "=HYPERLINK(…)" in a part number stays text), and cells with separators or line breaks are quoted.
 * A finite number is a value, not text: -12.5 stays a number a spreadsheet can sum.
 */
export function csvCell(value: string | number | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  if (!isNumber && looksLikeFormula(s)) return `"'${s.replace(/"/g, '""')}"`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

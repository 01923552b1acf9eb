/**
 * Cell and row references ("B7", `<row r="7">`) checked against Excel's own sheet size. A sheet
 * reader pads each row up to its highest column, so an unchecked "ZZZZZZZ3" from a 2 KB file
 * would ask for an eight-billion-cell row and abort the whole process.
 */

/** Excel's last column is XFD. */
export const EXCEL_MAX_COLUMNS = 16_384;
export const EXCEL_MAX_ROWS = 1_048_576;

/** "1048576" → 1048576 (read from `from` on); anything but a plain number within Excel's rows → null. */
export function parseRowNumber(text: string, from = 0): number | null {
  // Seven digits at most (1,048,576); " 7", "7.0", "1e3" or "0x10" are not row numbers.
  if (text.length <= from || text.length - from > 7) return null;
  let n = 0;
  for (let i = from; i < text.length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    n = n * 10 + d;
  }
  return n >= 1 && n <= EXCEL_MAX_ROWS ? n : null;
}

/**
 * "AB12" → 27 (0-based column index); null for a reference Excel cannot hold: no letters, more
 * than three, past XFD, or a row outside 1…1,048,576. Lower-case letters are accepted: the
 * meaning is plain, and a stricter reader would lose the cell for nothing.
 */
export function parseCellColumn(ref: string): number | null {
  let col = 0;
  let i = 0;
  for (; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower-case
    if (c < 97 || c > 122) break;
    col = col * 26 + (c - 96);
  }
  if (i === 0 || col > EXCEL_MAX_COLUMNS) return null;
  return parseRowNumber(ref, i) === null ? null : col - 1;
}

/** "A" for 0, "XFD" for 16383. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** A reference as quoted in a message: long forged ones cut short so the message stays readable. */
export function quoteRef(ref: string): string {
  return `"${ref.length > 24 ? `${ref.slice(0, 24)}…` : ref}"`;
}

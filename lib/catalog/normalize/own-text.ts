/**
 * A copy of a cell's text that does not keep its CSV line alive. V8 cuts substrings of 13 characters
 * or more (a trimmed cell, a split OE number) as views into the string they came from, so one
 * description kept in an item would hold its whole source line — and the chunk of lines the reader
 * cut it from (bench:scale realistic: ~80,000 such views, 8 MB at row 600,000). Shorter substrings are
 * copies already. Appending a character forces V8 to build the text afresh (a flat string one
 * character longer, the line no longer referenced); cutting that character off again is a view into
 * the fresh text. Exact for any text, lone surrogates included, and ~70 ns where a JSON round trip
 * costs ~400. Only for text kept across rows: the rest dies young with its line.
 */
const VIEW_MIN_LENGTH = 13;

export function ownText(text: string): string {
  return text.length < VIEW_MIN_LENGTH ? text : (text + ' ').slice(0, -1);
}

/** `ownText` for an optional cell. */
export const ownOptional = (text: string | undefined): string | undefined => (text === undefined ? undefined : ownText(text));

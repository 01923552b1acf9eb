import type { SourceRow } from '../types';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

export interface ParserEvents {
  /** A quoted field never closed (or ran past maxRecordChars): the line was re-read with quotes as text. */
  onUnterminatedQuote(row: number): void;
  /** A quote inside a quoted field that neither closes it nor is doubled: kept as text. */
  onStrayQuote(row: number): void;
  /** A quote inside a cell that does not start with one (12" rotor): kept as text. */
  onQuoteInCell?(row: number): void;
}

type Attempt = { values: string[]; end: number } | 'more' | 'unterminated';

/**
 * A line still open after maxRecordChars characters. Not a catalog row (Excel holds 32,767
 * characters per cell) but a file without line breaks, or with ones this reader does not know;
 * and holding it would mean re-joining an ever longer line on every read chunk.
 */
export class RecordTooLong extends Error {
  constructor(
    readonly row: number,
    readonly limit: number,
  ) {
    super(`row ${row} has no line break within ${limit} characters`);
  }
}

/**
 * A copy of `text` that shares no memory with the string it was cut from. V8 represents a slice
 * of 13+ characters as a view into its parent, so one part number kept from a row (in an item, a
 * cache or a finding) would keep the whole 64 KB read chunk alive; copying each such cell costs
 * next to nothing and keeps what a conversion remembers proportional to what it keeps.
 */
function detached(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

/** The same for the cells of a record that had to be parsed cell by cell. */
function detachCells(values: string[]): string[] {
  for (let i = 0; i < values.length; i++) values[i] = detached(values[i]!);
  return values;
}

/**
 * A streaming, quote-aware splitter for delimited text (RFC 4180 plus the leniency real exports
 * need). Lines without a quote take a fast path (`String.split`); only lines with quotes walk
 * character by character. Row numbers count records, as a spreadsheet shows them: a quoted
 * field holding a line break is still one row. A record ends at LF, CRLF or a lone CR (old Mac
 * files, or one line of a pasted mix): reading only LF would fold the row after a lone CR into it.
 */
export class DelimitedParser {
  private buf = '';
  private row = 0;
  /** Whether the last plainEnd() scan passed a quote. */
  private quoteSeen = false;
  private readonly delimCode: number;
  /** The next delimiter in `buf` at or after the last cell cut (see `cells`); -1 when not searched yet. */
  private nextDelim = -1;

  constructor(
    private readonly delimiter: string,
    private readonly maxRecordChars: number,
    private readonly events: ParserEvents,
  ) {
    this.delimCode = delimiter.charCodeAt(0);
  }

  /** Feeds decoded text; appends the records it completes to `out`. */
  push(text: string, out: SourceRow[]): void {
    this.buf = this.buf.length === 0 ? text : this.buf + text;
    this.drain(false, out);
  }

  /** End of input: appends the last record, if any. */
  end(out: SourceRow[]): void {
    this.drain(true, out);
    this.buf = '';
  }

  private drain(final: boolean, out: SourceRow[]): void {
    const buf = this.buf;
    const len = buf.length;
    let pos = 0;
    this.nextDelim = -1;
    // Cached positions of the next quote and CR: searching afresh per line would be quadratic.
    let nextQuote = buf.indexOf('"');
    if (nextQuote === -1) nextQuote = Infinity;
    let nextCr = -1;

    while (pos < len) {
      if (nextCr < pos) {
        nextCr = buf.indexOf('\r', pos);
        if (nextCr === -1) nextCr = Infinity;
      }
      let lineEnd = buf.indexOf('\n', pos);
      if (lineEnd === -1) lineEnd = Infinity;
      // Where the next record starts: after the LF, the CRLF or the lone CR that ends this line.
      let next = lineEnd + 1;
      if (nextCr < lineEnd) {
        // A CR as the last character may be the first half of a CRLF still to come.
        if (nextCr + 1 >= len && !final) break;
        next = nextCr + (nextCr + 1 === lineEnd ? 2 : 1);
        lineEnd = nextCr;
      }
      if (lineEnd === Infinity) {
        if (!final) {
          // Quoted or not: a record this long with no line break anywhere in it is past the limit either way.
          if (len - pos > this.maxRecordChars) throw new RecordTooLong(this.row + 1, this.maxRecordChars);
          break;
        }
        lineEnd = len;
        next = len;
      }
      if (nextQuote < pos) {
        nextQuote = buf.indexOf('"', pos);
        if (nextQuote === -1) nextQuote = Infinity;
      }
      if (nextQuote >= lineEnd) {
        out.push({ row: ++this.row, values: this.cells(buf, pos, lineEnd) });
        pos = next;
        continue;
      }
      const attempt = this.parseQuoted(buf, pos, final);
      if (attempt === 'more' && len - pos <= this.maxRecordChars) break;
      if (attempt === 'more' || attempt === 'unterminated') {
        // Recover: the opening quote was never closed, so read this one line with quotes as text
        // and carry on; swallowing the rest of the file into one cell would lose every row after it.
        const row = ++this.row;
        this.events.onUnterminatedQuote(row);
        out.push({ row, values: this.cells(buf, pos, lineEnd) });
        pos = next;
        continue;
      }
      out.push({ row: ++this.row, values: detachCells(attempt.values) });
      pos = attempt.end;
    }
    this.buf = pos >= len ? '' : buf.slice(pos);
  }

  /**
   * The cells of the line `buf[start, end)` read with quotes as text: what `line.split(delimiter)`
   * gives, each cell its own text (see `detached`). Cut straight from the buffer rather than copying
   * the line and splitting the copy: String.split and the copy cost a third more (bench:scale
   * realistic, ~0.15 µs a row). Where the delimiter next occurs is kept across lines, so a line
   * without one does not send the search through the rest of the buffer.
   */
  private cells(buf: string, start: number, end: number): string[] {
    const delim = this.delimiter;
    const values: string[] = [];
    let from = start;
    for (;;) {
      if (this.nextDelim < from) {
        this.nextDelim = buf.indexOf(delim, from);
        if (this.nextDelim === -1) this.nextDelim = Infinity;
      }
      const cut = this.nextDelim < end ? this.nextDelim : end;
      values.push(detached(buf.substring(from, cut)));
      if (cut === end) return values;
      from = cut + delim.length;
    }
  }

  /** Parses one record that contains a quote, starting at `start`. */
  private parseQuoted(buf: string, start: number, final: boolean): Attempt {
    const len = buf.length;
    const d = this.delimCode;
    const values: string[] = [];
    let i = start;
    let stray = false;
    for (;;) {
      if (buf.charCodeAt(i) === QUOTE) {
        let field = '';
        let seg = i + 1;
        let j = seg;
        for (;;) {
          const q = buf.indexOf('"', j);
          if (q === -1) return final ? 'unterminated' : 'more';
          if (q + 1 >= len) {
            if (!final) return 'more';
            field += buf.slice(seg, q);
            i = q + 1;
            break;
          }
          const next = buf.charCodeAt(q + 1);
          if (next === QUOTE) {
            field += buf.slice(seg, q + 1);
            j = q + 2;
            seg = j;
            continue;
          }
          if (next === d || next === LF || next === CR) {
            field += buf.slice(seg, q);
            i = q + 1;
            break;
          }
          stray = true; // e.g. "12" rotor": keep the quote as text and keep looking for the real close
          j = q + 1;
        }
        values.push(field);
      } else {
        let e = this.plainEnd(buf, i);
        if (e === -1) {
          if (!final) return 'more';
          e = len;
        }
        if (this.quoteSeen) this.events.onQuoteInCell?.(this.row + 1);
        values.push(buf.slice(i, e));
        i = e;
      }
      // After a field: a delimiter, the end of the record, or text right after a closing quote.
      for (;;) {
        if (i >= len) {
          if (!final) return 'more';
          if (stray) this.events.onStrayQuote(this.row + 1);
          return { values, end: len };
        }
        const c = buf.charCodeAt(i);
        if (c === d) break;
        if (c === LF || c === CR) {
          // A CR as the last character may be the first half of a CRLF still to come.
          if (c === CR && i + 1 >= len && !final) return 'more';
          if (stray) this.events.onStrayQuote(this.row + 1);
          return { values, end: c === CR && buf.charCodeAt(i + 1) === LF ? i + 2 : i + 1 };
        }
        // "abc"def: keep the text as part of the same cell.
        stray = true;
        let e = this.plainEnd(buf, i);
        if (e === -1) {
          if (!final) return 'more';
          e = len;
        }
        values.push((values.pop() ?? '') + '"' + buf.slice(i, e));
        i = e;
      }
      i++; // past the delimiter
    }
  }

  /**
   * Where an unquoted cell ends: the next delimiter, LF or CR, or -1. Walked by hand: indexOf for
   * a character the file lacks (CR, in most) would scan the whole buffer for every cell.
   */
  private plainEnd(buf: string, from: number): number {
    const d = this.delimCode;
    this.quoteSeen = false;
    for (let k = from; k < buf.length; k++) {
      const c = buf.charCodeAt(k);
      if (c === d || c === LF || c === CR) return k;
      if (c === QUOTE) this.quoteSeen = true;
    }
    return -1;
  }
}

import type { SourceRow } from '../types';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

export interface ParserEvents {
  /** A quoted field never closed (or ran past maxRecordChars): the line was re-read with quotes as text. */
  onUnterminatedQuote(row: number): void;
  /** A quote inside a quoted field that neither closes it nor is doubled: kept as text. */
  onStrayQuote(row: number): void;
}

type Attempt = { values: string[]; end: number } | 'more' | 'unterminated';

/**
 * A copy of `text` that shares no memory with the string it was cut from. V8 represents a slice
 * of 13+ characters as a view into its parent, so one part number kept from a row (in an item, a
 * cache or a finding) would keep the whole 64 KB read chunk alive; copying each record costs
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
 * field holding a line break is still one row. Text must be newline-normalised to LF or CRLF.
 */
export class DelimitedParser {
  private buf = '';
  private row = 0;
  private readonly delimCode: number;

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
    const delim = this.delimiter;
    let pos = 0;
    // Cached position of the next quote: searching afresh per line would be quadratic.
    let nextQuote = buf.indexOf('"');
    if (nextQuote === -1) nextQuote = Infinity;

    while (pos < len) {
      let nl = buf.indexOf('\n', pos);
      if (nl === -1) {
        if (!final) break;
        nl = len;
      }
      if (nextQuote < pos) {
        nextQuote = buf.indexOf('"', pos);
        if (nextQuote === -1) nextQuote = Infinity;
      }
      if (nextQuote >= nl) {
        const lineEnd = nl > pos && buf.charCodeAt(nl - 1) === CR ? nl - 1 : nl;
        out.push({ row: ++this.row, values: detached(buf.slice(pos, lineEnd)).split(delim) });
        pos = nl + 1;
        continue;
      }
      const attempt = this.parseQuoted(buf, pos, final);
      if (attempt === 'more' && len - pos <= this.maxRecordChars) break;
      if (attempt === 'more' || attempt === 'unterminated') {
        // Recover: the opening quote was never closed, so read this one line with quotes as text
        // and carry on; swallowing the rest of the file into one cell would lose every row after it.
        const row = ++this.row;
        this.events.onUnterminatedQuote(row);
        const lineEnd = nl > pos && buf.charCodeAt(nl - 1) === CR ? nl - 1 : nl;
        out.push({ row, values: detached(buf.slice(pos, lineEnd)).split(delim) });
        pos = nl + 1;
        continue;
      }
      out.push({ row: ++this.row, values: detachCells(attempt.values) });
      pos = attempt.end;
    }
    this.buf = pos >= len ? '' : buf.slice(pos);
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
        let e = buf.indexOf(this.delimiter, i);
        const nl = buf.indexOf('\n', i);
        if (e === -1 || (nl !== -1 && nl < e)) e = nl;
        if (e === -1) {
          if (!final) return 'more';
          e = len;
        }
        const fieldEnd = e === nl && e > i && buf.charCodeAt(e - 1) === CR ? e - 1 : e;
        values.push(buf.slice(i, fieldEnd));
        i = e;
      }
      // Between fields: a delimiter, the end of the record, or (after a closing quote) a CR.
      if (i >= len) {
        if (!final) return 'more';
        if (stray) this.events.onStrayQuote(this.row + 1);
        return { values, end: len };
      }
      let c = buf.charCodeAt(i);
      if (c === CR) {
        if (i + 1 >= len && !final) return 'more';
        i++;
        c = i < len ? buf.charCodeAt(i) : LF;
      }
      if (c === d) {
        i++;
        continue;
      }
      if (c === LF || i >= len) {
        if (stray) this.events.onStrayQuote(this.row + 1);
        return { values, end: Math.min(len, i + 1) };
      }
      // Text right after a closing quote ("abc"def): keep it as part of the same cell.
      stray = true;
      const last = values.pop() ?? '';
      let e = buf.indexOf(this.delimiter, i);
      const nl = buf.indexOf('\n', i);
      if (e === -1 || (nl !== -1 && nl < e)) e = nl;
      if (e === -1) {
        if (!final) return 'more';
        e = len;
      }
      const fieldEnd = e === nl && e > i && buf.charCodeAt(e - 1) === CR ? e - 1 : e;
      values.push(last + '"' + buf.slice(i, fieldEnd));
      i = e;
      if (i >= len) {
        if (!final) return 'more';
        this.events.onStrayQuote(this.row + 1);
        return { values, end: len };
      }
      if (buf.charCodeAt(i) === LF) {
        this.events.onStrayQuote(this.row + 1);
        return { values, end: i + 1 };
      }
      i++; // delimiter
    }
  }
}

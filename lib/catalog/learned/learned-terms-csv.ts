import { csvRow, looksLikeFormula } from '../csv';
import { DelimitedParser, RecordTooLong } from '../ingest';
import { LEARNABLE_FIELDS, type LearnableField, type LearnedTerm, learnedTermKey } from '../normalize/learned-terms';
import { LANGUAGES, type SourceRow } from '../types';
import { type MessageParams, render, type Said, saidFields, say } from '../messages';

/*
 * The learned-terms file (decision 0011): what Settings exports and imports and the CLI reads with
 * `--learned`. One header, one term a line; the whole file is checked and refused as a whole, with
 * every problem named by line and column, because half an import of a person's decisions is worse
 * than none.
 */

export const LEARNED_TERMS_COLUMNS = ['field', 'term', 'reference_id', 'language', 'note'] as const;
type Column = (typeof LEARNED_TERMS_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['field', 'term', 'reference_id'];

export const LEARNED_TERMS_LIMITS = {
  terms: 100_000,
  termChars: 500,
  noteChars: 2_000,
  /** Errors listed before the rest are summed up in one line: a wrong file should not list 100,000. */
  errors: 100,
} as const;

/** A line no record of this file comes near; past it the file is not one (no line breaks, or binary). */
const MAX_RECORD_CHARS = 16 * 1024;

export interface LearnedTermsCsvError {
  /** 1-based, as a spreadsheet shows it: the header is line 1, a quoted line break stays in its line. */
  line: number;
  column?: string;
  code: string;
  /** English; `params` (and `messageId` when not the code) render it in the reader's language. */
  message: string;
  params?: MessageParams;
  messageId?: string;
}

/** A problem of the file said as a catalogue text. */
function said(line: number, code: string, text: Said, column?: string): LearnedTermsCsvError {
  return { line, ...(column === undefined ? {} : { column }), code, message: render(text), ...saidFields(code, text) };
}

export type LearnedTermsCsvResult = { ok: true; terms: LearnedTerm[] } | { ok: false; errors: LearnedTermsCsvError[] };

const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const POSITIVE_INTEGER = /^[1-9][0-9]*$/;
/*
 * The apostrophe `csvCell` puts before a formula-like cell is taken off again on import, so an
 * exported file reads back as it was. A term that itself starts with apostrophes before such text
 * gets one more on export, so taking one off is always right.
 */
const LEADING_APOSTROPHES = /^'+/;

function guardedByApostrophe(text: string): boolean {
  return text.startsWith("'") && looksLikeFormula(text.replace(LEADING_APOSTROPHES, ''));
}

function readCell(text: string): string {
  return (guardedByApostrophe(text) ? text.slice(1) : text).trim();
}

function writeCell(text: string): string {
  return guardedByApostrophe(text) ? `'${text}` : text;
}

/** Reads a learned-terms file; every problem is reported, or the terms with ids `csv:<line>`. */
export function parseLearnedTermsCsv(text: string): LearnedTermsCsvResult {
  const errors = new ErrorList();
  const records = readRecords(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, errors);
  if (records === null) return { ok: false, errors: errors.list() };

  const header = records.find((r) => !isBlank(r));
  if (!header) {
    errors.add(said(1, 'CSV_EMPTY', say('CSV_EMPTY', { header: LEARNED_TERMS_COLUMNS.join(',') })));
    return { ok: false, errors: errors.list() };
  }
  const columns = readHeader(header, errors);
  if (!columns) return { ok: false, errors: errors.list() };

  const terms: LearnedTerm[] = [];
  /** field + key → the line that first gave it, and its reference ID. */
  const seen = new Map<string, { line: number; referenceId: number }>();
  let dataLines = 0;
  for (const record of records) {
    if (record.row <= header.row || isBlank(record)) continue;
    if (++dataLines > LEARNED_TERMS_LIMITS.terms) {
      errors.add(said(record.row, 'TOO_MANY_TERMS', say('TOO_MANY_TERMS', { limit: LEARNED_TERMS_LIMITS.terms })));
      break;
    }
    const term = readTerm(record, columns, errors);
    if (!term) continue;
    const id = `${term.field}\u0000${learnedTermKey(term.term)}`;
    const first = seen.get(id);
    if (first === undefined) {
      seen.set(id, { line: record.row, referenceId: term.referenceId });
      terms.push(term);
    } else if (first.referenceId !== term.referenceId) {
      const text = say('TERM_CONFLICT', {
        line: String(record.row),
        field: term.field,
        term: term.term,
        id: String(term.referenceId),
        firstLine: String(first.line),
        firstId: String(first.referenceId),
      });
      errors.add(said(record.row, 'TERM_CONFLICT', text, 'term'));
    }
    // The same term with the same ID twice is one decision written twice: kept once.
  }
  return errors.empty() ? { ok: true, terms } : { ok: false, errors: errors.list() };
}

/**
 * The terms as a file `parseLearnedTermsCsv` reads back. Cells go through the engine's one CSV
 * cell rule, so a term a spreadsheet would run as a formula is written as text. The note is the
 * term's own, or where it was learned.
 */
export function formatLearnedTermsCsv(terms: readonly LearnedTerm[]): string {
  let out = csvRow([...LEARNED_TERMS_COLUMNS]);
  for (const t of terms) out += csvRow([t.field, writeCell(t.term), String(t.referenceId), t.language ?? '', writeCell(t.note ?? provenance(t))]);
  return out;
}

function provenance(t: LearnedTerm): string {
  const parts: string[] = [];
  if (t.learnedAt) parts.push(`learned ${t.learnedAt.slice(0, 10)}`);
  if (t.conversionId) parts.push(`conversion ${t.conversionId}`);
  return parts.join(', ');
}

class ErrorList {
  private readonly errors: LearnedTermsCsvError[] = [];
  private more = 0;

  add(error: LearnedTermsCsvError): void {
    if (this.errors.length < LEARNED_TERMS_LIMITS.errors) this.errors.push(error);
    else this.more++;
  }

  empty(): boolean {
    return this.errors.length === 0;
  }

  list(): LearnedTermsCsvError[] {
    if (this.more === 0) return this.errors;
    const last = this.errors[this.errors.length - 1]!;
    return [...this.errors, said(last.line, 'TOO_MANY_ERRORS', say('TOO_MANY_ERRORS', { more: this.more, line: String(last.line) }))];
  }
}

/** Strict RFC 4180 records: a quote the reader would have to guess about refuses the file. */
function readRecords(text: string, errors: ErrorList): SourceRow[] | null {
  const quote = (line: number) =>
    errors.add(said(line, 'CSV_QUOTE', say('CSV_QUOTE', { line: String(line) })));
  const parser = new DelimitedParser(',', MAX_RECORD_CHARS, { onUnterminatedQuote: quote, onStrayQuote: quote });
  const records: SourceRow[] = [];
  try {
    parser.push(text, records);
    parser.end(records);
  } catch (err) {
    if (!(err instanceof RecordTooLong)) throw err;
    errors.add(said(err.row, 'LINE_TOO_LONG', say('LINE_TOO_LONG', { line: String(err.row), limit: err.limit })));
    return null;
  }
  return errors.empty() ? records : null;
}

function isBlank(record: SourceRow): boolean {
  return record.values.every((v) => v.trim() === '');
}

/** Column positions by name; the header is matched case-insensitively, in any order. */
function readHeader(header: SourceRow, errors: ErrorList): Map<Column, number> | null {
  const columns = new Map<Column, number>();
  const line = header.row;
  header.values.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!(LEARNED_TERMS_COLUMNS as readonly string[]).includes(name)) {
      errors.add(said(line, 'HEADER_COLUMN_UNKNOWN', say('HEADER_COLUMN_UNKNOWN', { index: String(i + 1), column: raw.trim(), columns: LEARNED_TERMS_COLUMNS.join(', ') }), raw.trim()));
    } else if (columns.has(name as Column)) {
      errors.add(said(line, 'HEADER_COLUMN_DUPLICATE', say('HEADER_COLUMN_DUPLICATE', { column: name }), name));
    } else {
      columns.set(name as Column, i);
    }
  });
  for (const name of REQUIRED_COLUMNS) {
    if (!columns.has(name)) errors.add(said(line, 'HEADER_COLUMN_MISSING', say('HEADER_COLUMN_MISSING', { column: name, header: LEARNED_TERMS_COLUMNS.join(',') }), name));
  }
  return errors.empty() ? columns : null;
}

function readTerm(record: SourceRow, columns: Map<Column, number>, errors: ErrorList): LearnedTerm | null {
  const line = record.row;
  if (record.values.length > columns.size) {
    errors.add(said(line, 'CSV_CELL_COUNT', say('CSV_CELL_COUNT', { line: String(line), cells: String(record.values.length), width: String(columns.size) })));
    return null;
  }
  const cell = (c: Column): string => {
    const i = columns.get(c);
    return i === undefined ? '' : readCell(record.values[i] ?? '');
  };
  let ok = true;
  const problem = (column: Column, code: string, text: Said): void => {
    errors.add(said(line, code, say('learned.at', { line: String(line), column, problem: text }), column));
    ok = false;
  };

  const fieldText = cell('field');
  const term = cell('term');
  const idText = cell('reference_id');
  const language = cell('language');
  const note = cell('note');

  if (!(LEARNABLE_FIELDS as readonly string[]).includes(fieldText)) {
    const fields = LEARNABLE_FIELDS.join(', ');
    if (fieldText) problem('field', 'FIELD_UNKNOWN', say('FIELD_UNKNOWN', { value: fieldText, fields }));
    else problem('field', 'FIELD_EMPTY', say('FIELD_EMPTY', { fields }));
  }
  if (!term) problem('term', 'TERM_EMPTY', say('TERM_EMPTY'));
  else if (term.length > LEARNED_TERMS_LIMITS.termChars) problem('term', 'TERM_TOO_LONG', say('TERM_TOO_LONG', { length: String(term.length), max: String(LEARNED_TERMS_LIMITS.termChars) }));
  else if (CONTROL_CHARS.test(term)) problem('term', 'TERM_CONTROL_CHARACTER', say('TERM_CONTROL_CHARACTER'));
  else if (learnedTermKey(term) === '') problem('term', 'TERM_NO_LETTERS', say('TERM_NO_LETTERS', { term }));
  if (!POSITIVE_INTEGER.test(idText) || !Number.isSafeInteger(Number(idText))) {
    problem('reference_id', 'REFERENCE_ID_INVALID', idText ? say('REFERENCE_ID_INVALID', { value: idText }) : say('REFERENCE_ID_INVALID.empty'));
  }
  if (language && !(LANGUAGES as readonly string[]).includes(language.toLowerCase())) {
    problem('language', 'LANGUAGE_UNKNOWN', say('LANGUAGE_UNKNOWN', { value: language, languages: LANGUAGES.join(', ') }));
  }
  if (note.length > LEARNED_TERMS_LIMITS.noteChars) problem('note', 'NOTE_TOO_LONG', say('NOTE_TOO_LONG', { length: String(note.length), max: String(LEARNED_TERMS_LIMITS.noteChars) }));
  if (!ok) return null;

  return {
    id: `csv:${line}`,
    field: fieldText as LearnableField,
    term,
    referenceId: Number(idText),
    language: language ? language.toLowerCase() : null,
    ...(note ? { note } : {}),
  };
}

/**
 * Year text → model years. Reads the forms catalogs use (`2010-2014`, dashes of every kind, arrows
 * `2010>2014` / `2010 → 2014`, `10-14`, `2010 to 2014` / `bis` / `à` / `al` / `hasta`, `de 2010 à 2014`,
 * `dal 2010 al 2014`, `desde 2010 hasta 2014`, lists, `MY2015`, `'15`, `2015+`, `2015-`, `ab 2015`,
 * `2015 bis heute`, `03/2010-11/2014`)
 * and says how sure it is. Open-ended spans keep their start only: the end comes from the reference
 * (the model's last year) and the row is flagged, because "until when?" is the catalog's to answer.
 */

import type { Decision, Finding } from '@/lib/catalog/types';
import { type Said, saidFields, say } from '../messages';
import { flag, isIssue, quote, reject, type Issue } from './issues';

export interface YearSpec {
  /** Explicit years, sorted and unique; empty for an open-ended span. */
  years: number[];
  /** `2015+`: the first year; the last is decided against the reference. */
  openFrom?: number;
  confidence: number;
  note: string;
  /** The note as catalogue texts (`note.year.*`). */
  said: Said;
  /** Finding code when the confidence is below the threshold. */
  code?: string;
}

export interface YearOptions {
  /** The current calendar year (two-digit pivot, plausibility). Defaults to the clock. */
  currentYear?: number;
  /** Last year for open-ended spans when no reference says better; defaults to `currentYear`. */
  openEnd?: number;
}

const FIRST_MODEL_YEAR = 1896;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const RANGE_WORDS =
  /\s+(?:to|thru|through|till|until|bis|à|a|au|jusqu'à|jusqu'a|al|hasta|fino al|fino a|fino|-)\s+|\s*(?:\.\.\.?|…|~|->|=>|>|→|⇒|›|»|-)\s*/;
const PREFIX = /^(?:model\s*years?|modelljahre?|baujahre?|bj\.?|années?|annees?|años?|anos?|anni|anno|my|mj)\s*[:.]?\s*/;
/** Words that open a span: `ab 2015` alone is open-ended, `von 2010 bis 2014` is a span. */
const SPAN_START =
  /^(?:ab|from|since|seit|von|vom|desde|de|du|dal|dall'|da|depuis|dès|des|à partir de|a partir de|a partire da|a partire dal)\s+/;
const OPEN_END =
  /^('?\d{2,4})\s*(?:\+|->|=>|>|→|⇒|›|»|\.\.\.?|…|-|onwards|on|and up|and later|and newer|up|(?:-|bis|to|until|till|à|a|au|al|hasta|fino a|fino al|fino ad|jusqu'à|jusqu'a|ad)?\s*(?:present|today|heute|now|aujourd'hui|hoy|oggi|actual|actualidad|current|jetzt|aktuell|auj|presente|ahora))\.?$/;
const TO_ONLY = /^(?:bis|until|up to|thru|till|hasta|fino al|fino a|jusqu'à|jusqu'a|-)\s*/;
const LIST_SPLIT = /\s*(?:[,;/&]|\s(?:and|und|et|y|e)\s)\s*/;
const MONTH_YEAR = /\b(\d{1,2})[./](\d{4})\b/g;
const EXCEL_YEAR = /^(\d{4})\.0+$/;
const TOKEN = /^(?:'|’|`)?(\d{2}|\d{4})$/;

interface ItemYear {
  year: number;
  twoDigit: boolean;
}

function currentYearOf(options?: YearOptions): number {
  return options?.currentYear ?? new Date().getFullYear();
}

/** `2015`, `15`, `'15` → a four-digit year (two-digit ones pivot around the current year). */
function readYear(token: string, currentYear: number): ItemYear | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const digits = m[1]!;
  if (digits.length === 4) return { year: Number(digits), twoDigit: false };
  const yy = Number(digits);
  const pivot = (currentYear % 100) + 1;
  return { year: yy <= pivot ? 2000 + yy : 1900 + yy, twoDigit: true };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let y = from; y <= to; y++) out.push(y);
  return out;
}

function unparseable(text: string, why: Said): Issue {
  return reject('YEAR_UNPARSEABLE', 'year', say('YEAR_UNPARSEABLE', { value: quote(text), why }));
}

/** Why a year cell cannot be read: `year.why.<key>`, about one piece of it when given. */
function why(key: string, item?: string): Said {
  return say(`year.why.${key}`, item === undefined ? undefined : { item: quote(item) });
}

/** Parses a year cell. Returns an Issue when the text cannot be used at all. */
export function parseYears(raw: string, options?: YearOptions): YearSpec | Issue {
  const currentYear = currentYearOf(options);
  let text = raw.trim().toLowerCase().replace(DASHES, '-');
  if (!text) return unparseable(raw, why('empty'));
  const excel = EXCEL_YEAR.exec(text);
  if (excel) text = excel[1]!;

  let confidence = 1;
  const notes: string[] = [];
  const reasons: Said[] = [];
  let code: string | undefined;
  const lower = (c: number, why: string, said: Said, flagCode: string) => {
    if (c < confidence) {
      confidence = c;
      code = flagCode;
    }
    notes.push(why);
    reasons.push(said);
  };

  // Production months (03/2010) are not model years: keep the year, flag the row.
  if (MONTH_YEAR.test(text)) {
    text = text.replace(MONTH_YEAR, (m, month: string, year: string) => (Number(month) <= 12 ? year : m));
    lower(0.8, 'production months dropped — production dates are not model years', say('note.year.productionMonths'), 'YEAR_FROM_PRODUCTION_DATE');
  }
  MONTH_YEAR.lastIndex = 0;

  text = text.replace(PREFIX, '');
  let openFrom: ItemYear | null = null;
  const intro = SPAN_START.exec(text);
  if (intro) {
    const rest = text.slice(intro[0].length).replace(PREFIX, '').trim();
    openFrom = readYear(rest.replace(/\.$/, ''), currentYear);
    text = rest;
  }
  if (!openFrom) {
    const end = OPEN_END.exec(text);
    if (end) openFrom = readYear(end[1]!, currentYear);
  }
  if (openFrom) {
    const y = openFrom.year;
    if (y < FIRST_MODEL_YEAR || y > currentYear + 2) return outOfRange(raw, y, currentYear);
    const earlier = reasons.length ? reasons.slice() : null;
    lower(0.85, `open-ended span from ${y}`, say('note.year.openFrom', { year: String(y) }), 'YEAR_OPEN_ENDED');
    const said = earlier ? say('note.year.openFromAfter', { reasons: earlier, year: String(y) }) : reasons[0]!;
    return { years: [], openFrom: y, confidence, note: notes.join('; '), said, code };
  }
  if (TO_ONLY.test(text) && readYear(text.replace(TO_ONLY, '').replace(PREFIX, ''), currentYear)) {
    return flag('YEAR_START_MISSING', 'year', say('YEAR_START_MISSING', { value: quote(raw) }));
  }
  text = text.replace(PREFIX, '').trim();

  const years = new Set<number>();
  let twoDigit = false;
  let fourDigit = false;
  for (const item of text.split(LIST_SPLIT)) {
    if (!item) continue;
    const parts = item.replace(PREFIX, '').split(RANGE_WORDS).filter((p) => p !== '');
    if (parts.length === 1) {
      const y = readYear(parts[0]!, currentYear);
      if (!y) return unparseable(raw, why('notYear', item));
      if (y.twoDigit) twoDigit = true;
      else fourDigit = true;
      years.add(y.year);
    } else if (parts.length === 2) {
      const a = readYear(parts[0]!, currentYear);
      let b = readYear(parts[1]!, currentYear);
      if (!a || !b) return unparseable(raw, why('notSpan', item));
      // 2010-14: the end written with two digits belongs to the start's century.
      if (!a.twoDigit && b.twoDigit) {
        let end = Math.floor(a.year / 100) * 100 + (b.year % 100);
        if (end < a.year) end += 100;
        if (end > currentYear + 2) return unparseable(raw, why('yearMonth', item));
        b = { year: end, twoDigit: false };
        lower(0.95, 'end year written with two digits', say('note.year.twoDigitEnd'), 'YEAR_TWO_DIGIT');
      }
      if (a.twoDigit) twoDigit = true;
      else fourDigit = true;
      let from = a.year;
      let to = b.year;
      if (from > to) {
        [from, to] = [to, from];
        lower(0.7, `span written backwards (${a.year}-${b.year})`, say('note.year.backwards', { span: `${a.year}-${b.year}` }), 'YEAR_RANGE_REVERSED');
      }
      for (const y of range(from, to)) years.add(y);
    } else {
      return unparseable(raw, why('tooMany', item));
    }
  }
  if (years.size === 0) return unparseable(raw, why('none'));
  if (twoDigit && fourDigit) {
    return flag('YEAR_AMBIGUOUS', 'year', say('YEAR_AMBIGUOUS', { value: quote(raw) }));
  }
  if (twoDigit) lower(0.95, 'two-digit years read with a century pivot', say('note.year.twoDigit'), 'YEAR_TWO_DIGIT');
  if (twoDigit && raw.includes('/')) lower(0.8, 'two-digit years around a slash may be a month and year', say('note.year.slash'), 'YEAR_AMBIGUOUS');
  const sorted = [...years].sort((x, y) => x - y);
  const bad = sorted.find((y) => y < FIRST_MODEL_YEAR || y > currentYear + 2);
  if (bad !== undefined) return outOfRange(raw, bad, currentYear);
  notes.unshift(sorted.length === 1 ? `year ${sorted[0]}` : `${sorted.length} years ${sorted[0]}–${sorted.at(-1)}`);
  const span = { count: sorted.length, first: String(sorted[0]), last: String(sorted.at(-1)) };
  const said =
    sorted.length === 1
      ? reasons.length
        ? say('note.year.oneWith', { year: span.first, reasons })
        : say('note.year.one', { year: span.first })
      : reasons.length
        ? say('note.year.spanWith', { ...span, reasons })
        : say('note.year.span', span);
  return { years: sorted, confidence, note: notes.join('; '), said, code };
}

function outOfRange(raw: string, year: number, currentYear: number): Issue {
  return reject(
    'YEAR_OUT_OF_RANGE',
    'year',
    say('YEAR_OUT_OF_RANGE', { value: quote(raw), year: String(year), first: String(FIRST_MODEL_YEAR), last: String(currentYear + 2) }),
  );
}

/** Years from separate "from" and "to" columns. */
export function parseYearColumns(from: string | undefined, to: string | undefined, options?: YearOptions): YearSpec | Issue {
  const f = from?.trim() ?? '';
  const t = to?.trim() ?? '';
  if (!f && !t) return unparseable('', why('bothEmpty'));
  if (!f) {
    return flag('YEAR_START_MISSING', 'yearFrom', say('YEAR_START_MISSING.columns', { value: quote(t) }));
  }
  const start = parseYears(f, options);
  if (isIssue(start)) return { ...start, field: 'yearFrom' };
  if (start.years.length !== 1 && start.openFrom === undefined) {
    return unparseable(f, why('fromMany'));
  }
  const first = start.openFrom ?? start.years[0]!;
  if (!t) return parseYears(`${first}+`, options);
  const end = parseYears(t, options);
  if (isIssue(end)) return { ...end, field: 'yearTo' };
  if (end.years.length !== 1) return unparseable(t, why('toMany'));
  return parseYears(`${f}-${t}`, options);
}

/**
 * The public one-call form: text → years. Open-ended spans run to `openEnd` (default: this year) and
 * keep their low confidence.
 */
export function normalizeYears(text: string, options?: YearOptions): Decision<number[]> | Finding {
  const spec = parseYears(text, options);
  return yearDecision(spec, options);
}

export function normalizeYearColumns(from: string | undefined, to: string | undefined, options?: YearOptions): Decision<number[]> | Finding {
  return yearDecision(parseYearColumns(from, to, options), options);
}

function yearDecision(spec: YearSpec | Issue, options?: YearOptions): Decision<number[]> | Finding {
  if (isIssue(spec)) {
    return { code: spec.code, severity: spec.effect === 'reject' ? 'error' : 'warning', message: spec.message, ...saidFields(spec.code, spec.said) };
  }
  if (spec.openFrom !== undefined) {
    const end = Math.max(spec.openFrom, options?.openEnd ?? currentYearOf(options));
    return { value: range(spec.openFrom, end), confidence: spec.confidence, note: `${spec.note}, read as through ${end}` };
  }
  return { value: spec.years, confidence: spec.confidence, note: spec.note };
}

/** Years as a short text: `2010–2014, 2016`. */
export function yearList(years: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < years.length; ) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j]! + 1) j++;
    parts.push(i === j ? `${years[i]}` : `${years[i]}–${years[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

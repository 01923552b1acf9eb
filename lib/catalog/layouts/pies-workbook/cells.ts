import { fitCode, fitCount, fitDate, fitDecimal, fitText, fitUri, fitYesNo } from '../../pies';
import { findingOf, say, type Said } from '../../messages';
import type { Finding, SourceRow } from '../../types';
import { COUNTRY_CODES, CURRENCY_CODES, LANGUAGE_CODES } from '../../validate';

/** Where findings go (a FindingLog: capped per code, counted exactly). */
export interface FindingOut {
  add(finding: Finding): void;
}

/** Header names compared without case, spaces or underscores. */
export const columnKey = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

/** Language codes people write that ISO 639-1 spells otherwise. */
const LANGUAGE_HINTS: Record<string, string> = { SP: 'ES', GE: 'DE', GR: 'EL', JP: 'JA', CN: 'ZH', DK: 'DA', SE: 'SV', CZ: 'CS', KR: 'KO', UA: 'UK' };

/**
 * One row of a segment sheet, read cell by cell against the PIES type each cell goes to. A cell
 * that does not fit is not written, and says so: a finding naming the sheet, row and column.
 */
export class SheetRow {
  constructor(
    readonly sheet: string,
    readonly source: SourceRow,
    private readonly columns: ReadonlyMap<string, number>,
    private readonly headers: readonly string[],
    private readonly findings: FindingOut,
  ) {}

  get row(): number {
    return this.source.row;
  }

  /** The trimmed cell under that header; undefined when blank or the sheet has no such column. */
  get(column: string): string | undefined {
    const i = this.columns.get(columnKey(column));
    if (i === undefined) return undefined;
    const v = (this.source.values[i] ?? '').trim();
    return v === '' ? undefined : v;
  }

  /** The header as the sheet spells it. */
  header(column: string): string {
    const i = this.columns.get(columnKey(column));
    return i === undefined ? column : (this.headers[i] ?? column);
  }

  /** Records a value left out: where it was, what it was, and why (a `pies.why.*` text). */
  drop(column: string, value: string, why: Said): undefined {
    const header = this.header(column);
    const said = say('PIES_WORKBOOK_VALUE_DROPPED', { sheet: this.sheet, row: String(this.row), column: header, value, why });
    this.findings.add(findingOf('PIES_WORKBOOK_VALUE_DROPPED', 'warning', said, { row: this.row, column: `${this.sheet}!${header}` }));
    return undefined;
  }

  /**
   * A note about the row as a whole (a record left out, a part not in Items): `id` a text whose
   * `sheet` and `row` this fills in.
   */
  note(code: string, severity: Finding['severity'], id: string, params: Record<string, string | Said> = {}, column?: string): void {
    const said = say(id, { sheet: this.sheet, row: String(this.row), ...params });
    this.findings.add(findingOf(code, severity, said, { row: this.row, ...(column ? { column: `${this.sheet}!${this.header(column)}` } : {}) }));
  }

  private fit<T>(column: string, fit: (v: string) => T | null, why: Said): T | undefined {
    const v = this.get(column);
    if (v === undefined) return undefined;
    const fitted = fit(v);
    return fitted === null ? this.drop(column, v, why) : fitted;
  }

  text(column: string, min: number, max: number): string | undefined {
    return this.fit(column, (v) => fitText(v, min, max), min === max ? say('pies.why.textExact', { n: String(min) }) : say('pies.why.textRange', { min: String(min), max: String(max) }));
  }

  code(column: string, n: number): string | undefined {
    return this.fit(column, (v) => fitCode(v, n), say('pies.why.code', { n: String(n) }));
  }

  yesNo(column: string): 'Y' | 'N' | undefined {
    return this.fit(column, fitYesNo, say('pies.why.yesNo'));
  }

  date(column: string): string | undefined {
    return this.fit(column, fitDate, say('pies.why.date'));
  }

  uri(column: string): string | undefined {
    return this.fit(column, fitUri, say('pies.why.uri'));
  }

  /** A whole number from 1 to `max`. */
  count(column: string, max: number): number | undefined {
    return this.fit(column, (v) => (fitCount(toNumber(v), max) === null ? null : toNumber(v)!), say('pies.why.count', { max }));
  }

  /** A decimal above 0 with at most `totalDigits` digits (4 after the point). */
  positive(column: string, totalDigits: number): number | undefined {
    return this.fit(
      column,
      (v) => (fitDecimal(toNumber(v), { fractionDigits: 4, totalDigits, positive: true }) === null ? null : toNumber(v)!),
      say('pies.why.positive', { digits: String(totalDigits) }),
    );
  }

  /** An ISO 639-1 language code (what PIES LanguageCode attributes carry); `consequence` says what happens without it. */
  language(column: string, consequence: Said = say('pies.why.leftOut')): string | undefined {
    return this.fit(column, (v) => (LANGUAGE_CODES.has(v.toUpperCase()) ? v.toUpperCase() : null), languageWhy(this.get(column), consequence));
  }

  currency(column: string): string | undefined {
    return this.fit(column, (v) => (CURRENCY_CODES.has(v.toUpperCase()) ? v.toUpperCase() : null), say('pies.why.currency'));
  }

  country(column: string): string | undefined {
    return this.fit(column, (v) => (COUNTRY_CODES.has(v.toUpperCase()) ? v.toUpperCase() : null), say('pies.why.country'));
  }
}

/** Why a language code was refused, with the ISO code meant when it is a known slip. */
export function languageWhy(value: string | undefined, consequence: Said = say('pies.why.leftOut')): Said {
  const hint = value ? LANGUAGE_HINTS[value.trim().toUpperCase()] : undefined;
  return hint ? say('pies.why.languageHint', { hint, consequence }) : say('pies.why.language', { consequence });
}

/** A number as a cell holds it (Excel writes numbers with a point); undefined when it is none. */
export function toNumber(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const t = v.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** Column index by header key, first occurrence winning. */
export function columnIndex(header: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  header.forEach((h, i) => {
    const k = columnKey(h);
    if (!m.has(k)) m.set(k, i);
  });
  return m;
}

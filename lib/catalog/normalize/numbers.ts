/**
 * Decimal numbers as catalogs write them: `1,25`, `1.234,50`, `1,234.50`, `1 234,50`, `1'234.50`.
 * A lone separator followed by exactly three digits (`1,250` / `1.250`) is ambiguous — thousands or
 * decimals — unless the catalog's decimal mark is known; otherwise it is read by the catalog's
 * language, marked ambiguous.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';

export interface ParsedNumber {
  value: number;
  /** True when the reading depended on the catalog language (`1,250`). */
  ambiguous: boolean;
}

const SPACES = /[\s\u00a0\u202f']/g;
const NUMBER = /^[-+]?(?:\d[\d.,]*)?\d(?:[.,]\d*)?$|^[-+]?[.,]\d+$/;

/** Reads the first number in `text` (units and currency around it are the caller's business). */
export function parseDecimal(text: string, language: CatalogLanguage = 'en', decimalMark?: ',' | '.'): ParsedNumber | null {
  const s = text.replace(SPACES, '');
  if (!s || !NUMBER.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalized: string;
  let ambiguous = false;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the later one is the decimal separator.
    normalized = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const count = s.split(sep).length - 1;
    const after = s.length - s.lastIndexOf(sep) - 1;
    if (count > 1) {
      normalized = s.split(sep).join(''); // 1.234.567 / 1,234,567
    } else if (after === 3 && /^[-+]?\d{1,3}[.,]/.test(s) && !/^[-+]?0[.,]/.test(s)) {
      // The catalog's own decimal mark (seen in its other numbers, or set) settles it; else the language, with doubt.
      ambiguous = decimalMark === undefined;
      const thousands = decimalMark ? sep !== decimalMark : language === 'en' ? sep === ',' : sep === '.';
      normalized = thousands ? s.replace(sep, '') : s.replace(sep, '.');
    } else {
      normalized = s.replace(sep, '.');
    }
  } else {
    normalized = s;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? { value, ambiguous } : null;
}

/** Rounds to the 4 fraction digits PIES allows for weights and dimensions. */
export function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

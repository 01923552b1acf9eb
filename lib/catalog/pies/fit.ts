import { formatDecimal } from '../xml/decimal';
import { isXsDate } from '../xml/date';

/**
 * Whether a value fits the PIES 7.2 type of the element or attribute it goes to, as the text to
 * write; null when it does not. Shared by the writer (which leaves a misfit out) and the readers
 * that fill items (which report a misfit where it came from: sheet, row and column).
 */

/** A code of exactly `n` characters, upper-cased. */
export function fitCode(value: string | undefined, n: number): string | null {
  const t = (value ?? '').trim().toUpperCase();
  return t.length === n ? t : null;
}

/** Text of `min`..`max` characters (trimmed). */
export function fitText(value: string | undefined, min: number, max: number): string | null {
  const t = (value ?? '').trim();
  return t.length >= min && t.length <= max ? t : null;
}

/** An xs:positiveInteger from 1 to `max`. */
export function fitCount(value: number | undefined, max: number): string | null {
  return value !== undefined && Number.isSafeInteger(value) && value >= 1 && value <= max ? String(value) : null;
}

/** An xs:decimal under the schema's facets. */
export function fitDecimal(
  value: number | undefined,
  facets: { fractionDigits: number; totalDigits: number; positive?: boolean },
): string | null {
  return value === undefined ? null : formatDecimal(value, facets);
}

/** An xs:date (YYYY-MM-DD, a real day). */
export function fitDate(value: string | undefined): string | null {
  const t = (value ?? '').trim();
  return isXsDate(t) ? t : null;
}

/** Y or N. */
export function fitYesNo(value: string | undefined): 'Y' | 'N' | null {
  const t = (value ?? '').trim().toUpperCase();
  return t === 'Y' || t === 'N' ? t : null;
}

/** An xs:anyURI of at most 2000 characters: no spaces or control characters. */
export function fitUri(value: string | undefined): string | null {
  const t = (value ?? '').trim();
  return t.length >= 1 && t.length <= 2000 && !/[\s\p{Cc}]/u.test(t) ? t : null;
}

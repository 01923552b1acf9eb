/**
 * The comparison key for names: case, spacing, punctuation and accents do not matter, so
 * `F-150`, `F150` and `f 150` share one key, as do `Citroën` and `CITROEN`.
 */

const NON_ASCII = /[^\u0000-\u007f]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const FOLDED_LETTERS = /[ßæœøłđþ]/g;
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };
const NOT_ALNUM = /[^a-z0-9]+/g;

/** Lower-case ASCII letters and digits only; `&` reads as `and`, `+` as `plus`. */
export function nameKey(text: string): string {
  let s = text.toLowerCase();
  if (NON_ASCII.test(s)) {
    s = s.normalize('NFD').replace(COMBINING_MARKS, '').replace(FOLDED_LETTERS, (c) => FOLDS[c] ?? c);
  }
  if (s.includes('&')) s = s.replaceAll('&', 'and');
  if (s.includes('+')) s = s.replaceAll('+', 'plus');
  return s.replace(NOT_ALNUM, '');
}

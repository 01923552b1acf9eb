/**
 * Formats a number as an `xs:decimal` literal (never exponent notation), rounded to
 * `fractionDigits`, trailing zeros removed. Returns null when the value cannot be written under
 * the schema's `totalDigits` / `minExclusive=0` facets, so the caller can report it instead of
 * writing a file that fails the XSD.
 */
export function formatDecimal(
  value: number,
  facets: { fractionDigits: number; totalDigits: number; positive?: boolean },
): string | null {
  if (!Number.isFinite(value)) return null;
  if (facets.positive && !(value > 0)) return null;
  if (Math.abs(value) >= 1e21) return null; // toFixed switches to exponent notation there
  let s = value.toFixed(facets.fractionDigits);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  if (s === '-0') s = '0';
  if (facets.positive && Number(s) <= 0) return null; // rounded down to zero
  const digits = s
    .replace(/^-/, '')
    .replace('.', '')
    .replace(/^0+(?=\d)/, '');
  if (digits.length > facets.totalDigits) return null;
  return s;
}

/**
 * Auto Care brand codes (BrandAAIAID / BrandID): four capital letters matching the schemas'
 * `[B-Z-[EIOU]][B-Z-[EIO]][B-Z-[OU]][A-Z]` — vowels are excluded per position so codes never spell
 * words. XSD character-class subtraction is not JavaScript, so the classes are spelled out.
 */
const BRAND_CODE = /^[B-DF-HJ-NP-TV-Z][B-DF-HJ-NP-Z][B-NP-TV-Z][A-Z]$/;

export function isValidBrandCode(code: string): boolean {
  return BRAND_CODE.test(code);
}

/** Explains why a brand code is rejected, for messages a data manager can act on. */
export function describeBrandCodeProblem(code: string): string | null {
  if (isValidBrandCode(code)) return null;
  if (code.length !== 4) return `a brand code has exactly 4 letters; "${code}" has ${code.length}`;
  if (!/^[A-Z]{4}$/.test(code)) return `a brand code is 4 capital letters A–Z; "${code}" is not`;
  const rules: [RegExp, string][] = [
    [/^[B-DF-HJ-NP-TV-Z]/, 'the 1st letter cannot be A, E, I, O or U'],
    [/^.[B-DF-HJ-NP-Z]/, 'the 2nd letter cannot be A, E, I or O'],
    [/^..[B-NP-TV-Z]/, 'the 3rd letter cannot be A, O or U'],
  ];
  for (const [re, why] of rules)
    if (!re.test(code)) return `"${code}" is not a valid Auto Care brand code: ${why}`;
  return `"${code}" is not a valid Auto Care brand code`;
}

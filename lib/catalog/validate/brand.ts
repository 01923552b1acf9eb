import { render, say, type Said } from '../messages';

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
  const problem = brandCodeProblem(code);
  return problem && render(problem);
}

/** Why a brand code is rejected, as a catalogue text (`brand.*`), or null when it is valid. */
export function brandCodeProblem(code: string): Said | null {
  if (isValidBrandCode(code)) return null;
  if (code.length !== 4) return say('brand.length', { code, length: code.length });
  if (!/^[A-Z]{4}$/.test(code)) return say('brand.letters', { code });
  const rules: [RegExp, Said][] = [
    [/^[B-DF-HJ-NP-TV-Z]/, say('brand.why.first')],
    [/^.[B-DF-HJ-NP-Z]/, say('brand.why.second')],
    [/^..[B-NP-TV-Z]/, say('brand.why.third')],
  ];
  for (const [re, why] of rules) if (!re.test(code)) return say('brand.rule', { code, why });
  return say('brand.invalid', { code });
}

import type { CanonicalField, CatalogLanguage } from '../types';
import { editDistance, headerKey } from './header-key';
import { HEADER_TERMS, HEADER_UNITS, type LexiconLanguage, MAKE_OR_BRAND_TERMS } from './header-lexicon';

export type MatchKind = 'exact' | 'unit' | 'numbered' | 'contains' | 'typo';

export interface HeaderMatch {
  field: CanonicalField;
  /** The lexicon spelling that matched. */
  term: string;
  /** Languages that use this spelling; empty for language-neutral codes (EAN, BaseVehicleID). */
  langs: CatalogLanguage[];
  how: MatchKind;
  confidence: number;
  /** Unit named in the header ("Weight (kg)" → kg). */
  unit?: string;
  /** "Marke", "Marca", "Manufacturer": the values decide between vehicle make and part brand. */
  makeOrBrand: boolean;
  /** Another field the header also contains ("Make/Model"), when the match is a guess between them. */
  rival?: CanonicalField;
}

interface Term {
  field: CanonicalField;
  term: string;
  langs: Set<CatalogLanguage>;
  weak: boolean;
  tokens: string[];
}

const MAKE_OR_BRAND = new Set(MAKE_OR_BRAND_TERMS.map(headerKey));

/** Keys the lexicon gives two different fields; must stay empty (a test checks). */
export const LEXICON_CONFLICTS: string[] = [];

const EXACT = new Map<string, Term>();
for (const [lang, fields] of Object.entries(HEADER_TERMS) as [LexiconLanguage, Partial<Record<CanonicalField, readonly string[]>>][]) {
  for (const [field, spellings] of Object.entries(fields) as [CanonicalField, readonly string[]][]) {
    for (const spelling of spellings) {
      const weak = spelling.endsWith('~');
      const term = weak ? spelling.slice(0, -1) : spelling;
      // Index the camelCase-split and the plain fold, so "PCdb ID" and "PCDB ID" both land.
      for (const key of new Set([headerKey(term), plainKey(term)])) {
        const known = EXACT.get(key);
        if (known && known.field !== field) {
          LEXICON_CONFLICTS.push(`"${key}": ${known.field} vs ${field}`);
          continue;
        }
        const entry = known ?? { field, term, langs: new Set<CatalogLanguage>(), weak, tokens: key.split(' ') };
        if (lang !== 'intl') entry.langs.add(lang);
        EXACT.set(key, entry);
      }
    }
  }
}
/** Candidates for "header contains this term": not weak, not tiny; longest first. */
const CONTAINABLE = [...EXACT.entries()]
  .filter(([key, t]) => !t.weak && key.length >= 3)
  .sort((a, b) => b[0].length - a[0].length);

function plainKey(text: string): string {
  return headerKey(text.toLowerCase());
}

/**
 * Matches one header against the lexicon: exact (after folding), then with a trailing unit
 * removed ("Gewicht (kg)"), then with a trailing number removed ("Note 2"), then as a phrase
 * inside a longer header ("Brake Part Number"), then one typo away ("Teilenumer").
 */
export function matchHeader(header: string): HeaderMatch | null {
  const keys = [...new Set([headerKey(header), plainKey(header)])].filter((k) => k !== '');
  if (keys.length === 0) return null;
  for (const key of keys) {
    const exact = EXACT.get(key);
    if (exact) return result(exact, 'exact');
  }
  for (const key of keys) {
    const { rest, unit } = stripUnit(key);
    if (unit === undefined || rest === '') continue;
    const hit = EXACT.get(rest);
    if (hit) return { ...result(hit, 'unit'), unit };
  }
  for (const key of keys) {
    const { rest, unit } = stripUnit(key);
    const unnumbered = rest.replace(/(?: \d+)+$/, '');
    if (unnumbered === rest || unnumbered === '') continue;
    const hit = EXACT.get(unnumbered);
    if (hit && !hit.weak) return { ...result(hit, 'numbered'), ...(unit ? { unit } : {}) };
  }
  for (const key of keys) {
    const { rest, unit } = stripUnit(key);
    const contained = containedTerms(rest);
    const [best, ...others] = contained;
    if (best) {
      const rival = others.find((t) => t.field !== best.field && t.tokens.length === best.tokens.length)?.field;
      return { ...result(best, 'contains'), ...(unit ? { unit } : {}), ...(rival ? { rival, confidence: 0.6 } : {}) };
    }
  }
  for (const key of keys) {
    const { rest, unit } = stripUnit(key);
    if (rest.length < 6) continue;
    for (const [termKey, t] of CONTAINABLE) {
      if (termKey.length < 6 || t.weak) continue;
      if (editDistance(rest, termKey, 1) <= 1) return { ...result(t, 'typo'), ...(unit ? { unit } : {}) };
    }
  }
  return null;
}

function containedTerms(key: string): Term[] {
  const padded = ` ${key} `;
  const found: Term[] = [];
  for (const [termKey, t] of CONTAINABLE) {
    if (termKey !== key && padded.includes(` ${termKey} `) && !found.some((f) => f.field === t.field)) found.push(t);
  }
  return found;
}

const CONFIDENCE: Record<MatchKind, number> = { exact: 0.95, unit: 0.94, numbered: 0.9, contains: 0.8, typo: 0.75 };

function result(t: Term, how: MatchKind): HeaderMatch {
  const confidence = t.weak ? 0.7 : CONFIDENCE[how];
  return { field: t.field, term: t.term, langs: [...t.langs], how, confidence, makeOrBrand: MAKE_OR_BRAND.has(headerKey(t.term)) };
}

/** "gewicht in kg" → { rest: "gewicht", unit: "kg" }. */
function stripUnit(key: string): { rest: string; unit?: string } {
  const tokens = key.split(' ');
  const last = tokens[tokens.length - 1] ?? '';
  const unit = tokens.length > 1 ? HEADER_UNITS[last] : undefined;
  if (unit === undefined) return { rest: key };
  tokens.pop();
  // "in kg", "en kg", "em kg", "per kg" — a preposition before the unit goes too.
  if (tokens.length > 1 && ['in', 'en', 'em', 'per', 'pro', 'par'].includes(tokens[tokens.length - 1] ?? '')) tokens.pop();
  return { rest: tokens.join(' '), unit };
}

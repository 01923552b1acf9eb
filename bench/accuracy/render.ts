/**
 * How one value is written in a catalog cell: years, makes, models, part types, positions,
 * quantities, prices and measures, each in the catalog's language and habits. Only spellings from
 * vocabulary.ts; nothing here knows what the engine accepts.
 */
import type { Rng } from './prng';
import type { VehicleLineInfo } from './reference-index';
import {
  MAKE_VARIANTS,
  MODEL_GENERATIONS,
  MODEL_VARIANTS,
  PART_TERMS,
  POSITION_PARTS,
  POSITION_WORDS,
  QTY_UNITS,
  SINGLE_YEAR_NOTATIONS,
  SPAN_NOTATIONS,
  type Lang,
} from './vocabulary';

// --- years ------------------------------------------------------------------------------------

export function yearText(from: number, to: number, notation: string, single: string): string {
  const two = (y: number): string => String(y % 100).padStart(2, '0');
  const t = from === to ? single : notation;
  return t.replaceAll('{aa}', two(from)).replaceAll('{bb}', two(to)).replaceAll('{a}', String(from)).replaceAll('{b}', String(to));
}

/** A catalog sticks to one to three span notations per language. */
export function chooseNotations(lang: Lang, rng: Rng): { spans: string[]; singles: string[] } {
  const spans = rng.sample(SPAN_NOTATIONS[lang], rng.int(1, 3));
  const singles = rng.chance(0.7) ? ['{a}'] : rng.sample(SINGLE_YEAR_NOTATIONS[lang], 2);
  return { spans, singles };
}

// --- makes and models ------------------------------------------------------------------------------

export type MakeStyle = 'official' | 'variants' | 'corporate';

export function makeText(makeName: string, style: MakeStyle, rng: Rng): string {
  const v = MAKE_VARIANTS[makeName];
  if (!v || style === 'official') return makeName;
  if (style === 'corporate') return rng.chance(0.75) && v.corporate.length ? rng.pick(v.corporate) : makeName;
  return rng.chance(0.5) && v.short.length ? rng.pick(v.short) : makeName;
}

/** A short make a catalog glues in front of the model ("VW Golf"). */
export function gluedMake(makeName: string, rng: Rng): string {
  const v = MAKE_VARIANTS[makeName];
  const shortest = v?.short.filter((s) => s.length <= makeName.length && !/[.()]/.test(s)) ?? [];
  return rng.chance(0.6) && shortest.length ? rng.pick(shortest) : makeName;
}

export function modelVariant(modelName: string, lang: Lang, rng: Rng): string {
  const v = MODEL_VARIANTS[modelName];
  const options = [...(v?.[lang] ?? []), ...(v?.['*'] ?? [])];
  return options.length ? rng.pick(options) : modelName;
}

/** The generation name when the whole span lies inside one (Golf VII for 2013–2017), else null. */
export function generationOf(modelName: string, from: number, to: number): string | null {
  const g = MODEL_GENERATIONS[modelName]?.find((x) => from >= x.from && to <= x.to);
  return g ? g.name : null;
}

/** One edit on a letter (substitution, deletion or transposition), digits never touched. */
export function typo(text: string, rng: Rng): string {
  const letters = [...text].map((c, i) => (/[a-z]/i.test(c) ? i : -1)).filter((i) => i > 0);
  if (letters.length < 4) return text;
  const i = rng.pick(letters);
  const chars = [...text];
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const c = chars[i] as string;
    const alphabet = 'aeioulnrst'.replace(c.toLowerCase(), '');
    const sub = alphabet[rng.int(0, alphabet.length - 1)] as string;
    chars[i] = c === c.toUpperCase() ? sub.toUpperCase() : sub;
  } else if (kind === 1) {
    chars.splice(i, 1);
  } else if (i + 1 < chars.length && /[a-z]/i.test(chars[i + 1] as string)) {
    [chars[i], chars[i + 1]] = [chars[i + 1] as string, chars[i] as string];
  } else {
    chars.splice(i, 1);
  }
  return chars.join('');
}

export function lineYearsInGeneration(line: VehicleLineInfo): { from: number; to: number }[] {
  return (MODEL_GENERATIONS[line.modelName] ?? [])
    .map((g) => ({ from: Math.max(g.from, line.firstYear), to: Math.min(g.to, line.lastYear) }))
    .filter((g) => g.from <= g.to);
}

// --- part types and positions -----------------------------------------------------------------------

/** A catalog's term per part type and language: mostly one house term, sometimes another. */
export class PartTerms {
  private readonly houseTerms = new Map<string, string>();

  constructor(
    private readonly official: boolean,
    private readonly rng: Rng,
  ) {}

  term(ptName: string, lang: Lang): string {
    if (this.official) return ptName;
    const house = this.house(ptName, lang);
    return this.rng.chance(0.85) ? house : this.rng.pick(PART_TERMS[ptName]?.[lang] ?? [ptName]);
  }

  /** The catalog's usual term for a part type in a language, decided on first use. */
  house(ptName: string, lang: Lang): string {
    if (this.official) return ptName;
    const key = `${ptName}|${lang}`;
    let house = this.houseTerms.get(key);
    if (house === undefined) {
      // English catalogs often use the PCdb name itself as their house term.
      house = lang === 'en' && this.rng.chance(0.3) ? ptName : this.rng.pick(PART_TERMS[ptName]?.[lang] ?? [ptName]);
      this.houseTerms.set(key, house);
    }
    return house;
  }
}

/** Full words: the first entry of each list; abbreviated: any entry, corner codes where a language has them. */
export function positionText(posName: string, lang: Lang, abbrev: boolean, rng: Rng): string {
  const parts = POSITION_PARTS[posName];
  if (!parts) throw new Error(`no position parts for ${posName}`);
  const w = POSITION_WORDS[lang];
  const pick = (list: readonly string[]): string => (abbrev ? rng.pick(list) : (list[0] as string));
  if (abbrev && parts.axle && (parts.side === 'left' || parts.side === 'right') && !parts.level) {
    const corner = w.corners[`${parts.axle}-${parts.side}`];
    if (corner && rng.chance(0.6)) return rng.pick(corner);
  }
  const tokens: string[] = [];
  if (parts.axle) tokens.push(pick(w[parts.axle]));
  if (parts.side) tokens.push(pick(w[parts.side]));
  if (parts.level) tokens.push(pick(w[parts.level]));
  // English catalogs write "Left Front" about as often as "Front Left".
  if (lang === 'en' && parts.axle && parts.side && !parts.level && rng.chance(0.3)) tokens.reverse();
  return tokens.join(' ');
}

export function noPositionText(lang: Lang, rng: Rng): string {
  return rng.chance(0.7) ? '' : rng.pick(POSITION_WORDS[lang].none);
}

// --- quantities and numbers -------------------------------------------------------------------------

export type QtyStyle = 'plain' | 'units' | 'decimal';

export function qtyText(qty: number, isSet: boolean, style: QtyStyle, lang: Lang, rng: Rng): string | number {
  if (style === 'units' && rng.chance(0.75)) {
    const u = QTY_UNITS[lang];
    return rng.pick(isSet && qty === 1 ? u.set : u.piece).replace('{n}', String(qty));
  }
  if (style === 'decimal' && rng.chance(0.8)) {
    const text = rng.chance(0.7) ? qty.toFixed(1) : qty.toFixed(2);
    return lang === 'en' ? text : text.replace('.', ',');
  }
  return qty;
}

/** A decimal number the way the language writes it, thousands grouped when asked. */
export function decimal(value: number, places: number, lang: Lang, group: boolean): string {
  const [int, frac] = value.toFixed(places).split('.') as [string, string | undefined];
  const sep = lang === 'en' ? ',' : lang === 'fr' ? '\u202f' : '.';
  const grouped = group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, sep) : int;
  if (frac === undefined) return grouped;
  return grouped + (lang === 'en' ? '.' : ',') + frac;
}

export function currencyFor(lang: Lang): { code: string; symbol: string } {
  return lang === 'en' ? { code: 'USD', symbol: '$' } : { code: 'EUR', symbol: '€' };
}

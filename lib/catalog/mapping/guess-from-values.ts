import type { CanonicalField } from '../types';
import { type Shape, exampleValues, shapeSupport } from './value-shapes';

export interface ValueGuess {
  field: CanonicalField;
  confidence: number;
  note: string;
}

/** Distinctive shapes, most telling first: a column of valid GTINs is hardly anything else. */
const BY_SHAPE: { shape: Shape; min: number; field: CanonicalField; confidence: number; label: string }[] = [
  { shape: 'flatAttributes', min: 0.8, field: 'flatAttributes', confidence: 0.9, label: 'flat ACES attribute lists (Name:ID;…)' },
  { shape: 'gtin', min: 0.8, field: 'gtin', confidence: 0.85, label: 'GTIN/EAN/UPC codes with valid check digits' },
  { shape: 'currency', min: 0.9, field: 'currency', confidence: 0.7, label: 'currency codes' },
  { shape: 'vehicleMake', min: 0.8, field: 'make', confidence: 0.7, label: 'vehicle makes' },
  { shape: 'position', min: 0.8, field: 'position', confidence: 0.65, label: 'fitment positions' },
  { shape: 'country', min: 0.9, field: 'countryOfOrigin', confidence: 0.6, label: 'countries' },
  { shape: 'partTypeWords', min: 0.7, field: 'partType', confidence: 0.6, label: 'part type names' },
];

/**
 * Maps a column whose header says nothing ("Column 7", "Feld3", "X") from its values alone.
 * Plain numbers (weight? price? length?) stay unmapped: guessing there would be a coin toss.
 */
export function guessFromValues(values: readonly string[]): ValueGuess | null {
  if (values.length < 3) return null;
  const spans = shapeSupport('yearSpan', values);
  if (spans >= 0.8) {
    const singles = shapeSupport('year', values);
    const years = yearRange(values);
    if (singles < 0.8) {
      return { field: 'year', confidence: 0.7, note: `values look like year spans (e.g. ${exampleValues(values)})` };
    }
    return {
      field: 'year',
      confidence: 0.6,
      note: `values look like ${years ? `4-digit years ${years}` : 'years'}; could also be a from/to year — check`,
    };
  }
  for (const candidate of BY_SHAPE) {
    if (shapeSupport(candidate.shape, values) >= candidate.min) {
      return { field: candidate.field, confidence: candidate.confidence, note: `values look like ${candidate.label} (e.g. ${exampleValues(values)})` };
    }
  }
  if (shapeSupport('prose', values) >= 0.7) {
    return { field: 'description', confidence: 0.55, note: `values are descriptive text (e.g. ${exampleValues(values, 1)})` };
  }
  return null;
}

/** "2005–2014" for a column of single years. */
export function yearRange(values: readonly string[]): string | null {
  const years = values.map((v) => Number(v.replace(/^my\s?/i, ''))).filter((n) => Number.isInteger(n) && n > 1900);
  if (years.length === 0) return null;
  return `${Math.min(...years)}–${Math.max(...years)}`;
}

/** What a column that stays unmapped looks like, so the note helps whoever maps it by hand. */
export function describeValues(values: readonly string[]): string {
  if (values.length === 0) return 'no values in the sample';
  if (values.every((v) => /^\d{8}$|^\d{12,14}$/.test(v))) return `GTIN-like numbers (e.g. ${exampleValues(values)}) whose check digits do not add up — check them`;
  if (shapeSupport('measure', values) >= 0.8) return `numbers (e.g. ${exampleValues(values)}) — weight, price or size? map by hand`;
  if (shapeSupport('partCode', values) >= 0.8) return `codes (e.g. ${exampleValues(values)})`;
  return `text (e.g. ${exampleValues(values)})`;
}

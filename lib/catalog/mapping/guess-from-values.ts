import { say, type Said } from '../messages';
import type { CanonicalField } from '../types';
import { type Shape, exampleValues, shapeSupport } from './value-shapes';

export interface ValueGuess {
  field: CanonicalField;
  confidence: number;
  note: Said;
}

/** Distinctive shapes, most telling first: a column of valid GTINs is hardly anything else. */
const BY_SHAPE: { shape: Shape; min: number; field: CanonicalField; confidence: number; label: Said }[] = [
  { shape: 'flatAttributes', min: 0.8, field: 'flatAttributes', confidence: 0.9, label: say('note.map.shape.flatAttributeLists') },
  { shape: 'gtin', min: 0.8, field: 'gtin', confidence: 0.85, label: say('note.map.shape.gtinCodes') },
  { shape: 'currency', min: 0.9, field: 'currency', confidence: 0.7, label: say('note.map.shape.currencies') },
  { shape: 'vehicleMake', min: 0.8, field: 'make', confidence: 0.7, label: say('note.map.shape.makes') },
  { shape: 'position', min: 0.8, field: 'position', confidence: 0.65, label: say('note.map.shape.fitmentPositions') },
  { shape: 'country', min: 0.9, field: 'countryOfOrigin', confidence: 0.6, label: say('note.map.shape.countries') },
  { shape: 'partTypeWords', min: 0.7, field: 'partType', confidence: 0.6, label: say('note.map.shape.partTypeNames') },
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
      return { field: 'year', confidence: 0.7, note: say('note.map.yearSpans', { examples: exampleValues(values) }) };
    }
    return {
      field: 'year',
      confidence: 0.6,
      note: years ? say('note.map.maybeFromTo', { years }) : say('note.map.maybeFromToPlain'),
    };
  }
  for (const candidate of BY_SHAPE) {
    if (shapeSupport(candidate.shape, values) >= candidate.min) {
      return { field: candidate.field, confidence: candidate.confidence, note: say('note.map.lookLike', { label: candidate.label, examples: exampleValues(values) }) };
    }
  }
  if (shapeSupport('prose', values) >= 0.7) {
    return { field: 'description', confidence: 0.55, note: say('note.map.descriptive', { examples: exampleValues(values, 1) }) };
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
export function describeValues(values: readonly string[]): Said {
  if (values.length === 0) return say('note.map.noValues');
  const examples = exampleValues(values);
  if (values.every((v) => /^\d{8}$|^\d{12,14}$/.test(v))) return say('note.map.gtinLike', { examples });
  if (shapeSupport('measure', values) >= 0.8) return say('note.map.plainNumbers', { examples });
  if (shapeSupport('partCode', values) >= 0.8) return say('note.map.codes', { examples });
  return say('note.map.text', { examples });
}

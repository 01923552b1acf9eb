import type { CanonicalField, ColumnMapping, Mapping, MappingOrigin, SourceRow } from '../types';
import { LANGUAGE_NAMES, detectLanguage } from './detect-language';
import { describeValues, guessFromValues, yearRange } from './guess-from-values';
import { type HeaderMatch, matchHeader } from './match-header';
import { MULTI_VALUE_FIELDS } from './map-row';
import { FIELD_SHAPES, exampleValues, shapeSupport } from './value-shapes';

const DETECTED: MappingOrigin = { kind: 'detected' };

/** Cells per column looked at; more adds time, not certainty. */
const SAMPLE_CELLS = 200;

/**
 * Name columns whose all-numeric values are really the ID-coded field. Not engine or submodel:
 * "1598" under "Engine" is more likely cubic centimetres than an EngineBaseID.
 */
const ID_VARIANT: Partial<Record<CanonicalField, CanonicalField>> = {
  partType: 'partTypeId',
  position: 'positionId',
};

const HOW: Record<HeaderMatch['how'], string> = {
  exact: 'exact',
  unit: 'exact',
  numbered: 'numbered column',
  contains: 'contains',
  typo: 'one letter off',
};

/**
 * Proposes a canonical field for every column from its header (five languages, abbreviations,
 * units) and its values' shapes, each with a confidence and a note saying why. A field that only
 * one column may fill is never given to two: the weaker claim is left unmapped, with a low
 * confidence and a note naming the column that won.
 */
export function detectMapping(header: readonly string[], sample: readonly SourceRow[]): Mapping {
  const makeOrBrand = new Set<number>();
  const columns = header.map((column, index) => mapColumn(column, index, columnValues(sample, index), makeOrBrand));
  settleConflicts(columns, makeOrBrand);
  const language = detectLanguage(header, sample);
  return { language: language.language, languageConfidence: language.confidence, languageNote: language.note, columns };
}

function columnValues(sample: readonly SourceRow[], index: number): string[] {
  const values: string[] = [];
  for (const row of sample) {
    const v = row.values[index]?.trim();
    if (v) values.push(v);
    if (values.length >= SAMPLE_CELLS) break;
  }
  return values;
}

/** `makeOrBrand` collects the columns whose header could name either the make or the brand. */
function mapColumn(column: string, index: number, values: string[], makeOrBrand: Set<number>): ColumnMapping {
  const match = matchHeader(column);
  if (!match) {
    const guess = guessFromValues(values);
    if (guess) return { index, column, field: guess.field, confidence: guess.confidence, note: `header "${column}" not recognised; ${guess.note}`, origin: DETECTED };
    return { index, column, field: null, confidence: 0.5, note: `header "${column}" not recognised; ${describeValues(values)}; not used`, origin: DETECTED };
  }

  let field = match.field;
  let confidence = match.confidence;
  const notes = [headerNote(column, match)];
  if (match.rival) notes.push(`it also names ${match.rival}; check`);

  if (match.makeOrBrand) makeOrBrand.add(index);
  if (match.makeOrBrand && values.length > 0) {
    const makes = shapeSupport('vehicleMake', values);
    if (makes >= 0.5) {
      if (field !== 'make') notes.push(`values are vehicle makes (e.g. ${exampleValues(values)}), so read as the vehicle make`);
      field = 'make';
    } else if (values.length >= 3 && makes < 0.2) {
      if (field !== 'brand') notes.push(`values are not vehicle makes (e.g. ${exampleValues(values)}), so read as the part brand`);
      field = 'brand';
    } else {
      notes.push('vehicle make or part brand? the values do not say clearly');
      confidence -= 0.15;
    }
  }

  const idField = ID_VARIANT[field];
  if (idField && values.length >= 3 && shapeSupport('integer', values) >= 0.9) {
    notes.push(`values are numeric IDs (e.g. ${exampleValues(values)}), so read as ${idField}`);
    field = idField;
  }
  if (field !== 'flatAttributes' && values.length >= 3 && shapeSupport('flatAttributes', values) >= 0.8) {
    notes.push(`values are flat ACES attribute lists (e.g. ${exampleValues(values, 1)})`);
    field = 'flatAttributes';
  }

  confidence = weighValues(field, values, confidence, notes);
  return {
    index,
    column,
    field,
    confidence: round(confidence),
    note: notes.join('; '),
    origin: DETECTED,
    ...(match.unit ? { unit: match.unit } : {}),
  };
}

function headerNote(column: string, match: HeaderMatch): string {
  const langs = match.langs;
  const who = langs.length === 0 ? 'standard' : langs.length >= 4 ? 'common' : langs.map((l) => LANGUAGE_NAMES[l]).join('/');
  const how = match.how === 'exact' || match.how === 'unit' ? HOW[match.how] : `${HOW[match.how]} "${match.term}"`;
  const unit = match.unit ? `, unit ${match.unit}` : '';
  return `${who} header "${column}" (${how}${unit})`;
}

/** Raises confidence when the values fit the field, lowers it when a hard shape does not. */
function weighValues(field: CanonicalField, values: string[], confidence: number, notes: string[]): number {
  if (values.length === 0) {
    notes.push('no values in the sample');
    return confidence - 0.05;
  }
  const expected = FIELD_SHAPES[field];
  if (!expected || values.length < 3) return confidence;
  const support = shapeSupport(expected.shape, values);
  const pct = Math.round(support * 100);
  if (support >= 0.8) {
    const years = expected.shape === 'year' ? yearRange(values) : null;
    notes.push(years ? `values look like 4-digit years ${years}` : `values agree: ${expected.label} (e.g. ${exampleValues(values)})`);
    return Math.min(0.99, confidence + 0.03);
  }
  if (!expected.hard) return confidence;
  if (support < 0.3) {
    notes.push(`but only ${pct}% of values look like ${expected.label} (e.g. ${exampleValues(values)}) — check this column`);
    return confidence * 0.6;
  }
  notes.push(`${pct}% of values look like ${expected.label}`);
  return confidence - 0.1;
}

/**
 * One column per single-valued field. The strongest claim keeps it; a make/brand header that
 * loses turns to the other of the two if free; any other loser is left unmapped, its confidence
 * turned into doubt about leaving it out, and its note names the winner.
 */
function settleConflicts(columns: ColumnMapping[], makeOrBrand: ReadonlySet<number>): void {
  const byField = new Map<CanonicalField, ColumnMapping[]>();
  for (const c of columns) if (c.field) byField.set(c.field, [...(byField.get(c.field) ?? []), c]);
  for (const [field, claims] of byField) {
    if (claims.length < 2) continue;
    if (MULTI_VALUE_FIELDS.has(field)) {
      for (const c of claims) c.note += `; one of ${claims.length} ${field} columns, their values are joined`;
      continue;
    }
    // On a tie, a header that can only mean this field beats a make-or-brand one, then the leftmost.
    const [winner, ...losers] = [...claims].sort(
      (a, b) => b.confidence - a.confidence || Number(makeOrBrand.has(a.index)) - Number(makeOrBrand.has(b.index)) || a.index - b.index,
    );
    if (!winner) continue;
    for (const loser of losers) {
      const other: CanonicalField | null = field === 'make' ? 'brand' : field === 'brand' ? 'make' : null;
      if (other && makeOrBrand.has(loser.index) && !columns.some((c) => c.field === other)) {
        loser.field = other;
        loser.confidence = round(loser.confidence * 0.8);
        loser.note += `; "${winner.column}" is the better ${field}, so this is read as ${other}`;
        continue;
      }
      loser.note += `; would be ${field} (${loser.confidence}) but "${winner.column}" is a better match (${winner.confidence}), so this column is not used — map it by hand if that is wrong`;
      loser.field = null;
      loser.confidence = round(Math.max(0.05, 1 - loser.confidence));
    }
  }
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
}

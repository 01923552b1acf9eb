import { orList, say, type Said } from '../messages';
import type { CanonicalField } from '../types';
import { parseQuantity } from '../normalize';
import { guessFromValues } from './guess-from-values';
import { type NoteParts, share as shareOf } from './notes';
import { ID_FIELDS, type IdField, type ReferenceJudge } from './reference-judge';
import { exampleValues, shapeSupport } from './value-shapes';

/**
 * One reading of a column: the field it would hold, how sure, and the evidence in words. A column
 * gets a claim from its header (if the lexicon knows it) and claims from its values; the sheet-wide
 * assignment (`assignFields`) then picks one field per column.
 */
export interface Claim {
  field: CanonicalField;
  confidence: number;
  /** The evidence, as note parts (lib/catalog/mapping/notes.ts). */
  note: NoteParts;
  /** What decided: the header (weighed by the values), or the values alone. */
  from: 'header' | 'values';
  unit?: string;
  /** VCdb attribute element the column's IDs belong to (flatAttributes columns such as "AspirationID"). */
  attribute?: string;
  /** Fields the cells carry besides this one (a joined vehicle cell: make, years). */
  carries?: ('make' | 'year')[];
}

/** Fewer values than this say nothing about a column. */
const MIN_VALUES = 3;

const REFERENCE_FIELDS: { field: CanonicalField; test: 'partType' | 'make' | 'model' | 'position'; label: Said }[] = [
  { field: 'partType', test: 'partType', label: say('note.map.ref.partTypes') },
  { field: 'make', test: 'make', label: say('note.map.shape.makes') },
  { field: 'model', test: 'model', label: say('note.map.ref.models') },
  { field: 'position', test: 'position', label: say('note.map.ref.positions') },
];

/** "PartTerminology IDs": the IDs of a reference table, as notes name them. */
export const ID_LABEL: Record<IdField, Said> = {
  baseVehicleId: say('note.map.idLabel.baseVehicleId'),
  partTypeId: say('note.map.idLabel.partTypeId'),
  positionId: say('note.map.idLabel.positionId'),
  submodelId: say('note.map.idLabel.submodelId'),
  engineBaseId: say('note.map.idLabel.engineBaseId'),
};

/** Share of the values the reference recognises as each field, for the header claim to weigh. */
export function referenceSupport(values: readonly string[], judge: ReferenceJudge | null): Partial<Record<CanonicalField, number>> {
  const support: Partial<Record<CanonicalField, number>> = {};
  if (!judge || values.length < MIN_VALUES) return support;
  for (const { field, test } of REFERENCE_FIELDS) support[field] = share(values, judge[test]);
  return support;
}

/**
 * What the values alone say the column is. With the reference in use, the strongest evidence: the
 * share of values it recognises as part types, makes, models, positions or IDs of its tables. Then
 * shapes no reference is needed for: years, GTINs, currencies, countries, attribute lists, quantities,
 * prose. Plain amounts (weight? price? size?) claim nothing: that would be a coin toss.
 */
export function valueClaims(values: readonly string[], judge: ReferenceJudge | null, support: Partial<Record<CanonicalField, number>>): Claim[] {
  if (values.length < MIN_VALUES) return [];
  const claims: Claim[] = [];
  for (const { field, label } of REFERENCE_FIELDS) {
    const s = support[field] ?? 0;
    if (s < 0.5) continue;
    claims.push({ field, from: 'values', confidence: 0.5 + 0.45 * s, note: [say('note.map.ofReferenceExamples', { share: shareOf(s), label, examples: exampleValues(values) })] });
  }
  if (judge) {
    claims.push(...idClaims(values, judge));
    for (const joined of joinedVehicleClaim(values, judge)) {
      // "Ford Fiesta" is a model of the reference once the make is taken off: one reading, which
      // carries the make (else the make would be lost whenever the model claim wins).
      const model = claims.find((c) => c.field === 'model');
      if (model) Object.assign(model, { carries: joined.carries, confidence: Math.max(model.confidence, joined.confidence), note: [...model.note, ...joined.note] });
      else claims.push(joined);
    }
  }
  const shape = guessFromValues(values);
  if (shape && !claims.some((c) => c.field === shape.field)) claims.push({ field: shape.field, from: 'values', confidence: shape.confidence, note: [shape.note] });
  const qty = quantityClaim(values);
  if (qty) claims.push(qty);
  return claims;
}

/**
 * Make and model (and maybe years) in one cell — "VW Golf VII 2013-2017", "Peugeot 308 (2014-2017)":
 * a model column that carries the make (and the years), which the normalizer reads from each cell.
 */
function joinedVehicleClaim(values: readonly string[], judge: ReferenceJudge): Claim[] {
  let joined = 0;
  let withYears = 0;
  for (const v of values) {
    const j = judge.joinedVehicle(v);
    if (!j) continue;
    joined++;
    if (j.years) withYears++;
  }
  const s = joined / values.length;
  if (s < 0.6) return [];
  const years = withYears / values.length >= 0.6;
  return [
    {
      field: 'model',
      from: 'values',
      confidence: 0.5 + 0.4 * s,
      carries: years ? ['make', 'year'] : ['make'],
      note: [say(years ? 'note.map.joinedYears' : 'note.map.joined', { share: shareOf(s), examples: exampleValues(values) })],
    },
  ];
}

/** Whole numbers that exist in a table of the reference; several tables may fit (real IDs overlap). */
function idClaims(values: readonly string[], judge: ReferenceJudge): Claim[] {
  if (shapeSupport('integer', values) < 0.9) return [];
  const fits = ID_FIELDS.map((field) => ({ field, s: idShare(values, judge, field) })).filter((f) => f.s >= 0.9);
  return fits.map(({ field, s }) => {
    const others = fits.filter((f) => f.field !== field).map((f) => ID_LABEL[f.field]);
    return {
      field,
      from: 'values' as const,
      confidence: 0.5 + 0.35 * s - 0.1 * others.length,
      note: [
        say('note.map.ofReferenceExamples', { share: shareOf(s), label: ID_LABEL[field], examples: exampleValues(values) }),
        ...(others.length ? [say('note.map.couldAlsoBe', { others: orList(others) })] : []),
      ],
    };
  });
}

/**
 * Small whole numbers, perhaps with unit words ("2 Stk", "1 jeu"): a quantity column whatever its
 * header says. Only a claim, below the accept line: pack sizes look the same.
 */
function quantityClaim(values: readonly string[]): Claim | null {
  let readable = 0;
  let small = 0;
  let withWords = 0;
  for (const v of values) {
    const q = parseQuantity(v);
    const n = 'value' in q ? Number(q.value) : Number(v.replace(',', '.'));
    if (!Number.isFinite(n) || !Number.isInteger(n) || n > 999) continue;
    readable++;
    if (n >= 1 && n <= 12) small++;
    if (/[a-z]/i.test(v)) withWords++;
  }
  if (readable / values.length < 0.9 || small / values.length < 0.8) return null;
  const words = withWords / values.length >= 0.3;
  // Without unit words a column of 1s and 2s could as well be a flag or a pack size.
  const distinct = new Set(values).size;
  if (!words && distinct < 2) return null;
  return {
    field: 'qty',
    from: 'values',
    confidence: words ? 0.8 : 0.7,
    note: [say(words ? 'note.map.quantitiesWithWords' : 'note.map.quantities', { examples: exampleValues(values) })],
  };
}

/** Share of the values that are IDs of `field`'s table in the reference in use ("3.0" read as 3). */
export function idShare(values: readonly string[], judge: ReferenceJudge, field: IdField): number {
  if (values.length === 0) return 0;
  let hits = 0;
  for (const v of values) {
    const n = Number(v.replace(/\.0+$/, ''));
    if (Number.isInteger(n) && judge.hasId(field, n)) hits++;
  }
  return hits / values.length;
}

function share(values: readonly string[], test: (v: string) => boolean): number {
  let hits = 0;
  for (const v of values) if (test(v)) hits++;
  return hits / values.length;
}

import { isAcesAssetName } from '../aces';
import type { CanonicalField } from '../types';
import { say, type Said } from '../messages';
import { valueWords } from './header-key';
import { COUNTRY_CODES, COUNTRY_NAMES, CURRENCY_CODES, PART_TYPE_STEMS, POSITION_WORDS, VEHICLE_MAKES } from './value-vocabulary';

/**
 * Shapes a column's values can have. Each test looks at one trimmed, non-empty cell; a column's
 * support for a shape is the share of its sampled cells that pass.
 */
export type Shape =
  | 'year'
  | 'yearSpan'
  | 'gtin'
  | 'integer'
  | 'positiveInteger'
  | 'assetName'
  | 'quantity'
  | 'measure'
  | 'currency'
  | 'country'
  | 'flatAttributes'
  | 'qdbQualifiers'
  | 'vehicleMake'
  | 'position'
  | 'partTypeWords'
  | 'prose'
  | 'partCode';

const YEAR = '(?:19[2-9]\\d|20[0-4]\\d)';
const SINGLE_YEAR = new RegExp(`^(?:my\\s?)?${YEAR}$|^(?:0?[1-9]|1[0-2])[./-]${YEAR}$|^${YEAR}[./-](?:0?[1-9]|1[0-2])$`, 'i');
const YEAR_OR_MONTH = `(?:(?:0?[1-9]|1[0-2])[./])?(?:${YEAR}|\\d{2})`;
const SPAN_SEP = '(?:-|–|—|/|>|→|->|to|thru|through|bis|à|a|al|hasta|au)';
/** "de 2015 a 2020", "von 2012 bis 2016", "dal 2012 al 2016": a word may open the span. */
const SPAN_OPEN = '(?:(?:de|du|desde|dal|da|von|from)\\s+)?';
const YEAR_SPAN = new RegExp(
  `^(?:my\\s?)?${SPAN_OPEN}${YEAR_OR_MONTH}\\s*${SPAN_SEP}\\s*${YEAR_OR_MONTH}$` +
    `|^${YEAR}\\s*[+-]$` +
    `|^(?:ab|from|since|desde|dal|depuis|des|dès)\\s+${YEAR}$` +
    `|^${YEAR}(?:\\s*[,;]\\s*${YEAR})+$`,
  'i',
);
const FLAT_ATTRIBUTES = /^[A-Za-z][A-Za-z0-9]*\s*[:=]\s*\d+(?:\s*[;|]\s*[A-Za-z][A-Za-z0-9]*\s*[:=]\s*\d+)*\s*;?$/;
/** Qdb-coded qualifiers as flat templates write them: `9775:06/30/1998;`, `4615:07/01/1998;9155;`. */
const QDB_QUALIFIERS = /^\d{1,7}(?::[^;:]+)*(?:;\s*\d{1,7}(?::[^;:]+)*)*;?$/;
const INTEGER = /^\d{1,10}$/;
/** 1, 2, 12 — and 3.0 as a spreadsheet may give a whole number. */
const POSITIVE_INTEGER = /^0*[1-9]\d{0,9}(?:\.0+)?$/;
const QUANTITY = /^\d{1,3}(?:[.,]0+)?$/;
const MEASURE = /^[~≈]?\s*(?:[€$£]\s*)?-?\d{1,3}(?:[ .,']\d{3})*(?:[.,]\d+)?\s*(?:[a-z€$£"]{1,5}\.?)?$|^(?:[€$£]\s*)?-?\d+(?:[.,]\d+)?\s*(?:[a-z€$£"]{1,5}\.?)?$/i;
const PART_CODE = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9\-./ ]{1,30}$/;

const MAKES = new Set(VEHICLE_MAKES);
const POSITIONS = new Set(POSITION_WORDS);
const CONNECTORS = new Set(['and', 'und', 'et', 'y', 'e', 'side']);
const CURRENCIES = new Set(CURRENCY_CODES);
const COUNTRIES = new Set(COUNTRY_CODES);
const COUNTRY_NAME_SET = new Set(COUNTRY_NAMES);

const TESTS: Record<Shape, (v: string) => boolean> = {
  year: (v) => SINGLE_YEAR.test(v),
  yearSpan: (v) => YEAR_SPAN.test(v) || SINGLE_YEAR.test(v),
  gtin: isValidGtin,
  integer: (v) => INTEGER.test(v),
  positiveInteger: (v) => POSITIVE_INTEGER.test(v),
  assetName: isAcesAssetName,
  quantity: (v) => QUANTITY.test(v) && Number(v.replace(',', '.')) > 0,
  measure: (v) => MEASURE.test(v),
  currency: (v) => CURRENCIES.has(v.toLowerCase()),
  country: (v) => COUNTRIES.has(v.toUpperCase()) || COUNTRY_NAME_SET.has(valueWords(v).join(' ')),
  flatAttributes: (v) => FLAT_ATTRIBUTES.test(v),
  qdbQualifiers: (v) => QDB_QUALIFIERS.test(v) && !INTEGER.test(v),
  vehicleMake: (v) => MAKES.has(valueWords(v).join(' ')),
  position: (v) => {
    const words = valueWords(v);
    return words.length > 0 && words.every((w) => POSITIONS.has(w)) && words.some((w) => !CONNECTORS.has(w));
  },
  partTypeWords: (v) => {
    const words = valueWords(v);
    return words.length > 0 && words.length <= 6 && words.some((w) => PART_TYPE_STEMS.some((s) => w.includes(s)));
  },
  prose: (v) => v.length >= 20 && v.split(/\s+/).length >= 3,
  partCode: (v) => PART_CODE.test(v) && v.split(' ').length <= 2,
};

/** Share (0..1) of the values that have the shape; 0 for no values. */
export function shapeSupport(shape: Shape, values: readonly string[]): number {
  if (values.length === 0) return 0;
  const test = TESTS[shape];
  let hits = 0;
  for (const v of values) if (test(v)) hits++;
  return hits / values.length;
}

/**
 * The shape a field's values should have. `hard`: values that do not fit make the header match
 * doubtful (a "Year" column of words). Soft shapes only add confidence when they fit.
 */
export const FIELD_SHAPES: Partial<Record<CanonicalField, { shape: Shape; hard: boolean; label: Said }>> = {
  year: { shape: 'yearSpan', hard: true, label: say('note.map.shape.yearSpans') },
  yearFrom: { shape: 'year', hard: true, label: say('note.map.shape.singleYears') },
  yearTo: { shape: 'year', hard: true, label: say('note.map.shape.singleYears') },
  gtin: { shape: 'gtin', hard: true, label: say('note.map.shape.gtins') },
  qty: { shape: 'quantity', hard: true, label: say('note.map.shape.quantities') },
  weight: { shape: 'measure', hard: true, label: say('note.map.shape.numbers') },
  length: { shape: 'measure', hard: true, label: say('note.map.shape.numbers') },
  width: { shape: 'measure', hard: true, label: say('note.map.shape.numbers') },
  height: { shape: 'measure', hard: true, label: say('note.map.shape.numbers') },
  price: { shape: 'measure', hard: true, label: say('note.map.shape.amounts') },
  currency: { shape: 'currency', hard: true, label: say('note.map.shape.currencies') },
  countryOfOrigin: { shape: 'country', hard: true, label: say('note.map.shape.countries') },
  flatAttributes: { shape: 'flatAttributes', hard: true, label: say('note.map.shape.flatAttributes') },
  qualifiers: { shape: 'qdbQualifiers', hard: true, label: say('note.map.shape.qualifiers') },
  baseVehicleId: { shape: 'integer', hard: true, label: say('note.map.shape.ids') },
  partTypeId: { shape: 'integer', hard: true, label: say('note.map.shape.ids') },
  positionId: { shape: 'integer', hard: true, label: say('note.map.shape.ids') },
  submodelId: { shape: 'integer', hard: true, label: say('note.map.shape.ids') },
  engineBaseId: { shape: 'integer', hard: true, label: say('note.map.shape.ids') },
  assetName: { shape: 'assetName', hard: true, label: say('note.map.shape.assetNames') },
  assetItemOrder: { shape: 'positiveInteger', hard: true, label: say('note.map.shape.positiveIntegers') },
  make: { shape: 'vehicleMake', hard: false, label: say('note.map.shape.makes') },
  position: { shape: 'position', hard: false, label: say('note.map.shape.positionWords') },
  partType: { shape: 'partTypeWords', hard: false, label: say('note.map.shape.partTypeNames') },
  description: { shape: 'prose', hard: false, label: say('note.map.shape.prose') },
  // Hard: a "Testo articolo" column of prose is no part number, whatever the header contains.
  partNumber: { shape: 'partCode', hard: true, label: say('note.map.shape.partCodes') },
};

/** GTIN-8/12/13/14 with a correct GS1 check digit (spaces and a leading apostrophe tolerated). */
export function isValidGtin(value: string): boolean {
  const digits = value.replace(/^'/, '').replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return false;
  if (![8, 12, 13, 14].includes(digits.length)) return false;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** A few of the values, quoted, for notes: `"2015-2020", "2012-2018"`. */
export function exampleValues(values: readonly string[], n = 2): string {
  const distinct = [...new Set(values)].slice(0, n);
  return distinct.map((v) => `"${v.length > 24 ? `${v.slice(0, 23)}…` : v}"`).join(', ');
}

/**
 * Weights and package dimensions → PIES values: the number (decimal commas allowed), the unit written
 * beside it or the catalog's default unit, converted to one PIES UOM code per kind (KG or PG for
 * weights, CM or IN for lengths) and rounded to the 4 decimals PIES allows.
 */

import type { CatalogLanguage, CanonicalField } from '@/lib/catalog/types';
import { say, type Said } from '../messages';
import { quote, warn, type Issue } from './issues';
import { UNITS, type UnitDef, type UnitKind } from './lexicon/money-units';
import { parseDecimal, round4 } from './numbers';

export interface Measure {
  value: number;
  uom: 'KG' | 'PG' | 'CM' | 'IN';
  ambiguous: boolean;
  note: string;
  said: Said;
}

const MEASURE = /^\s*([-+]?[\d.,\s\u00a0']*\d[\d.,]*)\s*([a-zA-Zµ"'.]*)\s*$/;
const DIMENSIONS = /^\s*([\d.,]+)\s*[x×*]\s*([\d.,]+)\s*[x×*]\s*([\d.,]+)\s*([a-zA-Z"']*)\s*$/;

export function unitFor(word: string, kind: UnitKind): UnitDef | undefined {
  const def = UNITS.get(word.toLowerCase().replace(/\.$/, ''));
  return def && def.kind === kind ? def : undefined;
}

function convert(value: number, def: UnitDef): number {
  return round4(value * def.factor);
}

/** Reads `1,25 kg`, `1250 g`, `2.5 lbs`, `120 mm`, `4.7"`; a bare number takes `defaultUnit`. */
export function parseMeasure(
  text: string,
  kind: UnitKind,
  field: CanonicalField,
  language: CatalogLanguage,
  defaultUnit?: string,
  decimalMark?: ',' | '.',
): Measure | Issue {
  const m = MEASURE.exec(text);
  if (!m) return warn(`${kind.toUpperCase()}_UNPARSEABLE`, field, say('measure.unparseable', { kind, value: quote(text) }));
  const num = parseDecimal(m[1]!, language, decimalMark);
  if (!num || num.value <= 0) {
    return warn(`${kind.toUpperCase()}_UNPARSEABLE`, field, say('measure.notPositive', { kind, value: quote(text) }));
  }
  const unitWord = m[2] ?? '';
  let def: UnitDef | undefined;
  let note: string;
  let said: Said;
  if (unitWord) {
    def = unitFor(unitWord, kind);
    if (!def) return warn('UOM_UNKNOWN', field, say('UOM_UNKNOWN', { kind, value: quote(text), unit: `'${unitWord}'` }));
    note = `${num.value} ${unitWord} → ${convert(num.value, def)} ${def.target}`;
    said = say('note.measure', { value: String(num.value), unit: unitWord, converted: String(convert(num.value, def)), target: def.target });
  } else if (defaultUnit) {
    def = unitFor(defaultUnit, kind);
    if (!def) return warn('UOM_UNKNOWN', field, say('UOM_UNKNOWN.default', { kind, unit: `'${defaultUnit}'`, value: quote(text) }));
    note = `${num.value} in the catalog's unit ${defaultUnit} → ${convert(num.value, def)} ${def.target}`;
    said = say('note.measure.catalogUnit', { value: String(num.value), unit: defaultUnit, converted: String(convert(num.value, def)), target: def.target });
  } else {
    return warn(
      'UOM_MISSING',
      field,
      say('UOM_MISSING', { kind, value: quote(text) }),
    );
  }
  return { value: convert(num.value, def), uom: def.target, ambiguous: num.ambiguous, note, said };
}

/** `120 x 80 x 40 mm` in one cell → three lengths (length × width × height). */
export function parseDimensionTriple(text: string, language: CatalogLanguage, defaultUnit?: string, decimalMark?: ',' | '.') {
  const m = DIMENSIONS.exec(text);
  if (!m) return null;
  const unit = m[4] || defaultUnit || '';
  return [m[1]!, m[2]!, m[3]!].map((n) => parseMeasure(unit ? `${n} ${unit}` : n, 'length', 'length', language, defaultUnit, decimalMark));
}

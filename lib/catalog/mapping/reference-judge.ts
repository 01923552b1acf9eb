import { nameKey, type ReferenceSet } from '../reference';
import { readPosition, PartTypeIndex, VehicleNameIndex, isIssue } from '../normalize';
import type { CanonicalField } from '../types';

/** Fields a whole-number column can hold, told apart by the reference's tables. */
export type IdField = Extract<CanonicalField, 'baseVehicleId' | 'partTypeId' | 'positionId' | 'submodelId' | 'engineBaseId'>;
export const ID_FIELDS: readonly IdField[] = ['baseVehicleId', 'partTypeId', 'positionId', 'submodelId', 'engineBaseId'];

/**
 * Tells whether one cell names something in the reference actually loaded: a part type (PCdb names,
 * aliases and the multilingual vocabulary, as the row matcher reads them), a vehicle make, a model of
 * any make, a position, or an ID of one of its tables. Column detection asks it for the share of a
 * column's values each field would accept — "82 % of values are part types of the reference".
 */
export interface ReferenceJudge {
  partType(value: string): boolean;
  make(value: string): boolean;
  model(value: string): boolean;
  position(value: string): boolean;
  /** Whether the ID exists in that field's table. */
  hasId(field: IdField, id: number): boolean;
  /** A cell naming make and model (and perhaps years at its end), e.g. "VW Golf VII 2013-2017"; null otherwise. */
  joinedVehicle(value: string): { years: boolean } | null;
}

/** Years at the end of a joined vehicle cell: "2013-2017", "(2014-2016)", "ab 2012", "2015". */
const YEAR_TAIL = /\s*[([]?\s*(?:(?:ab|from|since|desde|dal|depuis|de|von)\s+)?(?:19|20)?\d{2}\s*(?:[-–>/]|bis|to|a|à|al)?\s*(?:(?:19|20)?\d{2})?\s*[)\]]?\s*$/i;

/** Row-matcher confidence from which a value counts as recognised (one-letter typos are 0.8). */
const RECOGNISED = 0.8;

export function referenceJudge(reference: ReferenceSet): ReferenceJudge {
  const partTypes = new PartTypeIndex(reference);
  const names = new VehicleNameIndex(reference);
  const modelKeys = new Set<string>();
  for (const m of reference.models.values()) modelKeys.add(nameKey(m.name));
  const makeKeys = [...new Set([...reference.makes.values()].map((m) => nameKey(m.name)))].filter((k) => k.length >= 2);
  const idTables: Record<IdField, ReadonlyMap<number, unknown>> = {
    baseVehicleId: reference.baseVehicles,
    partTypeId: reference.partTypes,
    positionId: reference.positions,
    submodelId: reference.submodels,
    engineBaseId: reference.engineBases,
  };
  return {
    partType: (v) => {
      const m = partTypes.match(v);
      return !isIssue(m) && m.decision.confidence >= RECOGNISED;
    },
    make: (v) => {
      const m = names.matchMake(v);
      return !isIssue(m) && m.decision.confidence >= RECOGNISED;
    },
    // Any make's model: the exact key, or the key once a leading make name is taken off ("VW Golf").
    model: (v) => {
      const key = nameKey(v);
      if (modelKeys.has(key)) return true;
      for (const make of makeKeys) if (key.startsWith(make) && modelKeys.has(key.slice(make.length))) return true;
      return false;
    },
    position: (v) => {
      const r = readPosition(v);
      return !r.none && r.unknown.length === 0 && r.concepts.length > 0;
    },
    hasId: (field, id) => idTables[field].has(id),
    joinedVehicle: (v) => {
      const head = v.replace(YEAR_TAIL, '').trim();
      const years = head.length < v.trim().length && /\d/.test(v.slice(head.length));
      for (const text of years ? [head, v] : [v]) {
        const j = names.splitJoined(text);
        if (j && !isIssue(j)) return { years: years && text === head };
      }
      return null;
    },
  };
}

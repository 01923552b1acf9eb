import { render, say, type Said } from '../messages';
import type { CanonicalField } from '../types';

/** A field a mapping must have for its rows to convert, and why (English; `said` for other readers). */
export interface RequiredGap {
  field: CanonicalField;
  why: string;
  said: Said;
}

function gap(field: CanonicalField, why: string): RequiredGap {
  const said = say(`note.map.required.${why}`);
  return { field, why: render(said), said };
}

/** Columns that make a row a fitment: once one is mapped, the vehicle and the part type are needed. */
const VEHICLE_FIELDS: ReadonlySet<CanonicalField> = new Set([
  'make', 'model', 'year', 'yearFrom', 'yearTo', 'baseVehicleId', 'submodel', 'submodelId', 'engine', 'engineBaseId',
]);

/**
 * The fields a mapping leaves unmapped that every row would need: a part number always; for a
 * fitment catalog (any vehicle column mapped) a vehicle — a BaseVehicle ID, or make, model and a
 * year — and a part type (name or PartTerminologyID). A catalog with no vehicle columns is an item
 * list (PIES only) and needs only the part number. Without these, every row is rejected.
 */
export function missingRequiredFields(fields: Iterable<CanonicalField | null>): RequiredGap[] {
  const mapped = new Set<CanonicalField>();
  for (const f of fields) if (f) mapped.add(f);
  const gaps: RequiredGap[] = [];
  if (!mapped.has('partNumber')) gaps.push(gap('partNumber', 'partNumber'));
  if (![...mapped].some((f) => VEHICLE_FIELDS.has(f))) return gaps;
  if (!mapped.has('baseVehicleId')) {
    if (!mapped.has('make')) gaps.push(gap('make', 'vehicle'));
    if (!mapped.has('model')) gaps.push(gap('model', 'vehicle'));
    if (!mapped.has('year') && !mapped.has('yearFrom')) gaps.push(gap('year', 'year'));
  }
  if (!mapped.has('partType') && !mapped.has('partTypeId')) gaps.push(gap('partType', 'partType'));
  return gaps;
}

import type { CanonicalField } from '../types';

/** A field a mapping must have for its rows to convert, and why. */
export interface RequiredGap {
  field: CanonicalField;
  why: string;
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
  if (!mapped.has('partNumber')) gaps.push({ field: 'partNumber', why: 'every application and item needs a part number' });
  if (![...mapped].some((f) => VEHICLE_FIELDS.has(f))) return gaps;
  if (!mapped.has('baseVehicleId')) {
    const vehicle = 'every fitment needs a vehicle: make, model and year, or a BaseVehicle ID';
    if (!mapped.has('make')) gaps.push({ field: 'make', why: vehicle });
    if (!mapped.has('model')) gaps.push({ field: 'model', why: vehicle });
    if (!mapped.has('year') && !mapped.has('yearFrom')) gaps.push({ field: 'year', why: `${vehicle} (year, or yearFrom and yearTo)` });
  }
  if (!mapped.has('partType') && !mapped.has('partTypeId')) {
    gaps.push({ field: 'partType', why: 'every fitment needs a part type: its name (partType) or PartTerminologyID (partTypeId)' });
  }
  return gaps;
}

import type { CanonicalField } from '../types';

/**
 * Which required fields a mapping leaves unmapped, and the reason's key — without the engine's message
 * texts, so the mapping editor (browser code) can ask without shipping every text in five languages
 * (issue 15.5). required-fields.ts adds the words.
 */
export interface RequiredFieldRule {
  field: CanonicalField;
  why: 'partNumber' | 'vehicle' | 'year' | 'partType';
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
export function unmappedRequiredFields(fields: Iterable<CanonicalField | null>): RequiredFieldRule[] {
  const mapped = new Set<CanonicalField>();
  for (const f of fields) if (f) mapped.add(f);
  const gaps: RequiredFieldRule[] = [];
  if (!mapped.has('partNumber')) gaps.push({ field: 'partNumber', why: 'partNumber' });
  if (![...mapped].some((f) => VEHICLE_FIELDS.has(f))) return gaps;
  if (!mapped.has('baseVehicleId')) {
    if (!mapped.has('make')) gaps.push({ field: 'make', why: 'vehicle' });
    if (!mapped.has('model')) gaps.push({ field: 'model', why: 'vehicle' });
    if (!mapped.has('year') && !mapped.has('yearFrom')) gaps.push({ field: 'year', why: 'year' });
  }
  if (!mapped.has('partType') && !mapped.has('partTypeId')) gaps.push({ field: 'partType', why: 'partType' });
  return gaps;
}

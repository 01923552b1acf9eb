import type { CanonicalField } from '@/lib/catalog/types';

/**
 * A reviewer's picks from the reference → the override stored with the decision (the shape of
 * `rowOverrideSchema`: canonical field → text). The export puts these values in place of the row's
 * mapped ones and normalizes the row again (decision 0005), so the override names the reference
 * entries exactly and clears what would contradict them. Pure: the picker runs it in the browser.
 */
export type OverrideFields = Partial<Record<CanonicalField, string>>;

export interface Picked {
  id: number;
  name: string;
}

export interface OverridePicks {
  /** Make, then optionally its model, then optionally one model year (= one base vehicle). */
  vehicle?: { make: Picked; model?: Picked; year?: { year: number; baseVehicleId: number } };
  partType?: Picked;
  position?: Picked;
}

export interface OverriddenRow {
  /** The row's mapped values (canonical field → source text). */
  fields: OverrideFields;
  /** The PositionID the engine read for the row, if any (it may come from words in the part type). */
  positionId?: number | null;
}

const filled = (text: string | undefined): boolean => !!text?.trim();

export function overrideFromPicks(picks: OverridePicks, row: OverriddenRow): OverrideFields | null {
  const out: OverrideFields = {};
  const { vehicle, partType, position } = picks;
  if (vehicle) {
    out.make = vehicle.make.name;
    if (vehicle.model) out.model = vehicle.model.name;
    if (vehicle.model && vehicle.year) {
      // One base vehicle: its ID decides, and the source's year span must not widen it again.
      out.year = String(vehicle.year.year);
      out.yearFrom = '';
      out.yearTo = '';
      out.baseVehicleId = String(vehicle.year.baseVehicleId);
    } else if (filled(row.fields.baseVehicleId)) {
      // A BaseVehicleID column wins over names; without clearing it the picked names would be ignored.
      out.baseVehicleId = '';
    }
  }
  if (partType) {
    // Name and ID together: a source name left in place could contradict the ID (PART_TYPE_CONFLICT).
    out.partType = partType.name;
    out.partTypeId = String(partType.id);
    // The old part type text may have carried the position ("Bremsbeläge vorne"); keep what it gave.
    if (!position && !filled(row.fields.position) && !filled(row.fields.positionId) && row.positionId != null) {
      out.positionId = String(row.positionId);
    }
  }
  if (position) {
    out.position = position.name;
    out.positionId = String(position.id);
  }
  return Object.keys(out).length > 0 ? out : null;
}

import type { ReferenceSet } from '@/lib/catalog';
import type { NormalizedApp } from '@/lib/catalog/normalize';

/**
 * Reference IDs in words, for people: `BaseVehicle 1234` → `2018 Toyota Camry`. Unknown IDs stay
 * visible as IDs (`BaseVehicle 99`), never silently dropped.
 */
export function vehicleName(reference: ReferenceSet, baseVehicleId: number): { make: string; model: string; year: number } | null {
  const bv = reference.baseVehicles.get(baseVehicleId);
  if (!bv) return null;
  return {
    make: reference.makes.get(bv.makeId)?.name ?? `Make ${bv.makeId}`,
    model: reference.models.get(bv.modelId)?.name ?? `Model ${bv.modelId}`,
    year: bv.year,
  };
}

export function partTypeName(reference: ReferenceSet, id: number): string {
  return reference.partTypes.get(id)?.name ?? `PartTerminologyID ${id}`;
}

export function positionName(reference: ReferenceSet, id: number): string {
  return reference.positions.get(id)?.name ?? `PositionID ${id}`;
}

/** One line of what a held row would export: a vehicle over a span of years with one part. */
export interface AppSummary {
  vehicle: string;
  /** `2018–2023`, `2016, 2018–2019`, or `2020`. */
  years: string;
  partType: string;
  position: string | null;
  qty: number;
  part: string;
  /** Apps this line stands for. */
  apps: number;
}

/** `[2015, 2016, 2017, 2019]` → `2015–2017, 2019`. */
export function yearSpans(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const spans: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    spans.push(j === i ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return spans.join(', ');
}

/**
 * Apps grouped by vehicle line, part, part type, position and quantity, their years folded into
 * spans — a year span in the source is one line here, as the reviewer wrote it, not one per year.
 */
export function summarizeApps(reference: ReferenceSet, apps: readonly NormalizedApp[]): AppSummary[] {
  const groups = new Map<string, { vehicle: string; years: number[]; app: NormalizedApp; apps: number }>();
  for (const app of apps) {
    const v = vehicleName(reference, app.baseVehicleId);
    const vehicle = v ? `${v.make} ${v.model}` : `BaseVehicle ${app.baseVehicleId}`;
    const key = [vehicle, app.part, app.partTypeId, app.positionId ?? '', app.qty, app.subModelId ?? '', app.engineBaseId ?? ''].join('\u0001');
    const group = groups.get(key) ?? { vehicle, years: [], app, apps: 0 };
    if (v) group.years.push(v.year);
    group.apps += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    vehicle: g.vehicle,
    years: yearSpans(g.years),
    partType: partTypeName(reference, g.app.partTypeId),
    position: g.app.positionId === undefined ? null : positionName(reference, g.app.positionId),
    qty: g.app.qty,
    part: g.app.part,
    apps: g.apps,
  }));
}

/** Shared by the normalization tests: the bundled demo reference and a context over it. */
import { loadDemoReference, nameKey } from '@/lib/catalog/reference';
import { createNormalizeContext, normalizeRow, type NormalizeOptions } from '@/lib/catalog/normalize';
import type { MappedRow } from '@/lib/catalog/types';

export const { reference } = await loadDemoReference();

export function demoContext(options: Partial<NormalizeOptions> = {}) {
  return createNormalizeContext({ reference, brand: 'BKMN', currentYear: 2026, ...options });
}

export function normalize(fields: MappedRow['fields'], options: Partial<NormalizeOptions> = {}, row = 2) {
  return normalizeRow({ row, fields }, demoContext(options));
}

export const makeId = (name: string) => reference.makesByKey(nameKey(name))[0]!;
export const partTypeId = (name: string) => reference.partTypesByKey(nameKey(name))[0]!;
export const positionId = (name: string) => reference.positionsByKey(nameKey(name))[0]!;
export function modelId(make: string, model: string): number {
  return reference.modelsOfMake(makeId(make)).find((id) => reference.models.get(id)?.name === model)!;
}
export function baseVehicleId(make: string, model: string, year: number): number {
  return reference.vehicleLine(makeId(make), modelId(make, model))!.years.get(year)!;
}
export function submodelId(name: string): number {
  return [...reference.submodels.values()].find((s) => s.name === name)!.id;
}
export const codes = (r: { findings: { code: string }[] }) => r.findings.map((f) => f.code);

import type { ReadAcesApp } from './aces-types';

type VehicleFields = Pick<
  ReadAcesApp,
  | 'baseVehicleId'
  | 'years'
  | 'makeId'
  | 'modelId'
  | 'vehicleTypeId'
  | 'equipmentBaseId'
  | 'mfrId'
  | 'equipmentModelId'
  | 'productionYears'
>;

/**
 * The vehicle an app names, without its attributes, as a short stable key: `5888` for a
 * BaseVehicle; `Y2010-2012:M54:D668` for Years + Make + Model; `E12` / `F3:Q4` for equipment.
 * Two apps with the same key name the same vehicle(s).
 */
export function vehicleIdentity(app: VehicleFields): string {
  if (app.baseVehicleId !== undefined) return String(app.baseVehicleId);
  const parts: string[] = [];
  if (app.years) parts.push(`Y${app.years.from}-${app.years.to}`);
  if (app.makeId !== undefined) parts.push(`M${app.makeId}`);
  if (app.modelId !== undefined) parts.push(`D${app.modelId}`);
  if (app.vehicleTypeId !== undefined) parts.push(`T${app.vehicleTypeId}`);
  if (app.equipmentBaseId !== undefined) parts.push(`E${app.equipmentBaseId}`);
  if (app.mfrId !== undefined) parts.push(`F${app.mfrId}`);
  if (app.equipmentModelId !== undefined) parts.push(`Q${app.equipmentModelId}`);
  if (app.productionYears) parts.push(`P${app.productionYears.start ?? ''}-${app.productionYears.end ?? ''}`);
  return parts.join(':');
}

/** The same vehicle for people: "BaseVehicle 5888", "Years 2010–2012, Make 54, Model 668". */
export function describeVehicle(app: VehicleFields): string {
  if (app.baseVehicleId !== undefined) return `BaseVehicle ${app.baseVehicleId}`;
  const parts: string[] = [];
  if (app.years) parts.push(`Years ${app.years.from}–${app.years.to}`);
  if (app.makeId !== undefined) parts.push(`Make ${app.makeId}`);
  if (app.modelId !== undefined) parts.push(`Model ${app.modelId}`);
  if (app.vehicleTypeId !== undefined) parts.push(`VehicleType ${app.vehicleTypeId}`);
  if (app.equipmentBaseId !== undefined) parts.push(`EquipmentBase ${app.equipmentBaseId}`);
  if (app.mfrId !== undefined) parts.push(`Mfr ${app.mfrId}`);
  if (app.equipmentModelId !== undefined) parts.push(`EquipmentModel ${app.equipmentModelId}`);
  if (app.productionYears)
    parts.push(`ProductionYears ${app.productionYears.start ?? '?'}–${app.productionYears.end ?? '?'}`);
  return parts.join(', ');
}

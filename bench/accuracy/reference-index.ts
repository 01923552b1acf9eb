/**
 * The loaded reference seen the way the corpus needs it: vehicle lines with their base vehicle per
 * year, part types and positions by PCdb name, and which positions each part type allows. The truth
 * is written in these IDs, so a perfect engine could reach recall 1.0.
 */
import type { ReferenceSet } from '../../lib/catalog/reference';
import type { Line } from './model';
import { PART_TERMS, POSITION_PARTS } from './vocabulary';

export interface VehicleLineInfo {
  makeId: number;
  makeName: string;
  modelId: number;
  modelName: string;
  /** year → BaseVehicleID (gaps where the model was not sold). */
  years: ReadonlyMap<number, number>;
  firstYear: number;
  lastYear: number;
}

export interface RefIndex {
  ref: ReferenceSet;
  lines: VehicleLineInfo[];
  partTypeId: ReadonlyMap<string, number>;
  partTypeName: ReadonlyMap<number, string>;
  positionName: ReadonlyMap<number, string>;
  /** Position IDs that mean "no position" (PCdb `N/A`). */
  noneIds: ReadonlySet<number>;
}

/** Part types per product line, by PCdb name. */
export const LINE_PART_TYPES: Record<Line, readonly string[]> = {
  brakes: ['Disc Brake Pad Set', 'Disc Brake Rotor', 'Disc Brake Caliper', 'Brake Drum', 'Drum Brake Shoe', 'Brake Hydraulic Hose', 'Brake Master Cylinder', 'Parking Brake Cable', 'Disc Brake Pad Wear Sensor', 'ABS Wheel Speed Sensor'],
  filters: ['Engine Oil Filter', 'Air Filter', 'Cabin Air Filter', 'Fuel Filter'],
  ignition: ['Spark Plug', 'Ignition Coil', 'Diesel Glow Plug', 'Oxygen Sensor', 'Mass Air Flow Sensor', 'Fuel Injector'],
  suspension: ['Suspension Shock Absorber', 'Suspension Strut Assembly', 'Coil Spring', 'Suspension Control Arm', 'Suspension Ball Joint', 'Suspension Stabilizer Bar Link', 'Steering Tie Rod End', 'Wheel Bearing and Hub Assembly', 'Wheel Bearing', 'CV Axle Assembly'],
  engine: ['Serpentine Belt', 'Engine Timing Belt Kit', 'Engine Timing Belt', 'Accessory Drive Belt Tensioner', 'Engine Water Pump', 'Radiator', 'Engine Coolant Thermostat', 'Engine Mount', 'Clutch Kit', 'Catalytic Converter'],
  electrical: ['Alternator', 'Starter Motor', 'Headlight Bulb', 'Tail Light Bulb', 'Electric Fuel Pump', 'Windshield Wiper Blade'],
  full: Object.keys(PART_TERMS),
};

export function indexReference(ref: ReferenceSet): RefIndex {
  const partTypeId = new Map<string, number>();
  const partTypeName = new Map<number, string>();
  for (const pt of ref.partTypes.values()) {
    partTypeId.set(pt.name, pt.id);
    partTypeName.set(pt.id, pt.name);
  }
  const positionName = new Map<number, string>();
  const noneIds = new Set<number>();
  for (const p of ref.positions.values()) {
    positionName.set(p.id, p.name);
    if (p.name === 'N/A') noneIds.add(p.id);
  }
  // The corpus's spellings name PCdb entries; one the reference lacks would make truth unreachable.
  const missing = [...Object.keys(PART_TERMS).filter((n) => !partTypeId.has(n)), ...Object.keys(POSITION_PARTS).filter((n) => ![...positionName.values()].includes(n))];
  if (missing.length) throw new Error(`bench vocabulary names PCdb entries the reference lacks: ${missing.join(', ')}`);

  const lines: VehicleLineInfo[] = [];
  for (const make of ref.makes.values()) {
    for (const modelId of ref.modelsOfMake(make.id)) {
      const line = ref.vehicleLine(make.id, modelId);
      const model = ref.models.get(modelId);
      if (!line || !model) continue;
      lines.push({ makeId: make.id, makeName: make.name, modelId, modelName: model.name, years: line.years, firstYear: line.firstYear, lastYear: line.lastYear });
    }
  }
  lines.sort((a, b) => a.makeId - b.makeId || a.modelId - b.modelId);
  return { ref, lines, partTypeId, partTypeName, positionName, noneIds };
}

/** Positions the corpus may write for a part type: null = no position (allowed when the PCdb pairs it with N/A). */
export function allowedPositions(index: RefIndex, partTypeId: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (const id of index.ref.positionsForPartType(partTypeId)) {
    if (index.noneIds.has(id)) out.push(null);
    else if (POSITION_PARTS[index.positionName.get(id) ?? ''] !== undefined) out.push(id);
  }
  return out;
}

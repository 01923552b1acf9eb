/**
 * Writes the DEMO reference set (`reference/demo/20260101_*.txt`) in the Auto Care ASCII layout:
 * pipe-delimited, a header row, CRLF. All IDs are MADE UP (odd offsets such as makes 9001+) — this is
 * not Auto Care data. Deterministic: running it twice gives the same bytes.
 *
 *   npx tsx reference/demo/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MAKES, type EngineSpec, type YearRanges } from './demo-vehicles';
import { DEMO_PART_TYPES, DEMO_POSITIONS } from './demo-parts';

const PREFIX = '20260101_';
const VERSION_DATE = '2026-01-01';
const DEMO_NOTE = 'DEMO DATA - made-up IDs, not Auto Care data, for preview and tests only';

/** First ID of each made-up range; odd offsets so nobody mistakes them for Auto Care IDs. */
const ID = {
  make: 9001,
  model: 21001,
  vehicleType: 9601,
  submodel: 7001,
  baseVehicle: 310001,
  vehicle: 5100001,
  region: 9901,
  engineBase: 8101,
  engineConfig: 61001,
  vehicleToEngineConfig: 900001,
  fuelType: 9301,
  aspiration: 9401,
  cylinderHeadType: 9501,
  partType: 90101,
  position: 9101,
  codeMaster: 700001,
  alias: 4401,
  category: 9801,
  subCategory: 9851,
};

const FIRST_YEAR = 1985;
const LAST_YEAR = 2026;

type Row = (string | number)[];

function writeTable(dir: string, table: string, header: string[], rows: Row[]): void {
  const lines = [header.join('|'), ...rows.map((r) => r.join('|'))];
  writeFileSync(join(dir, `${PREFIX}${table}.txt`), lines.join('\r\n') + '\r\n', 'utf8');
}

function yearsOf(ranges: YearRanges): number[] {
  const out = new Set<number>();
  for (const [from, to] of ranges) for (let year = from; year <= to; year++) out.add(year);
  return [...out].sort((a, b) => a - b);
}

function inRanges(year: number, ranges: YearRanges | undefined): boolean {
  return !ranges || ranges.some(([from, to]) => year >= from && year <= to);
}

interface ParsedEngine {
  liter: string;
  block: string;
  cylinders: number;
  fuel: 'GAS' | 'DIESEL' | 'ELECTRIC' | 'HYBRID';
  aspiration: 'Naturally Aspirated' | 'Turbocharged' | 'Supercharged';
}

function parseEngine(spec: string): ParsedEngine {
  if (spec === 'electric') return { liter: '0.0', block: 'ELECTRIC', cylinders: 0, fuel: 'ELECTRIC', aspiration: 'Naturally Aspirated' };
  const m = /^(\d+(?:\.\d+)?)L ([LVH])(\d+)((?: \w+)*)$/.exec(spec);
  if (!m) throw new Error(`bad engine spec ${spec}`);
  const words = m[4]!.trim().split(' ');
  return {
    liter: m[1]!,
    block: m[2]!,
    cylinders: Number(m[3]),
    fuel: words.includes('diesel') ? 'DIESEL' : words.includes('hybrid') ? 'HYBRID' : 'GAS',
    aspiration: words.includes('turbo') ? 'Turbocharged' : words.includes('supercharged') ? 'Supercharged' : 'Naturally Aspirated',
  };
}

function enginesFor(specs: readonly EngineSpec[], year: number): string[] {
  const out: string[] = [];
  for (const s of specs) {
    const spec = typeof s === 'string' ? s : s.spec;
    if (typeof s !== 'string' && !inRanges(year, s.years)) continue;
    if (!out.includes(spec)) out.push(spec);
  }
  return out;
}

export function generate(dir: string): void {
  const fuelTypes = ['GAS', 'DIESEL', 'ELECTRIC', 'HYBRID'];
  const aspirations = ['Naturally Aspirated', 'Turbocharged', 'Supercharged'];
  const headTypes = ['DOHC', 'SOHC', 'OHV'];
  const vehicleTypes = ['Car', 'Truck', 'SUV', 'Van'];
  const regions = ['United States', 'Europe', 'Asia'];
  const ohvMakes = ['Chevrolet', 'GMC', 'Dodge', 'Ram', 'Jeep', 'Chrysler'];

  const makeRows: Row[] = [];
  const modelRows: Row[] = [];
  const bvRows: Row[] = [];
  const vehicleRows: Row[] = [];
  const v2ecRows: Row[] = [];
  const submodelIds = new Map<string, number>();
  const engineBaseIds = new Map<string, number>();
  const engineBaseRows: Row[] = [];
  const engineConfigIds = new Map<string, number>();
  const engineConfigRows: Row[] = [];

  const submodelId = (name: string) => {
    let id = submodelIds.get(name);
    if (id === undefined) submodelIds.set(name, (id = ID.submodel + submodelIds.size));
    return id;
  };

  const engineConfigId = (spec: string, makeName: string) => {
    const e = parseEngine(spec);
    const diesel = e.fuel === 'DIESEL';
    const baseKey = `${e.liter}|${e.block}|${e.cylinders}|${diesel ? 'D' : 'G'}`;
    let baseId = engineBaseIds.get(baseKey);
    if (baseId === undefined) {
      baseId = ID.engineBase + engineBaseIds.size;
      engineBaseIds.set(baseKey, baseId);
      const liter = Number(e.liter);
      const cc = Math.round(liter * 1000 * 0.9985);
      // Made-up bore and stroke from the displacement: square engines, diesels a little undersquare.
      const perCylinder = e.cylinders ? cc / e.cylinders : 0;
      const ratio = diesel ? 1.15 : 1;
      const boreMm = perCylinder ? Math.cbrt((4 * perCylinder * 1000) / (Math.PI * ratio)) : 0;
      const strokeMm = boreMm * ratio;
      const fmt = (n: number, d: number) => (n ? n.toFixed(d) : '-');
      engineBaseRows.push([
        baseId,
        e.liter,
        e.cylinders ? cc : '-',
        e.cylinders ? Math.round(cc / 16.387) : '-',
        e.cylinders || '-',
        e.block === 'ELECTRIC' ? '-' : e.block,
        fmt(boreMm / 25.4, 2),
        fmt(boreMm, 1),
        fmt(strokeMm / 25.4, 2),
        fmt(strokeMm, 1),
      ]);
    }
    const head = e.block === 'V' && e.cylinders === 8 && ohvMakes.includes(makeName) ? 'OHV' : e.cylinders ? 'DOHC' : null;
    const configKey = `${baseId}|${e.fuel}|${e.aspiration}|${head}`;
    let configId = engineConfigIds.get(configKey);
    if (configId === undefined) {
      configId = ID.engineConfig + engineConfigIds.size;
      engineConfigIds.set(configKey, configId);
      engineConfigRows.push([
        configId,
        baseId,
        ID.fuelType + fuelTypes.indexOf(e.fuel),
        ID.aspiration + aspirations.indexOf(e.aspiration),
        head ? ID.cylinderHeadType + headTypes.indexOf(head) : ID.cylinderHeadType + headTypes.length,
      ]);
    }
    return configId;
  };

  let modelSeq = 0;
  let bvSeq = 0;
  let vehicleSeq = 0;
  let v2ecSeq = 0;
  DEMO_MAKES.forEach((make, makeIndex) => {
    const makeId = ID.make + makeIndex;
    makeRows.push([makeId, make.name]);
    const regionId = ID.region + regions.indexOf(make.region);
    for (const model of make.models) {
      const modelId = ID.model + modelSeq++;
      modelRows.push([modelId, model.name, ID.vehicleType + vehicleTypes.indexOf(model.type)]);
      for (const year of yearsOf(model.years)) {
        const bvId = ID.baseVehicle + bvSeq++;
        bvRows.push([bvId, year, makeId, modelId]);
        for (const sm of model.submodels) {
          const spec = typeof sm === 'string' ? { name: sm } : sm;
          if (!inRanges(year, spec.years)) continue;
          const vehicleId = ID.vehicle + vehicleSeq++;
          vehicleRows.push([vehicleId, bvId, submodelId(spec.name), regionId, 4]);
          for (const engine of enginesFor(spec.engines ?? model.engines, year)) {
            v2ecRows.push([ID.vehicleToEngineConfig + v2ecSeq++, vehicleId, engineConfigId(engine, make.name), 'DEMO']);
          }
        }
      }
    }
  });

  writeTable(dir, 'Version', ['VersionDate', 'Demo', 'Note'], [[VERSION_DATE, 'Y', DEMO_NOTE]]);
  writeTable(dir, 'Make', ['MakeID', 'MakeName'], makeRows);
  writeTable(dir, 'VehicleType', ['VehicleTypeID', 'VehicleTypeName'], vehicleTypes.map((n, i) => [ID.vehicleType + i, n]));
  writeTable(dir, 'Model', ['ModelID', 'ModelName', 'VehicleTypeID'], modelRows);
  const years: Row[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) years.push([year]);
  writeTable(dir, 'Year', ['YearID'], years);
  writeTable(dir, 'BaseVehicle', ['BaseVehicleID', 'YearID', 'MakeID', 'ModelID'], bvRows);
  writeTable(dir, 'SubModel', ['SubModelID', 'SubModelName'], [...submodelIds].map(([name, id]) => [id, name]));
  writeTable(
    dir,
    'Region',
    ['RegionID', 'ParentID', 'RegionAbbr', 'RegionName'],
    regions.map((n, i) => [ID.region + i, '', ['US', 'EU', 'AS'][i]!, n]),
  );
  writeTable(dir, 'Vehicle', ['VehicleID', 'BaseVehicleID', 'SubmodelID', 'RegionID', 'PublicationStageID'], vehicleRows);
  writeTable(
    dir,
    'EngineBase',
    ['EngineBaseID', 'Liter', 'CC', 'CID', 'Cylinders', 'BlockType', 'EngBoreIn', 'EngBoreMetric', 'EngStrokeIn', 'EngStrokeMetric'],
    engineBaseRows,
  );
  writeTable(dir, 'FuelType', ['FuelTypeID', 'FuelTypeName'], fuelTypes.map((n, i) => [ID.fuelType + i, n]));
  writeTable(dir, 'Aspiration', ['AspirationID', 'AspirationName'], aspirations.map((n, i) => [ID.aspiration + i, n]));
  writeTable(
    dir,
    'CylinderHeadType',
    ['CylinderHeadTypeID', 'CylinderHeadTypeName'],
    [...headTypes, 'N/A'].map((n, i) => [ID.cylinderHeadType + i, n]),
  );
  writeTable(dir, 'EngineConfig', ['EngineConfigID', 'EngineBaseID', 'FuelTypeID', 'AspirationID', 'CylinderHeadTypeID'], engineConfigRows);
  writeTable(dir, 'VehicleToEngineConfig', ['VehicleToEngineConfigID', 'VehicleID', 'EngineConfigID', 'Source'], v2ecRows);

  const positionId = (name: string) => {
    const i = DEMO_POSITIONS.indexOf(name);
    if (i < 0) throw new Error(`unknown demo position ${name}`);
    return ID.position + i;
  };
  writeTable(dir, 'Positions', ['PositionID', 'Position'], DEMO_POSITIONS.map((n, i) => [ID.position + i, n]));
  writeTable(
    dir,
    'Parts',
    ['PartTerminologyID', 'PartTerminologyName', 'PartsDescriptionID', 'RevDate'],
    DEMO_PART_TYPES.map((p, i) => [ID.partType + i, p.name, '', VERSION_DATE]),
  );
  const codeMaster: Row[] = [];
  const aliasRows: Row[] = [];
  const partsToAlias: Row[] = [];
  DEMO_PART_TYPES.forEach((p, i) => {
    for (const position of p.positions) {
      codeMaster.push([ID.codeMaster + codeMaster.length, ID.category, ID.subCategory, ID.partType + i, positionId(position), VERSION_DATE]);
    }
    for (const alias of p.aliases ?? []) {
      const aliasId = ID.alias + aliasRows.length;
      aliasRows.push([aliasId, alias]);
      partsToAlias.push([ID.partType + i, aliasId]);
    }
  });
  writeTable(dir, 'CodeMaster', ['CodeMasterID', 'CategoryID', 'SubCategoryID', 'PartTerminologyID', 'PositionID', 'RevDate'], codeMaster);
  writeTable(dir, 'Alias', ['AliasID', 'AliasName'], aliasRows);
  writeTable(dir, 'PartsToAlias', ['PartTerminologyID', 'AliasID'], partsToAlias);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  generate(dirname(fileURLToPath(import.meta.url)));
}

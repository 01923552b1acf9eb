/**
 * Writes the synthetic Auto Care delivery of `shape.ts` as pipe-delimited table files that
 * `loadReference` reads: a real release's size (~140k BaseVehicles, ~9k part types) with made-up
 * names and IDs. Written once into bench/.work/scale-reference-<baseVehicles>/ and reused while
 * its stamp (the shape's sizes and version) matches.
 *
 *   npx tsx bench/scale/reference.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  baseVehicle,
  engineBaseOfConfig,
  engineConfigId,
  engineCount,
  fuelOfConfig,
  partTypeId,
  partTypeName,
  positionsOf,
  SHAPE_VERSION,
  SIZES,
  submodelCount,
  vehicle,
} from './shape';

export const referenceDir = (): string =>
  path.resolve('bench', '.work', `scale-reference-${SIZES.baseVehicles}`);
const STAMP = 'stamp.json';
const stamp = (): string => JSON.stringify({ version: SHAPE_VERSION, sizes: SIZES });

/**
 * Appends a table in pieces of 50,000 lines (the idea of bench/reference-import.ts, copied rather than
 * imported: that module starts a PGlite on import), so no table is ever one big string.
 */
async function writeTable(
  dir: string,
  name: string,
  header: string,
  lines: Iterable<string>,
): Promise<number> {
  const file = path.join(dir, `20260101_${name}.txt`);
  await writeFile(file, `${header}\r\n`);
  let chunk: string[] = [];
  let n = 0;
  for (const line of lines) {
    chunk.push(line);
    n++;
    if (chunk.length === 50_000) {
      await appendFile(file, `${chunk.join('\r\n')}\r\n`);
      chunk = [];
    }
  }
  if (chunk.length) await appendFile(file, `${chunk.join('\r\n')}\r\n`);
  return n;
}

function* range<T>(n: number, line: (i: number) => T): Generator<T> {
  for (let i = 0; i < n; i++) yield line(i);
}

function* vehicleLines(): Generator<string> {
  for (let bv = 0; bv < SIZES.baseVehicles; bv++) {
    for (let k = 0; k < submodelCount(bv); k++) {
      const v = vehicle(bv, k);
      yield `${v.id}|${baseVehicle(bv).id}|${v.submodelId}|1|4`;
    }
  }
}

function* vehicleEngineLines(): Generator<string> {
  for (let bv = 0; bv < SIZES.baseVehicles; bv++) {
    for (let k = 0; k < submodelCount(bv); k++) {
      const v = vehicle(bv, k);
      for (let e = 0; e < engineCount(bv, k); e++) yield `${v.id}|${engineConfigId(bv, k, e)}`;
    }
  }
}

function* codeMasterLines(): Generator<string> {
  let id = 1;
  for (let t = 0; t < SIZES.partTypes; t++) {
    for (const pos of positionsOf(t)) yield `${id++}|1|1|${partTypeId(t)}|${pos}|2026-01-01`;
  }
}

/** Engine bases with the columns the loader keeps (liter, cc, cid, cylinders, block type). */
function engineBaseLine(i: number): string {
  const cylinders = [3, 4, 4, 6, 6, 8, 10, 12][i % 8]!;
  const liter = (1 + (i % 60) / 10).toFixed(1);
  const cc = Math.round(Number(liter) * 1000);
  return `${i + 1}|${liter}|${cc}|${Math.round(cc / 16.387)}|${cylinders}|${cylinders > 4 ? 'V' : 'L'}`;
}

async function generate(dir: string): Promise<Record<string, number>> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const rows: Record<string, number> = {};
  const table = async (name: string, header: string, lines: Iterable<string>) => {
    rows[name] = await writeTable(dir, name, header, lines);
  };
  await table('Version', 'VersionDate|Demo|Note', ['2026-01-01|Y|Synthetic scale-bench data']);
  await table(
    'Make',
    'MakeID|MakeName',
    range(SIZES.makes, (i) => `${i + 1}|Make ${i + 1}`),
  );
  await table(
    'Model',
    'ModelID|ModelName|VehicleTypeID',
    range(SIZES.models, (i) => `${i + 1}|Model ${i + 1}|${5 + (i % 3)}`),
  );
  await table(
    'SubModel',
    'SubModelID|SubModelName',
    range(SIZES.submodels, (i) => `${i + 1}|Trim ${i + 1}`),
  );
  await table(
    'BaseVehicle',
    'BaseVehicleID|YearID|MakeID|ModelID',
    range(SIZES.baseVehicles, (i) => {
      const b = baseVehicle(i);
      return `${b.id}|${b.year}|${b.makeId}|${b.modelId}`;
    }),
  );
  await table('Vehicle', 'VehicleID|BaseVehicleID|SubmodelID|RegionID|PublicationStageID', vehicleLines());
  await table(
    'EngineBase',
    'EngineBaseID|Liter|CC|CID|Cylinders|BlockType',
    range(SIZES.engineBases, engineBaseLine),
  );
  await table(
    'EngineConfig',
    'EngineConfigID|EngineBaseID|FuelTypeID|AspirationID',
    range(
      SIZES.engineConfigs,
      (i) => `${i + 1}|${engineBaseOfConfig(i + 1)}|${fuelOfConfig(i + 1)}|${1 + (i % 2)}`,
    ),
  );
  await table('VehicleToEngineConfig', 'VehicleID|EngineConfigID', vehicleEngineLines());
  await table('FuelType', 'FuelTypeID|FuelTypeName', ['1|GAS', '2|DIESEL']);
  await table('Aspiration', 'AspirationID|AspirationName', ['1|Naturally Aspirated', '2|Turbocharged']);
  await table(
    'Parts',
    'PartTerminologyID|PartTerminologyName|PartsDescriptionID|RevDate',
    range(SIZES.partTypes, (t) => `${partTypeId(t)}|${partTypeName(t)}||2026-01-01`),
  );
  await table(
    'Positions',
    'PositionID|Position',
    range(SIZES.positions, (i) => `${i + 1}|Position ${i + 1}`),
  );
  await table(
    'CodeMaster',
    'CodeMasterID|CategoryID|SubCategoryID|PartTerminologyID|PositionID|RevDate',
    codeMasterLines(),
  );
  // The stamp is written last: a run cut short leaves no stamp and is redone.
  await writeFile(path.join(dir, STAMP), stamp());
  return rows;
}

/** The delivery folder, generated first when missing or made by other parameters. */
export async function ensureReference(log: (line: string) => void = () => {}): Promise<string> {
  const dir = referenceDir();
  const stampFile = path.join(dir, STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp()) return dir;
  const t = performance.now();
  const rows = await generate(dir);
  const summary = Object.entries(rows)
    .map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`)
    .join(', ');
  log(
    `generated ${path.relative(process.cwd(), dir)} in ${((performance.now() - t) / 1000).toFixed(1)} s: ${summary}`,
  );
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureReference(console.log));
}

/**
 * ID-coded CSV catalogs against the synthetic reference of `shape.ts`. Every row is a fitment valid
 * there, and no two rows share a part type and base vehicle — so no duplicates, overlaps or
 * comment conflicts: the figures measure conversion, not rejection or review.
 *
 * - `realistic`: 40,000 part numbers, each reused across many vehicles (row i is part i mod 40,000),
 *   one part type, position, quantity, description and price per part.
 * - `stress`: every row its own part number (a PIES item per row).
 *
 * Written as it is generated, in 1 MB pieces, so memory stays flat at any row count. Cached as
 * bench/.work/scale-<shape>-<rows>.csv beside a stamp of the shape version.
 *
 *   npx tsx bench/scale/catalog.ts <realistic|stress> <rows> [out.csv]
 */
import { once } from 'node:events';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  baseVehicle,
  engineBaseOfConfig,
  engineConfigId,
  engineCount,
  partTypeId,
  partTypeName,
  positionsOf,
  SHAPE_VERSION,
  SIZES,
  submodelCount,
  vehicle,
} from './shape';

export type CatalogShape = 'realistic' | 'stress';

export const ID_HEADER = [
  'Part Number',
  'BaseVehicleID',
  'SubModelID',
  'EngineBaseID',
  'PartTerminologyID',
  'PositionID',
  'Qty',
  'Description',
  'List Price (USD)',
];

export const REALISTIC_PARTS = 40_000;
/** A prime: j ↦ j·STRIDE mod n visits distinct base vehicles for every j < n. */
const STRIDE = 9_973;

const price = (seed: number): string => (9.99 + (seed % 9000) / 100).toFixed(2);

/**
 * The fitment of the j-th row of part type t within a block of base vehicles: distinct j give distinct
 * base vehicles, so (part type, base vehicle) never repeats inside a block. The offset by t spreads
 * part types over the whole block instead of piling them on its first vehicles.
 */
function fitment(t: number, j: number, blockStart: number, blockSize: number, variant: number): string[] {
  const bv = blockStart + ((t * 131 + j * STRIDE) % blockSize);
  // Most rows name submodel and engine; every fourth fits the whole base vehicle, as catalogs do.
  if (variant % 4 === 3) return [String(baseVehicle(bv).id), '', ''];
  const k = variant % submodelCount(bv);
  const e = (variant >> 2) % engineCount(bv, k);
  return [
    String(baseVehicle(bv).id),
    String(vehicle(bv, k).submodelId),
    String(engineBaseOfConfig(engineConfigId(bv, k, e))),
  ];
}

/**
 * Realistic: part p has part type p mod 9,000 and rank g = ⌊p / 9,000⌋; rank g's rows live in its own
 * fifth of the base vehicles, so two parts of one part type never land on one vehicle.
 */
export function* realisticRows(rows: number): Generator<string[]> {
  const ranks = Math.ceil(REALISTIC_PARTS / SIZES.partTypes);
  const block = Math.floor(SIZES.baseVehicles / ranks);
  if (Math.ceil(rows / REALISTIC_PARTS) > block)
    throw new Error(`realistic tops out at ${block * REALISTIC_PARTS} rows`);
  for (let i = 0; i < rows; i++) {
    const p = i % REALISTIC_PARTS;
    const j = Math.floor(i / REALISTIC_PARTS);
    const t = p % SIZES.partTypes;
    const g = Math.floor(p / SIZES.partTypes);
    const positions = positionsOf(t);
    yield [
      `RB${String(p).padStart(6, '0')}`,
      ...fitment(t, j, g * block, block, j),
      String(partTypeId(t)),
      String(positions[g % positions.length]),
      p % 5 === 0 ? '2' : '1',
      `${partTypeName(t)} - line ${g + 1}`,
      price(p),
    ];
  }
}

/** Stress: row i is part SR<i>, part type i mod 9,000, on its own (part type, base vehicle). */
export function* stressRows(rows: number): Generator<string[]> {
  if (Math.ceil(rows / SIZES.partTypes) > SIZES.baseVehicles)
    throw new Error('stress tops out at 1.26 billion rows');
  for (let i = 0; i < rows; i++) {
    const t = i % SIZES.partTypes;
    const j = Math.floor(i / SIZES.partTypes);
    const positions = positionsOf(t);
    yield [
      `SR${String(i).padStart(8, '0')}`,
      ...fitment(t, j, 0, SIZES.baseVehicles, j),
      String(partTypeId(t)),
      String(positions[j % positions.length]),
      i % 5 === 0 ? '2' : '1',
      partTypeName(t),
      price(i),
    ];
  }
}

/** Streams rows into a CSV (no cell holds a comma or quote, so none is quoted). */
async function writeCsv(file: string, rows: Iterable<string[]>): Promise<void> {
  const out = createWriteStream(file);
  let buf = `${ID_HEADER.join(',')}\n`;
  for (const row of rows) {
    buf += `${row.join(',')}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

export const catalogPath = (shape: CatalogShape, rows: number): string =>
  path.resolve('bench', '.work', `scale-${shape}-${rows}.csv`);

/** The catalog file, written first when missing or made by an older shape. */
export async function ensureCatalog(
  shape: CatalogShape,
  rows: number,
  file = catalogPath(shape, rows),
  log: (line: string) => void = () => {},
): Promise<string> {
  const stampFile = `${file}.stamp`;
  const stamp = JSON.stringify({ version: SHAPE_VERSION, shape, rows });
  if (existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return file;
  await rm(stampFile, { force: true });
  const t = performance.now();
  await writeCsv(file, shape === 'realistic' ? realisticRows(rows) : stressRows(rows));
  await writeFile(stampFile, stamp);
  log(`generated ${path.relative(process.cwd(), file)} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [shape, rows, out] = process.argv.slice(2);
  if ((shape !== 'realistic' && shape !== 'stress') || !rows) {
    console.error('usage: npx tsx bench/scale/catalog.ts <realistic|stress> <rows> [out.csv]');
    process.exit(2);
  }
  console.log(await ensureCatalog(shape, Number(rows), out ? path.resolve(out) : undefined, console.log));
}

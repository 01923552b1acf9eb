/**
 * Each base vehicle's configurations: one per submodel, its regions merged and engines united — the
 * join of Vehicle → VehicleToEngineConfig → EngineConfig, done once per release and held for the run.
 *
 * Held in integer arrays, not objects: a release-sized delivery (280,000 vehicles, 420,000
 * vehicle-engine rows on 140,000 base vehicles) took ~40 MB as shared objects and ~180 MB of garbage
 * to build them; as (submodel, engine) pairs per base vehicle it is ~4 MB. `get` makes a base vehicle's configurations on demand and keeps the
 * last few thousand, so the several checks of one row share one list. Callers only read them.
 */

import { IdIndex } from './id-index';
import { IntColumn } from './int-column';
import type { EngineOption, VehicleConfig } from './reference-set';

const NONE: readonly never[] = Object.freeze([]);
/** Base vehicles whose configurations are kept made (a power of two). */
const MADE = 4096;
/**
 * Base vehicle IDs are looked up by direct index when they all lie below this and the index has no
 * more than DENSE_SPREAD slots per base vehicle (a VCdb's ~140,000 IDs below ~300,000: about 1 MB).
 */
const DENSE_LIMIT = 1 << 21;
const DENSE_SPREAD = 8;

/** The Vehicle table while it loads: VehicleID → (BaseVehicleID, SubmodelID), last row wins. */
export class VehicleRows {
  readonly index = new IdIndex(1 << 16);
  readonly baseVehicle = new IntColumn(1 << 16);
  readonly submodel = new IntColumn(1 << 16);

  add(id: number, baseVehicleId: number, submodelId: number): void {
    const row = this.index.add(id);
    if (row === this.baseVehicle.length) {
      this.baseVehicle.push(baseVehicleId);
      this.submodel.push(submodelId);
    } else {
      this.baseVehicle.set(row, baseVehicleId);
      this.submodel.set(row, submodelId);
    }
  }
}

export class VehicleConfigTable {
  /** Base vehicles that have a Vehicle row (rows in the order first met). */
  readonly #baseVehicles: IdIndex;
  /** Base vehicle row → its pairs [start, next start) in `#pairs`. */
  readonly #pairStart: Int32Array;
  /**
   * (SubmodelID, engine option) pairs, two ints each: a configuration's pairs one after the other, in
   * its engines' order (one without an engine has one pair, option -1). One list per base vehicle
   * where a configuration's submodel and engines were three columns apart: a row's check reads one
   * run of memory, not four (a cache miss each on a catalog spread over the release).
   */
  readonly #pairs: Int32Array;
  /** Index into `#options`. */
  readonly #options: readonly EngineOption[];
  /** Each option's EngineBaseID, for the checks that read the pairs without making a list. */
  readonly #optionEngineBase: Int32Array;
  /** Base vehicle ID → row + 1 (0: none), when the IDs are dense enough (else null: the hash index answers). */
  readonly #rowById: Int32Array | null;
  readonly #madeFor = new Int32Array(MADE).fill(-1);
  readonly #made: (readonly VehicleConfig[])[] = new Array<readonly VehicleConfig[]>(MADE);

  constructor(parts: { baseVehicles: IdIndex; pairStart: Int32Array; pairs: Int32Array; options: readonly EngineOption[] }) {
    this.#baseVehicles = parts.baseVehicles;
    this.#pairStart = parts.pairStart;
    this.#pairs = parts.pairs;
    this.#options = parts.options;
    this.#optionEngineBase = Int32Array.from(parts.options, (o) => o.engineBaseId);
    this.#rowById = denseRows(parts.baseVehicles);
  }

  /**
   * A base vehicle's row, or -1. Every ID-coded row asks, for vehicles spread over the whole release:
   * one read of a direct index where the hash index reads its slot and then the ID to confirm it.
   */
  #rowOf(baseVehicleId: number): number {
    const dense = this.#rowById;
    if (!dense) return this.#baseVehicles.rowOf(baseVehicleId);
    // Out of range or not a whole number: no element, so no row.
    const row = baseVehicleId >= 0 && baseVehicleId < dense.length ? dense[baseVehicleId] : undefined;
    return row === undefined ? -1 : row - 1;
  }

  /**
   * Whether one of the base vehicle's configurations has the submodel. Read from the pairs: every
   * ID-coded row asks, for vehicles spread wider than the made lists kept (bench:scale realistic makes
   * a list for most rows otherwise).
   */
  offersSubmodel(baseVehicleId: number, subModelId: number): boolean {
    const row = this.#rowOf(baseVehicleId);
    if (row < 0) return false;
    const pairs = this.#pairs;
    for (let p = 2 * this.#pairStart[row]!, end = 2 * this.#pairStart[row + 1]!; p < end; p += 2) if (pairs[p] === subModelId) return true;
    return false;
  }

  /** Whether the base vehicle is offered with the engine (with that submodel, when one is given); from the pairs too. */
  offersEngine(baseVehicleId: number, subModelId: number | undefined, engineBaseId: number): boolean {
    const row = this.#rowOf(baseVehicleId);
    if (row < 0) return false;
    const pairs = this.#pairs;
    const engineBase = this.#optionEngineBase;
    for (let p = 2 * this.#pairStart[row]!, end = 2 * this.#pairStart[row + 1]!; p < end; p += 2) {
      if (subModelId !== undefined && pairs[p] !== subModelId) continue;
      const option = pairs[p + 1]!;
      if (option >= 0 && engineBase[option] === engineBaseId) return true;
    }
    return false;
  }

  get(baseVehicleId: number): readonly VehicleConfig[] {
    const row = this.#rowOf(baseVehicleId);
    if (row < 0) return NONE;
    const slot = row & (MADE - 1);
    if (this.#madeFor[slot] === row) return this.#made[slot]!;
    const pairs = this.#pairs;
    const configs: VehicleConfig[] = [];
    let engines: EngineOption[] = [];
    for (let p = 2 * this.#pairStart[row]!, end = 2 * this.#pairStart[row + 1]!; p < end; p += 2) {
      // A configuration's pairs are consecutive, and its base vehicle has one per submodel.
      const submodelId = pairs[p]!;
      if (configs.length === 0 || configs[configs.length - 1]!.submodelId !== submodelId) configs.push({ submodelId, engines: (engines = []) });
      const option = pairs[p + 1]!;
      if (option >= 0) engines.push(this.#options[option]!);
    }
    this.#madeFor[slot] = row;
    this.#made[slot] = configs;
    return configs;
  }
}

/** ID → row + 1 for IDs that are all in [0, DENSE_LIMIT) and not too spread out; else null. */
function denseRows(index: IdIndex): Int32Array | null {
  const n = index.size;
  let max = -1;
  for (let row = 0; row < n; row++) {
    const id = index.idAt(row);
    if (id < 0 || id >= DENSE_LIMIT) return null;
    if (id > max) max = id;
  }
  if (n === 0 || max + 1 > n * DENSE_SPREAD) return null;
  const rows = new Int32Array(max + 1);
  for (let row = 0; row < n; row++) rows[index.idAt(row)] = row + 1;
  return rows;
}

/**
 * Joins the tables. `engines` holds (VehicleID, EngineConfigID) pairs in file order; `optionOf` gives a
 * config's engine option (an index into `options`), or -1 for a config the EngineConfig table lacks.
 * Order is kept as a reader of the files would meet it: a base vehicle's submodels in the order of
 * their first Vehicle row, a configuration's engines in the order first offered on one of its vehicles.
 */
export function buildVehicleConfigs(
  vehicles: VehicleRows,
  engines: IntColumn,
  optionOf: (engineConfigId: number) => number,
  options: readonly EngineOption[],
): VehicleConfigTable {
  const nVehicles = vehicles.index.size;

  // Each vehicle's engine options in file order: a counting sort of the pairs by vehicle, filled from
  // the back so it is stable, looking the IDs up twice rather than keeping them (no array per pair).
  const nPairs = engines.length / 2;
  const optionAt = (p: number): number => optionOf(engines.at(2 * p + 1));
  const vehicleEngineStart = new Int32Array(nVehicles + 1);
  for (let p = 0; p < nPairs; p++) {
    const vehicle = vehicles.index.rowOf(engines.at(2 * p));
    if (vehicle >= 0 && optionAt(p) >= 0) vehicleEngineStart[vehicle]!++;
  }
  const vehicleEngine = new Int32Array(countsToEnds(vehicleEngineStart, nVehicles));
  for (let p = nPairs - 1; p >= 0; p--) {
    const vehicle = vehicles.index.rowOf(engines.at(2 * p));
    const option = vehicle < 0 ? -1 : optionAt(p);
    if (option >= 0) vehicleEngine[--vehicleEngineStart[vehicle]!] = option;
  }

  // Each base vehicle's vehicles, in Vehicle-table order (the same sort).
  const baseVehicles = new IdIndex(nVehicles / 2);
  const baseOf = new Int32Array(nVehicles);
  for (let v = 0; v < nVehicles; v++) baseOf[v] = baseVehicles.add(vehicles.baseVehicle.at(v));
  const nBase = baseVehicles.size;
  const vehicleStart = new Int32Array(nBase + 1);
  for (let v = 0; v < nVehicles; v++) vehicleStart[baseOf[v]!]!++;
  const vehiclesOf = new Int32Array(countsToEnds(vehicleStart, nBase));
  for (let v = nVehicles - 1; v >= 0; v--) vehiclesOf[--vehicleStart[baseOf[v]!]!] = v;

  const pairStart = new Int32Array(nBase + 1);
  const pairs = new IntColumn(nVehicles * 4);
  // A base vehicle's submodels in the order first met (a handful: a list reused for each).
  const submodels: number[] = [];
  for (let b = 0; b < nBase; b++) {
    pairStart[b] = pairs.length / 2;
    submodels.length = 0;
    for (let k = vehicleStart[b]!; k < vehicleStart[b + 1]!; k++) {
      const submodelId = vehicles.submodel.at(vehiclesOf[k]!);
      if (!submodels.includes(submodelId)) submodels.push(submodelId);
    }
    // Then each one's engines from its vehicles (regions) in turn, written straight into the pairs:
    // no object per base vehicle.
    for (const submodelId of submodels) {
      const from = pairs.length;
      for (let k = vehicleStart[b]!; k < vehicleStart[b + 1]!; k++) {
        const v = vehiclesOf[k]!;
        if (vehicles.submodel.at(v) !== submodelId) continue;
        for (let e = vehicleEngineStart[v]!; e < vehicleEngineStart[v + 1]!; e++) {
          const option = vehicleEngine[e]!;
          let had = false;
          for (let x = from + 1; x < pairs.length && !had; x += 2) had = pairs.at(x) === option;
          if (!had) {
            pairs.push(submodelId);
            pairs.push(option);
          }
        }
      }
      if (pairs.length === from) {
        pairs.push(submodelId);
        pairs.push(-1);
      }
    }
  }
  pairStart[nBase] = pairs.length / 2;

  return new VehicleConfigTable({ baseVehicles, pairStart, pairs: pairs.toArray(), options });
}

/** Counts per key in `[0, n)` → each key's end offset, `[n]` the total; returns the total. */
function countsToEnds(counts: Int32Array, n: number): number {
  let total = 0;
  for (let k = 0; k < n; k++) counts[k] = total += counts[k]!;
  counts[n] = total;
  return total;
}

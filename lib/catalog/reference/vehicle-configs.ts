/**
 * Each base vehicle's configurations: one per submodel, its regions merged and engines united — the
 * join of Vehicle → VehicleToEngineConfig → EngineConfig, done once per release and held for the run.
 *
 * Held in columns, not objects: a release-sized delivery (280,000 vehicles, 420,000 vehicle-engine rows
 * on 140,000 base vehicles) took ~40 MB as shared objects and ~180 MB of garbage to build them; as
 * integer arrays it is ~5 MB. `get` makes a base vehicle's configurations on demand and keeps the
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
  /** Base vehicle row → its configurations [start, next start). */
  readonly #configStart: Int32Array;
  readonly #submodel: Int32Array;
  /** Configuration → its engines [start, next start) in `#engine`. */
  readonly #engineStart: Int32Array;
  /** Index into `#options`. */
  readonly #engine: Int32Array;
  readonly #options: readonly EngineOption[];
  /** Each option's EngineBaseID, for the checks that read the columns without making a list. */
  readonly #optionEngineBase: Int32Array;
  /** Base vehicle ID → row + 1 (0: none), when the IDs are dense enough (else null: the hash index answers). */
  readonly #rowById: Int32Array | null;
  readonly #madeFor = new Int32Array(MADE).fill(-1);
  readonly #made: (readonly VehicleConfig[])[] = new Array<readonly VehicleConfig[]>(MADE);

  constructor(parts: {
    baseVehicles: IdIndex;
    configStart: Int32Array;
    submodel: Int32Array;
    engineStart: Int32Array;
    engine: Int32Array;
    options: readonly EngineOption[];
  }) {
    this.#baseVehicles = parts.baseVehicles;
    this.#configStart = parts.configStart;
    this.#submodel = parts.submodel;
    this.#engineStart = parts.engineStart;
    this.#engine = parts.engine;
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
   * Whether one of the base vehicle's configurations has the submodel. Read from the columns: every
   * ID-coded row asks, for vehicles spread wider than the made lists kept (bench:scale realistic makes
   * a list for most rows otherwise).
   */
  offersSubmodel(baseVehicleId: number, subModelId: number): boolean {
    const row = this.#rowOf(baseVehicleId);
    if (row < 0) return false;
    const submodel = this.#submodel;
    for (let c = this.#configStart[row]!, end = this.#configStart[row + 1]!; c < end; c++) if (submodel[c] === subModelId) return true;
    return false;
  }

  /** Whether the base vehicle is offered with the engine (with that submodel, when one is given); from the columns too. */
  offersEngine(baseVehicleId: number, subModelId: number | undefined, engineBaseId: number): boolean {
    const row = this.#rowOf(baseVehicleId);
    if (row < 0) return false;
    const submodel = this.#submodel;
    const engineStart = this.#engineStart;
    const engine = this.#engine;
    const engineBase = this.#optionEngineBase;
    for (let c = this.#configStart[row]!, end = this.#configStart[row + 1]!; c < end; c++) {
      if (subModelId !== undefined && submodel[c] !== subModelId) continue;
      for (let e = engineStart[c]!, last = engineStart[c + 1]!; e < last; e++) if (engineBase[engine[e]!] === engineBaseId) return true;
    }
    return false;
  }

  get(baseVehicleId: number): readonly VehicleConfig[] {
    const row = this.#rowOf(baseVehicleId);
    if (row < 0) return NONE;
    const slot = row & (MADE - 1);
    if (this.#madeFor[slot] === row) return this.#made[slot]!;
    const configs: VehicleConfig[] = [];
    for (let c = this.#configStart[row]!; c < this.#configStart[row + 1]!; c++) {
      const engines: EngineOption[] = [];
      for (let e = this.#engineStart[c]!; e < this.#engineStart[c + 1]!; e++) engines.push(this.#options[this.#engine[e]!]!);
      configs.push({ submodelId: this.#submodel[c]!, engines });
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

  const configStart = new Int32Array(nBase + 1);
  const submodel = new IntColumn(nBase * 2);
  const engineStart = new IntColumn(nBase * 2);
  const engine = new IntColumn(nVehicles * 2);
  for (let b = 0; b < nBase; b++) {
    const first = submodel.length;
    configStart[b] = first;
    // Its submodels in the order first met, then each one's engines from its vehicles (regions) in turn,
    // written straight into the columns: no object per base vehicle.
    for (let k = vehicleStart[b]!; k < vehicleStart[b + 1]!; k++) {
      const submodelId = vehicles.submodel.at(vehiclesOf[k]!);
      let seen = false;
      for (let c = first; c < submodel.length && !seen; c++) seen = submodel.at(c) === submodelId;
      if (!seen) submodel.push(submodelId);
    }
    for (let c = first; c < submodel.length; c++) {
      const submodelId = submodel.at(c);
      const from = engine.length;
      engineStart.push(from);
      for (let k = vehicleStart[b]!; k < vehicleStart[b + 1]!; k++) {
        const v = vehiclesOf[k]!;
        if (vehicles.submodel.at(v) !== submodelId) continue;
        for (let e = vehicleEngineStart[v]!; e < vehicleEngineStart[v + 1]!; e++) {
          const option = vehicleEngine[e]!;
          let had = false;
          for (let x = from; x < engine.length && !had; x++) had = engine.at(x) === option;
          if (!had) engine.push(option);
        }
      }
    }
  }
  configStart[nBase] = submodel.length;
  engineStart.push(engine.length);

  return new VehicleConfigTable({
    baseVehicles,
    configStart,
    submodel: submodel.toArray(),
    engineStart: engineStart.toArray(),
    engine: engine.toArray(),
    options,
  });
}

/** Counts per key in `[0, n)` → each key's end offset, `[n]` the total; returns the total. */
function countsToEnds(counts: Int32Array, n: number): number {
  let total = 0;
  for (let k = 0; k < n; k++) counts[k] = total += counts[k]!;
  counts[n] = total;
  return total;
}

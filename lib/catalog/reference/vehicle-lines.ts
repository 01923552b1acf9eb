/**
 * Make + model lines over their years, built once from the BaseVehicle columns. Every line's years sit
 * in two shared arrays (year, BaseVehicleID), sorted by line then year; a line's `years` map is a view
 * on its slice, so a release's thousands of lines cost no `Map` each.
 */

import type { BaseVehicleTable } from './base-vehicles';
import type { VehicleLine } from './reference-set';

/** One line's year → BaseVehicleID, ascending by year (a `ReadonlyMap` over a slice of shared arrays). */
class LineYears implements ReadonlyMap<number, number> {
  readonly #years: Int32Array;
  readonly #ids: Int32Array;
  readonly #from: number;
  readonly #to: number;

  constructor(years: Int32Array, ids: Int32Array, from: number, to: number) {
    this.#years = years;
    this.#ids = ids;
    this.#from = from;
    this.#to = to;
  }

  get size(): number {
    return this.#to - this.#from;
  }
  #find(year: number): number {
    let lo = this.#from;
    let hi = this.#to - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const y = this.#years[mid]!;
      if (y === year) return mid;
      if (y < year) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
  has(year: number): boolean {
    return this.#find(year) >= 0;
  }
  get(year: number): number | undefined {
    const i = this.#find(year);
    return i < 0 ? undefined : this.#ids[i];
  }
  *keys(): MapIterator<number> {
    for (let i = this.#from; i < this.#to; i++) yield this.#years[i]!;
  }
  *values(): MapIterator<number> {
    for (let i = this.#from; i < this.#to; i++) yield this.#ids[i]!;
  }
  *entries(): MapIterator<[number, number]> {
    for (let i = this.#from; i < this.#to; i++) yield [this.#years[i]!, this.#ids[i]!];
  }
  [Symbol.iterator](): MapIterator<[number, number]> {
    return this.entries();
  }
  forEach(callback: (value: number, key: number, map: ReadonlyMap<number, number>) => void, thisArg?: unknown): void {
    for (let i = this.#from; i < this.#to; i++) callback.call(thisArg, this.#ids[i]!, this.#years[i]!, this);
  }
}

export interface VehicleLines {
  /** makeId → modelId → line. */
  lines: Map<number, Map<number, VehicleLine>>;
  /** makeId → its models, in the order their first base vehicle was read. */
  modelsOfMake: Map<number, number[]>;
}

/**
 * Groups base vehicles by make and model. A year read twice in one line keeps the later base vehicle,
 * as a `Map.set` per row did.
 */
export function buildVehicleLines(baseVehicles: BaseVehicleTable): VehicleLines {
  const lines = new Map<number, Map<number, VehicleLine>>();
  const modelsOfMake = new Map<number, number[]>();
  const n = baseVehicles.size;

  // Number the lines in the order they are first met, and count each one's rows.
  const lineIds = new Map<number, Map<number, number>>();
  const lineOfRow = new Int32Array(n);
  const counts: number[] = [];
  const lineMake: number[] = [];
  const lineModel: number[] = [];
  for (let row = 0; row < n; row++) {
    const makeId = baseVehicles.makeAt(row);
    const modelId = baseVehicles.modelAt(row);
    let models = lineIds.get(makeId);
    if (!models) lineIds.set(makeId, (models = new Map()));
    let line = models.get(modelId);
    if (line === undefined) {
      models.set(modelId, (line = counts.length));
      counts.push(0);
      lineMake.push(makeId);
      lineModel.push(modelId);
      const list = modelsOfMake.get(makeId);
      if (list) list.push(modelId);
      else modelsOfMake.set(makeId, [modelId]);
    }
    lineOfRow[row] = line;
    counts[line]!++;
  }

  // Rows of each line together, in row order (a stable counting sort), then each slice by year.
  const starts = new Int32Array(counts.length + 1);
  for (let l = 0; l < counts.length; l++) starts[l + 1] = starts[l]! + counts[l]!;
  const next = starts.slice(0, counts.length);
  const rows = new Int32Array(n);
  for (let row = 0; row < n; row++) rows[next[lineOfRow[row]!]!++] = row;

  const years = new Int32Array(n);
  const ids = new Int32Array(n);
  let written = 0;
  for (let l = 0; l < counts.length; l++) {
    const slice = Array.from(rows.subarray(starts[l]!, starts[l + 1]!));
    // Stable: of two rows with one year, the later stays last, and is the one kept.
    slice.sort((a, b) => baseVehicles.yearAt(a) - baseVehicles.yearAt(b));
    const from = written;
    for (let k = 0; k < slice.length; k++) {
      const row = slice[k]!;
      const year = baseVehicles.yearAt(row);
      if (written > from && years[written - 1] === year) written--;
      years[written] = year;
      ids[written] = baseVehicles.idAt(row);
      written++;
    }
    const makeId = lineMake[l]!;
    const modelId = lineModel[l]!;
    let models = lines.get(makeId);
    if (!models) lines.set(makeId, (models = new Map()));
    models.set(modelId, {
      makeId,
      modelId,
      years: new LineYears(years, ids, from, written),
      firstYear: years[from]!,
      lastYear: years[written - 1]!,
    });
  }
  return { lines, modelsOfMake };
}

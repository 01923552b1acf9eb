/**
 * Apps packed for the fitment checks on another thread. Posting the app objects themselves costs a
 * structured clone of each (a million apps in batches of 4,096: ~600 ms on the sender, ~0.3 s more
 * to receive); here the numbers of a batch go in one Float64Array, moved rather than copied, and the
 * part numbers in a list of strings (~170 ms on the sender). The rarer parts — attributes,
 * qualifiers, notes, a delete action — go by the app's place in the batch, only for the apps that
 * have them. Only what the fitment checks read is carried.
 */

import type { AcesApp } from '../types';

/** Numbers per app: id, row, base vehicle, submodel, engine base, qty, part type, position. */
const NUMBERS = 8;

/** The fields of an app the checks read beside its numbers and part number; absent on most apps. */
type RareFields = Pick<AcesApp, 'attributes' | 'quals' | 'notes' | 'action'>;

export interface AppBatch {
  count: number;
  numbers: Float64Array;
  parts: string[];
  /** Rare fields by the app's place in the batch; null when no app of the batch has any. */
  rare: Map<number, RareFields> | null;
}

/** An optional ID as a number; NaN stands for none (IDs are positive whole numbers). */
const optional = (n: number | undefined): number => (n === undefined ? NaN : n);
const present = (n: number): number | undefined => (Number.isNaN(n) ? undefined : n);

/** Collects apps into batches of up to `size`. */
export class AppBatchWriter {
  #numbers: Float64Array;
  #parts: string[] = [];
  #rare: Map<number, RareFields> | null = null;
  #count = 0;

  constructor(readonly size: number) {
    this.#numbers = new Float64Array(size * NUMBERS);
  }

  get count(): number {
    return this.#count;
  }

  get full(): boolean {
    return this.#count === this.size;
  }

  add(app: AcesApp): void {
    const n = this.#numbers;
    const at = this.#count * NUMBERS;
    n[at] = app.id;
    n[at + 1] = app.row;
    n[at + 2] = app.baseVehicleId;
    n[at + 3] = optional(app.subModelId);
    n[at + 4] = optional(app.engineBaseId);
    n[at + 5] = app.qty;
    n[at + 6] = app.partTypeId;
    n[at + 7] = optional(app.positionId);
    this.#parts.push(app.part);
    if (app.attributes !== undefined || app.quals !== undefined || app.notes !== undefined || app.action !== undefined) {
      const rare: RareFields = {};
      if (app.attributes !== undefined) rare.attributes = app.attributes;
      if (app.quals !== undefined) rare.quals = app.quals;
      if (app.notes !== undefined) rare.notes = app.notes;
      if (app.action !== undefined) rare.action = app.action;
      (this.#rare ??= new Map()).set(this.#count, rare);
    }
    this.#count++;
  }

  /** The batch so far (its numbers' buffer can be transferred), and a fresh one begun; null when empty. */
  take(): AppBatch | null {
    if (this.#count === 0) return null;
    const batch: AppBatch = { count: this.#count, numbers: this.#numbers, parts: this.#parts, rare: this.#rare };
    this.#numbers = new Float64Array(this.size * NUMBERS);
    this.#parts = [];
    this.#rare = null;
    this.#count = 0;
    return batch;
  }
}

/** Calls `each` with every app of the batch, as it was added (the fields the checks read). */
export function readAppBatch(batch: AppBatch, each: (app: AcesApp) => void): void {
  const { numbers: n, parts, rare } = batch;
  for (let i = 0, at = 0; i < batch.count; i++, at += NUMBERS) {
    // Every app of one shape, optional IDs undefined where absent.
    const app: AcesApp = {
      id: n[at]!,
      row: n[at + 1]!,
      baseVehicleId: n[at + 2]!,
      subModelId: present(n[at + 3]!),
      engineBaseId: present(n[at + 4]!),
      qty: n[at + 5]!,
      partTypeId: n[at + 6]!,
      positionId: present(n[at + 7]!),
      part: parts[i]!,
    };
    const extra = rare?.get(i);
    if (extra) Object.assign(app, extra);
    each(app);
  }
}

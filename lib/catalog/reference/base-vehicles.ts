/**
 * The BaseVehicle table in columns: a release has ~140,000 of them, and as a `Map` of objects they
 * took ~13 MB where four integers a row take ~3. Read through the `ReadonlyMap` the engine always
 * had; `get` makes the small object on demand (callers only read it).
 */

import { IdIndex } from './id-index';
import { IntColumn } from './int-column';
import type { BaseVehicle } from './reference-set';

export class BaseVehicleTable implements ReadonlyMap<number, BaseVehicle> {
  readonly #index = new IdIndex(1 << 16);
  readonly #year = new IntColumn(1 << 16);
  readonly #make = new IntColumn(1 << 16);
  readonly #model = new IntColumn(1 << 16);

  /** Loading: a row read; an ID read again keeps its place and takes the later values, as `Map.set`. */
  add(id: number, year: number, makeId: number, modelId: number): void {
    const row = this.#index.add(id);
    if (row === this.#year.length) {
      this.#year.push(year);
      this.#make.push(makeId);
      this.#model.push(modelId);
    } else {
      this.#year.set(row, year);
      this.#make.set(row, makeId);
      this.#model.set(row, modelId);
    }
  }

  /** Loading done: the columns give back their spare capacity (up to half of them). */
  trim(): void {
    this.#index.trim();
    for (const column of [this.#year, this.#make, this.#model]) column.trim();
  }

  get size(): number {
    return this.#index.size;
  }

  /** The row of an ID (rows count from 0 in the order IDs were first read), or -1. */
  rowOf(id: number): number {
    return this.#index.rowOf(id);
  }
  idAt(row: number): number {
    return this.#index.idAt(row);
  }
  yearAt(row: number): number {
    return this.#year.at(row);
  }
  makeAt(row: number): number {
    return this.#make.at(row);
  }
  modelAt(row: number): number {
    return this.#model.at(row);
  }

  has(id: number): boolean {
    return this.#index.rowOf(id) >= 0;
  }

  get(id: number): BaseVehicle | undefined {
    const row = this.#index.rowOf(id);
    return row < 0 ? undefined : this.#at(row);
  }

  #at(row: number): BaseVehicle {
    return { id: this.#index.idAt(row), year: this.#year.at(row), makeId: this.#make.at(row), modelId: this.#model.at(row) };
  }

  *keys(): MapIterator<number> {
    for (let row = 0; row < this.size; row++) yield this.#index.idAt(row);
  }
  *values(): MapIterator<BaseVehicle> {
    for (let row = 0; row < this.size; row++) yield this.#at(row);
  }
  *entries(): MapIterator<[number, BaseVehicle]> {
    for (let row = 0; row < this.size; row++) yield [this.#index.idAt(row), this.#at(row)];
  }
  [Symbol.iterator](): MapIterator<[number, BaseVehicle]> {
    return this.entries();
  }
  forEach(callback: (value: BaseVehicle, key: number, map: ReadonlyMap<number, BaseVehicle>) => void, thisArg?: unknown): void {
    for (let row = 0; row < this.size; row++) callback.call(thisArg, this.#at(row), this.#index.idAt(row), this);
  }
}

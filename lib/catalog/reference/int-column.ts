/**
 * Growable columns of 32-bit integers: how the big tables (BaseVehicle, Vehicle,
 * VehicleToEngineConfig, CodeMaster) are kept while their rows stream in, four bytes a value instead
 * of an object or a boxed array entry per row.
 */

/** Auto Care IDs are 32-bit integers: a value outside that range cannot be kept in a column. */
export const isInt32 = (n: number): boolean => (n | 0) === n;

export class IntColumn {
  #data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.#data = new Int32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.#data.length) {
      const grown = new Int32Array(this.#data.length * 2);
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data[this.length++] = value;
  }

  at(index: number): number {
    return this.#data[index]!;
  }

  set(index: number, value: number): void {
    this.#data[index] = value;
  }

  /** Drops the spare capacity, once no more values come. */
  trim(): void {
    if (this.#data.length > this.length) this.#data = this.#data.slice(0, this.length);
  }

  /** The values as a right-sized array (a copy: the column's spare capacity is not kept). */
  toArray(): Int32Array {
    return this.#data.slice(0, this.length);
  }
}

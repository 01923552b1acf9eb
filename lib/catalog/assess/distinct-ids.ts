/** IDs below this get a bit each (512 KB at most); VCdb's BaseVehicle IDs are far below it. */
const BIT_LIMIT = 1 << 22;

/**
 * Counts distinct IDs: a bit per ID below 2^22, grown to the largest seen, and a Set for any other
 * number. A Set<number> of a catalog's 150,000 base vehicles cost ~0.2 µs an app (a million apps:
 * ~0.2 s of a validate run); a bit is one array read.
 */
export class DistinctIds {
  #bits = new Uint32Array(1024);
  #counted = 0;
  readonly #others = new Set<number>();

  add(id: number): void {
    if (id >>> 0 !== id || id >= BIT_LIMIT) {
      this.#others.add(id);
      return;
    }
    const word = id >>> 5;
    if (word >= this.#bits.length) this.#grow(word);
    const bit = 1 << (id & 31);
    if ((this.#bits[word]! & bit) === 0) {
      this.#bits[word]! |= bit;
      this.#counted++;
    }
  }

  get size(): number {
    return this.#counted + this.#others.size;
  }

  #grow(word: number): void {
    let length = this.#bits.length;
    while (length <= word) length *= 2;
    const bits = new Uint32Array(length);
    bits.set(this.#bits);
    this.#bits = bits;
  }
}

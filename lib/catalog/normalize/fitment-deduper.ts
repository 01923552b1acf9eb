/**
 * Finds identical apps coming from different rows. Each unique app costs a 63-bit fingerprint and the
 * row it came from in typed arrays (~26–52 bytes with the table's free space), so a million apps take
 * 30–50 MB. Two independent 32-bit hashes make a false "duplicate" about a 1-in-20-million
 * event at a million apps.
 */

import type { Finding } from '@/lib/catalog/types';
import type { NormalizedApp } from './normalize-row';

/**
 * Two independent 32-bit hashes of everything that makes an app what it is, fed field by field (no
 * key string is built). Strings are preceded by their length so field boundaries cannot blur.
 */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

class AppHasher {
  h1 = 0;
  h2 = 0;

  #int(v: number) {
    this.h1 = Math.imul(this.h1 ^ v, 0x01000193);
    this.h2 = Math.imul((this.h2 ^ v) + 0x7f4a7c15, 0x5bd1e995);
    this.h2 ^= this.h2 >>> 15;
  }

  #str(s: string) {
    this.#int(s.length);
    for (let i = 0; i < s.length; i++) this.#int(s.charCodeAt(i));
  }

  hash(app: NormalizedApp): void {
    this.h1 = 0x811c9dc5;
    this.h2 = 0x9747b28c;
    this.#int(app.baseVehicleId);
    this.#int(app.subModelId ?? -1);
    this.#int(app.engineBaseId ?? -1);
    this.#int(app.qty);
    this.#int(app.partTypeId);
    this.#int(app.positionId ?? -1);
    this.#str(app.part);
    this.#str(app.mfrLabel ?? '');
    if (app.attributes) {
      const attrs = app.attributes.length > 1 ? [...app.attributes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)) : app.attributes;
      this.#int(attrs.length);
      for (const a of attrs) {
        this.#str(a.name);
        this.#int(a.id);
      }
    } else this.#int(0);
    const notes = app.notes && app.notes.length > 1 ? [...app.notes].sort() : app.notes;
    this.#int(notes?.length ?? 0);
    for (const n of notes ?? []) this.#str(n);
    const quals = app.quals ? app.quals.map((q) => `${q.id}(${q.params.join(',')})`).sort() : [];
    this.#int(quals.length);
    for (const q of quals) this.#str(q);
    this.h1 = fmix(this.h1);
    this.h2 = (fmix(this.h2) | 1) >>> 0; // never 0, so an empty slot cannot look used
  }
}

export class FitmentDeduper {
  #hi = new Uint32Array(1 << 18);
  #lo = new Uint32Array(1 << 18);
  #rows = new Uint32Array(1 << 18);
  #used = new Uint8Array(1 << 18);
  #count = 0;
  readonly #hasher = new AppHasher();

  get size(): number {
    return this.#count;
  }

  /** Records an app; returns the row of the identical app seen before, or null when it is new. */
  add(app: NormalizedApp): number | null {
    this.#hasher.hash(app);
    const hi = this.#hasher.h1;
    const lo = this.#hasher.h2;
    if ((this.#count + 1) * 2 > this.#used.length) this.#grow();
    const slot = this.#find(hi, lo);
    if (this.#used[slot]) return this.#rows[slot]!;
    this.#used[slot] = 1;
    this.#hi[slot] = hi;
    this.#lo[slot] = lo;
    this.#rows[slot] = app.row;
    this.#count++;
    return null;
  }

  /**
   * Keeps a row's apps that are new; one ROW_DUPLICATE finding names the earlier row. `allDuplicate`
   * means the whole row was already there (its outcome is `merged`).
   */
  filter(apps: readonly NormalizedApp[], row: number): { apps: NormalizedApp[]; finding?: Finding; allDuplicate: boolean } {
    const kept: NormalizedApp[] = [];
    const earlier = new Set<number>();
    for (const app of apps) {
      const seen = this.add(app);
      if (seen === null) kept.push(app);
      else if (seen !== row) earlier.add(seen);
    }
    if (!earlier.size) return { apps: kept, allDuplicate: false };
    const dropped = apps.length - kept.length;
    const rows = [...earlier].sort((a, b) => a - b);
    return {
      apps: kept,
      allDuplicate: kept.length === 0,
      finding: {
        code: 'ROW_DUPLICATE',
        severity: 'info',
        row,
        message:
          kept.length === 0
            ? `Row ${row} repeats row ${rows.join(', ')}: merged, nothing new exported.`
            : `${dropped} of ${apps.length} apps of row ${row} repeat row ${rows.join(', ')}: merged, the other ${kept.length} exported.`,
      },
    };
  }

  #find(hi: number, lo: number): number {
    const mask = this.#used.length - 1;
    let slot = (hi ^ Math.imul(lo, 0x9e3779b1)) & mask;
    while (this.#used[slot] && (this.#hi[slot] !== hi || this.#lo[slot] !== lo)) slot = (slot + 1) & mask;
    return slot;
  }

  #grow() {
    const { used, hi, lo, rows } = { used: this.#used, hi: this.#hi, lo: this.#lo, rows: this.#rows };
    const size = used.length * 2;
    this.#used = new Uint8Array(size);
    this.#hi = new Uint32Array(size);
    this.#lo = new Uint32Array(size);
    this.#rows = new Uint32Array(size);
    for (let i = 0; i < used.length; i++) {
      if (!used[i]) continue;
      const slot = this.#find(hi[i]!, lo[i]!);
      this.#used[slot] = 1;
      this.#hi[slot] = hi[i]!;
      this.#lo[slot] = lo[i]!;
      this.#rows[slot] = rows[i]!;
    }
  }
}

/**
 * Finds identical apps coming from different rows. Each unique app costs a 95-bit fingerprint and the
 * row it came from in one typed array (16 bytes a slot, 21–43 with the table's free space), up to
 * `maxHeld` apps (default 2^18: 6–11 MB); beyond that the apps held are spilled as a sorted run to
 * a store (a scratch file) and looked up there, so memory stays flat however long the file (see
 * SpilledFingerprints). Two apps are taken for the same only when all 95 bits agree: with three
 * independent 32-bit hashes (one bit fixed), two distinct apps among ten million collide with a
 * chance of about 10^14 / 2^96 ≈ 10^-15, where the old 63 bits gave 1 in 20 million at a million
 * apps — too near to be sure at the sizes the engine now takes.
 */

import type { Finding } from '@/lib/catalog/types';
import { saidFields, say } from '../messages';
import type { NormalizedApp } from './normalize-row';
import { RECORD_INTS, sortRecords, SpilledFingerprints, type FingerprintRunStore } from './spilled-fingerprints';

/**
 * Three independent 32-bit hashes of everything that makes an app what it is, fed field by field (no
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
  h3 = 0;

  #int(v: number) {
    this.h1 = Math.imul(this.h1 ^ v, 0x01000193);
    this.h2 = Math.imul((this.h2 ^ v) + 0x7f4a7c15, 0x5bd1e995);
    this.h2 ^= this.h2 >>> 15;
    // murmur3's step: a third lane unlike the other two.
    const k = Math.imul(v, 0xcc9e2d51);
    const h = this.h3 ^ Math.imul((k << 15) | (k >>> 17), 0x1b873593);
    this.h3 = (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
  }

  #str(s: string) {
    this.#int(s.length);
    for (let i = 0; i < s.length; i++) this.#int(s.charCodeAt(i));
  }

  hash(app: NormalizedApp): void {
    this.h1 = 0x811c9dc5;
    this.h2 = 0x9747b28c;
    this.h3 = 0x3c6ef372;
    this.#int(app.baseVehicleId);
    this.#int(app.subModelId ?? -1);
    this.#int(app.engineBaseId ?? -1);
    this.#int(app.qty);
    this.#int(app.partTypeId);
    this.#int(app.positionId ?? -1);
    this.#str(app.part);
    this.#str(app.mfrLabel ?? '');
    // Another diagram or callout makes another app, not a repeat: merging it would lose its asset.
    const asset = app.asset;
    if (asset) {
      this.#str(asset.name);
      this.#int(asset.itemOrder ?? 0);
      this.#str(asset.itemRef ?? '');
    } else this.#int(-1);
    // Lists are compared order-free; sorting copies only when there is something to sort.
    const attributes = app.attributes;
    if (attributes && attributes.length > 0) {
      const attrs = attributes.length > 1 ? [...attributes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)) : attributes;
      this.#int(attrs.length);
      for (const a of attrs) {
        this.#str(a.name);
        this.#int(a.id);
      }
    } else this.#int(0);
    const notes = app.notes;
    if (notes && notes.length > 0) {
      const sorted = notes.length > 1 ? [...notes].sort() : notes;
      this.#int(sorted.length);
      for (const n of sorted) this.#str(n);
    } else this.#int(0);
    if (app.quals && app.quals.length > 0) {
      const quals = app.quals.map((q) => `${q.id}(${q.params.join(',')})`).sort();
      this.#int(quals.length);
      for (const q of quals) this.#str(q);
    } else this.#int(0);
    this.h1 = fmix(this.h1);
    this.h2 = (fmix(this.h2) | 1) >>> 0; // never 0, so an empty slot cannot look used
    this.h3 = fmix(this.h3);
  }
}

/** Slot layout in a table: three hash words and the row the app came from (a spilled run's record too). */
const STRIDE = RECORD_INTS;
/**
 * Apps are spread over this many small tables by base vehicle. Catalogs come sorted (by vehicle,
 * or by part across a vehicle's years), so the apps of a stretch of rows share a few vehicles and
 * their tables stay in the CPU cache; one big table made every app a cache and TLB miss (~0.4 µs
 * here, the largest single cost of deduplicating a million apps).
 */
const PARTITIONS = 1024;
/** Apps held in memory before they are spilled (when there is a store). */
const DEFAULT_MAX_HELD = 1 << 18;

/** One partition: open addressing on [h1, h2, h3, row] slots, up to 3/4 full. */
class RowTable {
  slots = new Int32Array(16 * STRIDE);
  mask = 15;
  count = 0;

  /** Makes room for one more key; call before `find` for a key that may be added. */
  prepare(): void {
    if ((this.count + 1) * 4 > (this.mask + 1) * 3) this.rehash((this.mask + 1) * 2);
  }

  /** Records the app at the free slot `at` (from `find`). */
  put(at: number, h1: number, h2: number, h3: number, row: number): void {
    const slots = this.slots;
    slots[at] = h1;
    slots[at + 1] = h2;
    slots[at + 2] = h3;
    slots[at + 3] = row;
    this.count++;
  }

  reserve(keys: number): void {
    let size = this.mask + 1;
    while (keys * 4 > size * 3) size *= 2;
    if (size > this.mask + 1) this.rehash(size);
  }

  /** Copies the held apps' slots to `into` from record `from`; returns the next record. */
  copyTo(into: Int32Array, from: number): number {
    const slots = this.slots;
    let n = from;
    for (let at = 0; at < slots.length; at += STRIDE) {
      if (slots[at + 1] === 0) continue;
      const to = n * STRIDE;
      into[to] = slots[at]!;
      into[to + 1] = slots[at + 1]!;
      into[to + 2] = slots[at + 2]!;
      into[to + 3] = slots[at + 3]!;
      n++;
    }
    return n;
  }

  /** Empties the table, keeping its size (it will fill again). */
  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  /** The app's slot, or the free slot where it would go. */
  find(h1: number, h2: number, h3: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let i = (h1 ^ Math.imul(h2, 0x9e3779b1)) & mask;
    for (;;) {
      const at = i * STRIDE;
      const l = slots[at + 1]!;
      if (l === 0 || (l === h2 && slots[at] === h1 && slots[at + 2] === h3)) return at;
      i = (i + 1) & mask;
    }
  }

  private rehash(size: number): void {
    const old = this.slots;
    this.mask = size - 1;
    this.slots = new Int32Array(size * STRIDE);
    for (let at = 0; at < old.length; at += STRIDE) {
      if (old[at + 1] === 0) continue;
      const to = this.find(old[at]!, old[at + 1]!, old[at + 2]!);
      this.slots.set(old.subarray(at, at + STRIDE), to);
    }
  }
}

/** Fibonacci hashing: the top 10 bits of the product spread neighbouring ids over all tables. */
const partitionOf = (baseVehicleId: number): number => Math.imul(baseVehicleId | 0, 0x9e3779b1) >>> 22;

export interface FitmentDeduperOptions {
  /** Where apps go beyond `maxHeld`; without it every app stays in memory. */
  runs?: FingerprintRunStore;
  /** Apps held in memory before a run is spilled (default 2^18; at most 2^21). */
  maxHeld?: number;
}

export class FitmentDeduper {
  readonly #tables: (RowTable | undefined)[] = new Array<RowTable | undefined>(PARTITIONS);
  /** Distinct apps in all, held or spilled. */
  #count = 0;
  /** Distinct apps in the tables. */
  #held = 0;
  #added = 0;
  readonly #hasher = new AppHasher();
  readonly #maxHeld: number;
  readonly #spilled: SpilledFingerprints | undefined;

  constructor(options: FitmentDeduperOptions = {}) {
    this.#maxHeld = Math.min(options.maxHeld ?? DEFAULT_MAX_HELD, 1 << 21);
    this.#spilled = options.runs && new SpilledFingerprints(options.runs, this.#maxHeld * 4);
  }

  get size(): number {
    return this.#count;
  }

  /** Apps checked so far, new or not. */
  get appsSeen(): number {
    return this.#added;
  }

  /** Records an app; returns the row of the identical app seen before, or null when it is new. */
  add(app: NormalizedApp): number | null {
    this.#added++;
    const hasher = this.#hasher;
    hasher.hash(app);
    const h1 = hasher.h1 | 0;
    const h2 = hasher.h2 | 0;
    const h3 = hasher.h3 | 0;
    const table = (this.#tables[partitionOf(app.baseVehicleId)] ??= new RowTable());
    table.prepare();
    const at = table.find(h1, h2, h3);
    if (table.slots[at + 1] !== 0) return table.slots[at + 3]! >>> 0;
    if (this.#spilled) {
      const seen = this.#spilled.find(h1, h2, h3);
      if (seen !== -1) return seen >>> 0;
    }
    table.put(at, h1, h2, h3, app.row);
    this.#count++;
    if (++this.#held >= this.#maxHeld && this.#spilled) this.#spill(this.#spilled);
    return null;
  }

  /** Lets go of the spilled runs' store (a file). */
  close(): void {
    this.#spilled?.close();
  }

  /** Writes every app held as one sorted run and empties the tables. */
  #spill(spilled: SpilledFingerprints): void {
    const records = new Int32Array(this.#held * STRIDE);
    let n = 0;
    for (const table of this.#tables) {
      if (!table || table.count === 0) continue;
      n = table.copyTo(records, n);
      table.clear();
    }
    spilled.add(sortRecords(records, n), n);
    this.#held = 0;
  }

  /**
   * Keeps a row's apps that are new; one ROW_DUPLICATE finding names the earlier row. `allDuplicate`
   * means the whole row was already there (its outcome is `merged`). When every app is new the
   * row's own array comes back: the common case allocates nothing.
   */
  filter(apps: readonly NormalizedApp[], row: number): { apps: NormalizedApp[]; finding?: Finding; allDuplicate: boolean } {
    let kept: NormalizedApp[] | null = null;
    let earlier: Set<number> | null = null;
    for (let i = 0; i < apps.length; i++) {
      const app = apps[i]!;
      const seen = this.add(app);
      if (seen === null) {
        if (kept) kept.push(app);
        continue;
      }
      kept ??= apps.slice(0, i);
      if (seen !== row) (earlier ??= new Set()).add(seen);
    }
    const result = kept ?? (apps as NormalizedApp[]);
    if (!earlier) return { apps: result, allDuplicate: false };
    const dropped = apps.length - result.length;
    const rows = [...earlier].sort((a, b) => a - b);
    return {
      apps: result,
      allDuplicate: result.length === 0,
      finding: {
        code: 'ROW_DUPLICATE',
        severity: 'info',
        row,
        message:
          result.length === 0
            ? `Row ${row} repeats row ${rows.join(', ')}: merged, nothing new exported.`
            : `${dropped} of ${apps.length} apps of row ${row} repeat row ${rows.join(', ')}: merged, the other ${result.length} exported.`,
        ...saidFields(
          'ROW_DUPLICATE',
          result.length === 0
            ? say('ROW_DUPLICATE', { row: String(row), rows: rows.join(', ') })
            : say('ROW_DUPLICATE.some', { dropped, total: apps.length, row: String(row), rows: rows.join(', '), kept: result.length }),
        ),
      },
    };
  }

  /**
   * A hint that about `apps` apps will be checked in all: makes room at once, for as many new
   * apps as the share of new ones so far suggests, spread evenly over the tables with a quarter
   * to spare (a table grown step by step leaves its old arrays to the rare full collections).
   */
  reserve(apps: number): void {
    if (this.#added === 0 || apps <= this.#added) return;
    const expected = (this.#count * apps) / this.#added;
    // The rest go to the runs, whose filter is sized for them at once.
    if (this.#spilled && expected > this.#maxHeld) this.#spilled.expect(Math.ceil(expected - this.#maxHeld));
    // No more than the tables hold before they spill.
    const keys = Math.min(expected, this.#spilled ? this.#maxHeld : Infinity);
    const perTable = Math.ceil((keys / PARTITIONS) * 1.25);
    if (perTable < 64) return;
    for (let p = 0; p < PARTITIONS; p++) (this.#tables[p] ??= new RowTable()).reserve(perTable);
  }
}

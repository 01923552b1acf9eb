/**
 * Merges PIES item candidates by part number across rows: a later row fills what earlier rows left
 * empty and adds OE numbers; where it contradicts them (another GTIN, part type, price, weight) the
 * first value stays and one ITEM_CONFLICT finding per part and field says so. Rows that repeat a
 * part's data share its arrays (see `buildItem`), which makes the common case — the same part on
 * many vehicles — a few identity checks.
 *
 * Memory: one item per distinct part number, up to `maxHeld`. Given somewhere to put runs (`runs`),
 * the collector then writes what it holds as a run sorted by part number and starts afresh; at the
 * end the runs are merged the way an external sort merges them, parts met in more than one run
 * merged in run order (so the first value still stays). Items always come out in part-number order,
 * spilled or not: the same catalog gives the same pies.xml whatever its size or row order.
 *
 * One copy of a part's data: an entry shares its arrays with the row's item (which shares them with
 * the part item cache, see buildItem) and copies them only when a merge changes them. A later row
 * whose arrays hold just what the entry's do lends it those instead, so the entry ends up on the
 * cached item's arrays rather than its first row's (bench:scale realistic: 40,000 items held once,
 * not twice).
 */

import type { Finding, PiesItem, PiesPackage } from '@/lib/catalog/types';
import { saidFields, say } from '../messages';

/** A part's merged item between rows, as a run stores it. */
export interface HeldItem {
  item: PiesItem;
  /** Fields already reported as conflicting for this part. */
  reported?: string[];
}

/** Where sorted runs of held items go when the collector is full, and how they come back. */
export interface ItemRuns {
  /** Stores one run (already sorted by part number). */
  write(run: readonly HeldItem[]): void;
  /** Every stored run, each read back in the order written, in batches (a file read a piece at a time). */
  read(): AsyncIterable<readonly HeldItem[]>[];
}

/** Items in part-number order, with the conflicts found merging each across runs. */
export interface ItemBatch {
  items: PiesItem[];
  /** ITEM_CONFLICT findings by the index of the item they concern, to report just before it. */
  conflicts?: Map<number, Finding[]>;
}

export interface ItemCollectorOptions {
  /** Where to spill; without it every part stays in memory. */
  runs?: ItemRuns;
  /** Parts held in memory before a run is written (default 50,000: some 50–100 MB). */
  maxHeld?: number;
}

const DEFAULT_MAX_HELD = 50_000;
/** Items per batch of a collector that never spilled. */
const BATCH_ITEMS = 4096;

/**
 * A caller's handle on one part number, kept across the part's rows (the part item cache's entry,
 * see buildItem). The collector notes the part's entry on it, so the part's later rows reach their
 * entry without a lookup by part number: on a catalog of many parts each lookup is a cache miss or
 * two, and the part cache has already paid one for the row. Read and written by ItemCollector only.
 */
export interface PartSlot {
  /** The collector whose entry `entry` is; unset again when that entry is spilled. */
  collector?: ItemCollector | undefined;
  entry?: unknown;
}

interface Entry {
  /** The part's merged item: its own object, whose arrays are shared until `owned`. */
  item: PiesItem;
  /** Whether the item's arrays (and what is in them) are the entry's own, to change in place. */
  owned: boolean;
  /** The last candidate merged, to skip candidates that repeat it. */
  last: PiesItem;
  /** Fields already reported as conflicting for this part. */
  reported?: Set<string>;
  /** The slot that points here, to unset when the entry is spilled. */
  slot?: PartSlot | undefined;
}

/** The entry's item, its arrays copied first if they are shared: call before changing them. */
function writable(entry: Entry): PiesItem {
  if (!entry.owned) {
    entry.item = cloneItem(entry.item);
    entry.owned = true;
  }
  return entry.item;
}

function cloneItem(item: PiesItem): PiesItem {
  const copy: PiesItem = {
    ...item,
    descriptions: item.descriptions.map((d) => ({ ...d })),
    prices: item.prices.map((p) => ({ ...p })),
    packages: item.packages.map(clonePackage),
    interchange: item.interchange.map((i) => ({ ...i })),
  };
  if (item.gtin) copy.gtin = { ...item.gtin };
  return copy;
}

function clonePackage(p: PiesPackage): PiesPackage {
  const copy: PiesPackage = { ...p };
  if (p.weight) copy.weight = { ...p.weight };
  if (p.dimensions) copy.dimensions = { ...p.dimensions };
  return copy;
}

/** Whether two pieces of plain item data (arrays, objects, primitives) hold the same. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * After a merge: the entry takes the candidate's arrays where they hold just what its own do, so a
 * part's data is kept once (the candidate's are the cached item's, see buildItem) and the copies
 * the entry had go. Its arrays are then shared, so the next change copies them again.
 */
function adoptArrays(entry: Entry, candidate: PiesItem): void {
  const kept = entry.item;
  const adopt = <K extends 'descriptions' | 'prices' | 'packages' | 'interchange'>(key: K): void => {
    if (kept[key] !== candidate[key] && sameData(kept[key], candidate[key])) {
      kept[key] = candidate[key];
      entry.owned = false;
    }
  };
  adopt('descriptions');
  adopt('prices');
  adopt('packages');
  adopt('interchange');
}

function repeats(a: PiesItem, b: PiesItem): boolean {
  return (
    a.descriptions === b.descriptions &&
    a.prices === b.prices &&
    a.packages === b.packages &&
    a.interchange === b.interchange &&
    a.gtin === b.gtin &&
    a.partTerminologyId === b.partTerminologyId &&
    a.countryOfOrigin === b.countryOfOrigin &&
    a.brandAaiaId === b.brandAaiaId
  );
}

const sameDimensions = (a: NonNullable<PiesPackage['dimensions']>, b: NonNullable<PiesPackage['dimensions']>) =>
  a.uom === b.uom && a.length === b.length && a.width === b.width && a.height === b.height;

/** What `add` gives for a row that agreed (nearly every row): one list for all, not a new one each. */
const NO_FINDINGS: readonly Finding[] = Object.freeze([]);

/** Code-unit order: the same on every machine and locale. */
const byPart = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export class ItemCollector {
  readonly #held = new Map<string, Entry>();
  readonly #runs: ItemRuns | undefined;
  readonly #maxHeld: number;
  #spilled = false;

  constructor(options: ItemCollectorOptions = {}) {
    this.#runs = options.runs;
    this.#maxHeld = options.maxHeld ?? DEFAULT_MAX_HELD;
  }

  /** Distinct parts so far; only known before the end while nothing was spilled. */
  get size(): number {
    if (this.#spilled) throw new Error('ItemCollector.size is not known once parts were spilled; count the items written.');
    return this.#held.size;
  }

  /**
   * Adds a row's item; returns conflict findings (empty when it agreed or only added data). `slot`,
   * the caller's handle on the candidate's part number (see PartSlot), spares the lookup.
   */
  add(candidate: PiesItem, slot?: PartSlot): readonly Finding[] {
    const noted = slot !== undefined && slot.collector === this;
    const entry = noted ? (slot.entry as Entry) : this.#held.get(candidate.partNumber);
    if (!entry) {
      // Its own object (scalars are filled in place), the candidate's arrays until a merge changes them.
      // `slot` in place from the start, so noting one later does not give the entry another shape.
      const added: Entry = { item: { ...candidate }, owned: false, last: candidate, slot: undefined };
      this.#held.set(candidate.partNumber, added);
      if (slot) note(slot, added, this);
      if (this.#runs && this.#held.size >= this.#maxHeld) this.#spill(this.#runs);
      return NO_FINDINGS;
    }
    if (slot && !noted) note(slot, entry, this);
    if (repeats(entry.last, candidate)) return NO_FINDINGS;
    entry.last = candidate;
    const findings: Finding[] = [];
    mergeInto(entry, candidate, findings);
    adoptArrays(entry, candidate);
    return findings.length > 0 ? findings : NO_FINDINGS;
  }

  /**
   * Every part's item, in part-number order. Conflicts between runs (a part met again after a
   * spill) are only found here: they go to `onConflict`, just before their part's item.
   */
  async *items(onConflict: (finding: Finding) => void = () => undefined): AsyncGenerator<PiesItem> {
    for await (const { items, conflicts } of this.batches()) {
      for (let i = 0; i < items.length; i++) {
        conflicts?.get(i)?.forEach(onConflict);
        yield items[i]!;
      }
    }
  }

  /**
   * The same items as `items`, in batches: a million items are a thousand steps of an async
   * loop, not a million (each step of a chain of async generators costs promises and microtasks).
   */
  async *batches(): AsyncGenerator<ItemBatch> {
    if (!this.#spilled || !this.#runs) {
      const parts = [...this.#held.keys()].sort(byPart);
      for (let from = 0; from < parts.length; from += BATCH_ITEMS) {
        yield { items: parts.slice(from, from + BATCH_ITEMS).map((part) => this.#held.get(part)!.item) };
      }
      return;
    }
    if (this.#held.size > 0) this.#spill(this.#runs);
    let current: Entry | undefined;
    /** Conflicts found merging `current` across runs. */
    let found: Finding[] = [];
    for await (const merged of mergeRuns(this.#runs.read())) {
      const batch: ItemBatch = { items: [] };
      const take = (entry: Entry): void => {
        if (found.length > 0) {
          (batch.conflicts ??= new Map()).set(batch.items.length, found);
          found = [];
        }
        batch.items.push(entry.item);
      };
      for (const held of merged) {
        if (current && current.item.partNumber === held.item.partNumber) {
          // Fields either run already reported are not reported again (one finding per part and field).
          for (const field of held.reported ?? []) (current.reported ??= new Set()).add(field);
          mergeInto(current, held.item, found);
          continue;
        }
        if (current) take(current);
        current = { item: held.item, owned: true, last: held.item, ...(held.reported ? { reported: new Set(held.reported) } : {}) };
      }
      if (batch.items.length > 0) yield batch;
    }
    if (current) yield found.length > 0 ? { items: [current.item], conflicts: new Map([[0, found]]) } : { items: [current.item] };
  }

  #spill(runs: ItemRuns): void {
    const parts = [...this.#held.keys()].sort(byPart);
    runs.write(
      parts.map((part) => {
        const { item, reported, slot } = this.#held.get(part)!;
        // A part met again after the spill starts a new entry, found by its part number.
        if (slot) slot.collector = slot.entry = undefined;
        return reported ? { item, reported: [...reported] } : { item };
      }),
    );
    this.#held.clear();
    this.#spilled = true;
  }
}

function note(slot: PartSlot, entry: Entry, collector: ItemCollector): void {
  slot.collector = collector;
  slot.entry = entry;
  entry.slot = slot;
}

/** A conflict's field as the ITEM_CONFLICT text selects it; prices and descriptions keep their PIES code ("price LST"). */
function conflictField(field: string): { field: string; code: string } {
  const [kind = field, code = ''] = /^(price|description) (.+)$/.exec(field)?.slice(1) ?? [];
  return code ? { field: kind, code } : { field: FIELD_KEYS[field] ?? field, code: '' };
}

/** The fields a conflict names, as the keys of the ITEM_CONFLICT text. */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  'part type': 'partType',
  GTIN: 'gtin',
  'country of origin': 'country',
  weight: 'weight',
  dimensions: 'dimensions',
};

/**
 * Merges a candidate into a part's entry: gaps filled, contradictions reported once per field. Reads
 * go to `entry.item` as it is now; changes to its arrays through `writable` (see Entry).
 */
function mergeInto(entry: Entry, candidate: PiesItem, findings: Finding[]): void {
  const conflict = (field: string, keptValue: string, otherValue: string): void => {
    entry.reported ??= new Set();
    if (entry.reported.has(field)) return;
    entry.reported.add(field);
    findings.push({
      code: 'ITEM_CONFLICT',
      severity: 'warning',
      row: candidate.row,
      message: `Part ${candidate.partNumber}: this row gives ${field} ${otherValue}, row ${entry.item.row} gave ${keptValue}; the first is kept. Make the rows agree.`,
      ...saidFields(
        'ITEM_CONFLICT',
        say('ITEM_CONFLICT', { part: candidate.partNumber, ...conflictField(field), value: otherValue, keptRow: String(entry.item.row), kept: keptValue }),
      ),
    });
  };

  // The item's own fields (not its arrays) are changed in place: the object is the entry's.
  const kept = entry.item;
  if (candidate.partTerminologyId !== undefined) {
    if (kept.partTerminologyId === undefined) kept.partTerminologyId = candidate.partTerminologyId;
    else if (kept.partTerminologyId !== candidate.partTerminologyId) {
      conflict('part type', String(kept.partTerminologyId), String(candidate.partTerminologyId));
    }
  }
  if (candidate.gtin) {
    if (!kept.gtin) kept.gtin = { ...candidate.gtin };
    else if (kept.gtin.value !== candidate.gtin.value) conflict('GTIN', kept.gtin.value, candidate.gtin.value);
  }
  if (candidate.countryOfOrigin) {
    if (!kept.countryOfOrigin) kept.countryOfOrigin = candidate.countryOfOrigin;
    else if (kept.countryOfOrigin !== candidate.countryOfOrigin) conflict('country of origin', kept.countryOfOrigin, candidate.countryOfOrigin);
  }
  for (const d of candidate.descriptions) {
    const mine = entry.item.descriptions.find((k) => k.code === d.code && k.languageCode === d.languageCode);
    if (!mine) writable(entry).descriptions.push({ ...d });
    else if (mine.text !== d.text) conflict(`description ${d.code}`, `'${mine.text}'`, `'${d.text}'`);
  }
  for (const p of candidate.prices) {
    const mine = entry.item.prices.find((k) => k.type === p.type && k.currency === p.currency);
    if (!mine) writable(entry).prices.push({ ...p });
    else if (mine.amount !== p.amount) conflict(`price ${p.type}`, `${mine.amount} ${mine.currency}`, `${p.amount} ${p.currency}`);
  }
  for (const p of candidate.packages) {
    const at = entry.item.packages.findIndex((k) => k.uom === p.uom && k.quantityOfEaches === p.quantityOfEaches);
    if (at < 0) {
      writable(entry).packages.push(clonePackage(p));
      continue;
    }
    const mine = entry.item.packages[at]!;
    if (p.weight) {
      if (!mine.weight) writable(entry).packages[at]!.weight = { ...p.weight };
      else if (mine.weight.value !== p.weight.value || mine.weight.uom !== p.weight.uom) {
        conflict('weight', `${mine.weight.value} ${mine.weight.uom}`, `${p.weight.value} ${p.weight.uom}`);
      }
    }
    if (p.dimensions) {
      if (!mine.dimensions) writable(entry).packages[at]!.dimensions = { ...p.dimensions };
      else if (!sameDimensions(mine.dimensions, p.dimensions)) {
        const show = (d: typeof p.dimensions) => `${d.length ?? '-'}×${d.width ?? '-'}×${d.height ?? '-'} ${d.uom}`;
        conflict('dimensions', show(mine.dimensions), show(p.dimensions));
      }
    }
  }
  for (const i of candidate.interchange) {
    if (!entry.item.interchange.some((k) => k.partNumber === i.partNumber && k.brandLabel === i.brandLabel)) writable(entry).interchange.push({ ...i });
  }
}

/**
 * The k-way merge of sorted runs: held items in part-number order, a part met in several runs
 * coming in run order, in batches (all that can be merged before a run's next piece must be
 * awaited). A binary heap of the runs' heads keeps it O(log k) per item.
 */
async function* mergeRuns(runs: AsyncIterable<readonly HeldItem[]>[]): AsyncGenerator<readonly HeldItem[]> {
  interface Head {
    batch: readonly HeldItem[];
    /** The head item's place in `batch`. */
    at: number;
    run: number;
    rest: AsyncIterator<readonly HeldItem[]>;
  }
  const item = (h: Head): HeldItem => h.batch[h.at]!;
  const before = (a: Head, b: Head): boolean => {
    const order = byPart(item(a).item.partNumber, item(b).item.partNumber);
    return order < 0 || (order === 0 && a.run < b.run);
  };
  const heap: Head[] = [];
  const siftDown = (): void => {
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < heap.length && before(heap[l]!, heap[least]!)) least = l;
      if (r < heap.length && before(heap[r]!, heap[least]!)) least = r;
      if (least === i) break;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
  };
  const push = (head: Head): void => {
    let i = heap.push(head) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  /** The run's next non-empty batch, or null at its end. */
  const nextBatch = async (rest: AsyncIterator<readonly HeldItem[]>): Promise<readonly HeldItem[] | null> => {
    for (;;) {
      const next = await rest.next();
      if (next.done) return null;
      if (next.value.length > 0) return next.value;
    }
  };
  for (const [run, source] of runs.entries()) {
    const rest = source[Symbol.asyncIterator]();
    const batch = await nextBatch(rest);
    if (batch) push({ batch, at: 0, run, rest });
  }
  let out: HeldItem[] = [];
  while (heap.length > 0) {
    const head = heap[0]!;
    out.push(item(head));
    if (++head.at < head.batch.length) {
      siftDown();
      continue;
    }
    // The head's run needs its next piece: what is merged so far goes out first.
    yield out;
    out = [];
    const batch = await nextBatch(head.rest);
    if (batch) {
      head.batch = batch;
      head.at = 0;
      siftDown();
    } else {
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        siftDown();
      }
    }
  }
  if (out.length > 0) yield out;
}

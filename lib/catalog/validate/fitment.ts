import { say, type Said } from '../messages';
import { sortRecords, SpilledFingerprints, type FingerprintRunStore } from '../normalize/spilled-fingerprints';
import type { AcesApp, Finding, Severity } from '../types';
import { CommentConflicts, type ConflictApps } from './comment-conflicts';
import { FingerprintTables } from './fingerprint-table';
import { FitmentHasher } from './fitment-hash';
import { baseKey, baseKeySaid } from './fitment-keys';
import { MemoryPartTexts, PartNames, type PartTextStore } from './part-names';
import { saidFinding } from './said-finding';
import { SEEN_RECORD_INTS, SeenApps } from './seen-apps';

export interface FitmentCheckerOptions {
  /** Findings stored per code (default 1000); `counts()` stays exact beyond it. */
  maxFindingsPerCode?: number;
  /**
   * The apps' `row` is a line of an XML file (`partsmith validate`), not a spreadsheet row: the
   * messages say "line" (default: row).
   */
  lines?: boolean;
  /** Names a vehicle that is not a BaseVehicle (an id the caller stood in for it), for messages. */
  vehicleName?: (baseVehicleId: number) => string | undefined;
  /**
   * Where first apps go beyond `maxHeld` (records of `SEEN_RECORD_INTS` int32); without it every
   * one stays in memory. The caller closes it.
   */
  runs?: FingerprintRunStore;
  /** First apps held in memory before they are spilled (default 2^19; at most 2^21). */
  maxHeld?: number;
  /** Bits the spilled runs' filters may take together (see SpilledFingerprints; tests make it tiny). */
  filterBits?: number;
  /**
   * Where part numbers' texts go (for messages); with it, no more than `maxInterned` part numbers
   * are held at once. Default: an array in memory, every distinct part number once.
   */
  partTexts?: PartTextStore;
  /** Distinct part numbers held before their table starts again (default 2^16; with `partTexts`). */
  maxInterned?: number;
}

/**
 * First apps held before a spill: 2^19 × (table slots + a row of columns) ≈ 40–60 MB. Each spill
 * sorts what is held and merges runs (log2 of the spills), so a bound four times larger cut the
 * spill work of realistic 1M (917,504 keys) from seven spills and their merges to one: 0.5–1.9 s less
 * a run in four alternating pairs, and 5M rows 55–65 s against 71–78. The peak is ~30 MB higher
 * (1M: 440–449 MB against 404–434; 5M: 453), with the records sorted in place and their array
 * kept from one spill to the next (see `spillBuffer`).
 */
const DEFAULT_MAX_HELD = 1 << 19;
/** Which table a spilled key came from: the low two bits of its third key word. */
const PLAIN = 0;
const BASES = 1;
const FULL = 2;
/** The columns of the base table. */
const PLAIN_FIRST = 0;
const CONDITIONED_FIRST = 1;

/** A third key word from the 64-bit fingerprint and its table: spread for the runs' Bloom filter. */
function thirdWord(hi: number, lo: number, table: number): number {
  let h = Math.imul(hi ^ Math.imul(lo, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h & ~3) | table;
}

/** A later app of a fitment with another part than its first app (only when apps overlap). */
interface OtherApp {
  /** The part's fingerprint. */
  hi: number;
  lo: number;
  id: number;
  row: number;
  qty: number;
}

export interface FitmentChecker {
  /** Feeds one app; call in file order. Delete actions (`action: 'D'`) are not checked. */
  add(app: AcesApp): void;
  /** Findings found so far plus the ones only decidable at the end (comment/no-comment). */
  finish(): Finding[];
  /** Exact number of findings per code (the stored list is capped). */
  counts(): Record<string, number>;
  /**
   * A hint that about `apps` apps will come in all: sizes the tables once, in proportion to what
   * the apps so far needed, instead of growing (and rehashing) them step by step — with runs, up to
   * a spill's worth; without, only the first apps' columns (the tables grow, see below).
   */
  reserve(apps: number): void;
  readonly apps: number;
}

/**
 * Incremental fitment logic checks that need no reference data. Each distinct fitment costs a
 * 64-bit fingerprint of its keys (see `fitment-hash.ts`) and a few numbers about its first app, all
 * in typed arrays, so a million apps take tens of MB and no key string is built per app. Given
 * `runs`, no more than `maxHeld` first apps are held: beyond that the tables are spilled as one
 * sorted run of fixed-width records (the deduper's SpilledFingerprints) and emptied, so memory
 * stays flat however long the file; a later app whose fitment was spilled finds its first app
 * there and gets the same findings as if it had stayed:
 *
 * - APP_DUPLICATE: two apps agree on vehicle, attributes, part type, position, qualifiers, notes
 *   and part number — the second adds nothing (a different quantity is called out: which is right?).
 * - APP_OVERLAP: the same vehicle, attributes, part type, position, qualifiers and notes lead to
 *   different part numbers — a receiver cannot tell which part to sell.
 * - APP_COMMENT_CONFLICT: for one vehicle + attributes + part type + position, some apps carry
 *   notes or qualifiers and some carry none — the plain app claims to fit every such vehicle,
 *   contradicting the condition on the other.
 */
export function createFitmentChecker(options: FitmentCheckerOptions = {}): FitmentChecker {
  const maxPerCode = options.maxFindingsPerCode ?? 1000;
  const maxHeld = Math.min(options.maxHeld ?? DEFAULT_MAX_HELD, 1 << 21);
  const spilled =
    options.runs &&
    new SpilledFingerprints(options.runs, maxHeld * 4, SEEN_RECORD_INTS, options.filterBits === undefined ? {} : { filterBits: options.filterBits });
  /** Keys spilled from each table: none from one (no app with conditions, say), no lookup for it. */
  const spilledFrom = [0, 0, 0];
  const names = options.partTexts
    ? new PartNames(options.partTexts, options.maxInterned ?? 1 << 16)
    : new PartNames(new MemoryPartTexts());
  const seen = new SeenApps(names);
  /** Overlapping parts by the ordinal of their fitment's first app. */
  const overlaps = new Map<number, OtherApp[]>();
  const hasher = new FitmentHasher();
  // Both keyed by fingerprints and split by base vehicle (see FingerprintTables).
  /**
   * base fingerprint → [first app without conditions, first app with any conditions] (indexes into
   * `seen`, -1 for none): one probe tells an app both, where two tables cost a second cache miss
   * per app for the comment/no-comment check.
   */
  const bases = new FingerprintTables(2);
  /** base + condition fingerprint → first app with exactly those conditions. */
  const conditioned = new FingerprintTables(1);
  const conflicts = new CommentConflicts(maxPerCode);
  const stored: Finding[] = [];
  const totals = new Map<string, number>();
  let apps = 0;

  const lines = options.lines ?? false;
  const where = (app: AcesApp): Said => baseKeySaid(baseKey(app), options.vehicleName);
  // Messages are only composed for the findings that are stored.
  const emit = (code: string, severity: Severity, row: number | undefined, said: () => Said): void => {
    const n = (totals.get(code) ?? 0) + 1;
    totals.set(code, n);
    if (n <= maxPerCode)
      stored.push(saidFinding(code, severity, said(), row === undefined ? undefined : { row }));
  };
  /** The earlier app's place: `{ row }` or `{ line }`, as the text id says. */
  const at = (name: string, position: number | undefined): Record<string, string> => ({
    [lines ? `${name}Line` : `${name}Row`]: String(position),
  });

  /** A second app for a fitment already seen: a duplicate of one of its parts, or an overlap. */
  const compare = (first: number, app: AcesApp): void => {
    const conditions = seen.conditionsOf(first);
    const fitment = (): Said =>
      conditions
        ? say('fitment.with', { base: where(app), conditions })
        : say('fitment.plain', { base: where(app) });
    const place = (row: number): Record<string, string> => (lines ? { line: String(row) } : { row: String(row) });
    const ordinal = seen.ordinalOf(first);
    const others = overlaps.get(ordinal);
    const { hi, lo } = names;
    const same: OtherApp | undefined = seen.samePart(first)
      ? { hi, lo, id: seen.id.at(first), row: seen.row.at(first), qty: seen.qty.at(first) }
      : others?.find((o) => o.hi === hi && o.lo === lo);
    if (same !== undefined) {
      const qty = same.qty;
      emit('APP_DUPLICATE', 'warning', app.row, () =>
        say(lines ? 'APP_DUPLICATE.lines' : 'APP_DUPLICATE', {
          app: String(app.id),
          first: String(same.id),
          ...place(same.row),
          part: app.part.trim(),
          where: fitment(),
          qtyNote:
            qty === app.qty ? '' : say('fitment.qtyDiffers', { qty: String(app.qty), firstQty: String(qty) }),
        }),
      );
      return;
    }
    emit('APP_OVERLAP', 'error', app.row, () =>
      say(lines ? 'APP_OVERLAP.lines' : 'APP_OVERLAP', {
        app: String(app.id),
        part: app.part.trim(),
        where: fitment(),
        first: String(seen.id.at(first)),
        ...place(seen.row.at(first)),
        firstPart: seen.partText(first),
      }),
    );
    const other = { hi, lo, id: app.id, row: app.row, qty: app.qty };
    if (others) others.push(other);
    else overlaps.set(ordinal, [other]);
  };

  /** The first app of a key spilled from `table`, brought back into `seen` (its index), or -1. */
  const fromSpill = (hi: number, lo: number, table: number): number => {
    if (!spilled || spilledFrom[table] === 0) return -1;
    const at = spilled.locate(hi | 0, lo | 0, thirdWord(hi | 0, lo | 0, table));
    if (at === -1) return -1;
    const record = spilled.record;
    return seen.restore(record, new Float64Array(record.buffer, record.byteOffset), at);
  };

  /** A comment conflict between the first conditioned and the first plain app of one base. */
  const conflict = (conditioned: number, plainApp: number, app: AcesApp): void =>
    conflicts.found(seen.ordinalOf(conditioned), app, (): ConflictApps => ({
      plain: { id: seen.id.at(plainApp), row: seen.row.at(plainApp), part: seen.partText(plainApp) },
      other: { id: seen.id.at(conditioned), row: seen.row.at(conditioned), part: seen.partText(conditioned) },
      conditions: seen.conditionsOf(conditioned) ?? '',
    }));

  /**
   * The records of a spill, kept for the next: 2^19 first apps are 33 MB, and an array dropped after
   * one spill was often still uncollected at the next (the collector frees a long-lived array only in
   * a full collection), which raised 5M rows' peak ~35 MB above 1M's.
   */
  let spillBuffer = new Int32Array(0);
  /**
   * Writes every first app held (not already in a run) as one sorted run and empties the tables.
   * The records are laid out in the apps' order, not the tables': walking the tables and copying
   * each app's columns as its key came read every column at random (a cache miss each, eight a
   * record; 0.34 s of realistic 1M's one spill of 2^19 apps). So the tables are walked twice for
   * the keys alone — to count each app's records (a byte per app, which stays in the cache) and to
   * put its keys in its records — and the columns are copied in one pass in order.
   */
  const spill = (runs: SpilledFingerprints): void => {
    const held = seen.size;
    const made = new Uint8Array(held);
    const tally = (i: number): void => {
      if (i >= 0) made[i]!++;
    };
    bases.forEach((_hi, _lo, first, second) => {
      tally(first);
      tally(second);
    });
    conditioned.forEach((_hi, _lo, first) => tally(first));
    // Each app's first record; an app brought back from a run is there already and makes none.
    const start = new Int32Array(held + 1);
    for (let i = 0; i < held; i++) {
      if (seen.isRestored(i)) made[i] = 0;
      start[i + 1] = start[i]! + made[i]!;
    }
    const count = start[held]!;
    // A spill is the checker's memory peak: the records' array is of their size, kept for the next.
    if (spillBuffer.length < count * SEEN_RECORD_INTS) spillBuffer = new Int32Array(count * SEEN_RECORD_INTS);
    const records = spillBuffer;
    const put = (hi: number, lo: number, i: number, table: number): void => {
      if (i < 0 || made[i] === 0) return;
      spilledFrom[table]!++;
      const at = (start[i]! + --made[i]!) * SEEN_RECORD_INTS;
      records[at] = hi;
      records[at + 1] = lo;
      records[at + 2] = thirdWord(hi, lo, table);
    };
    bases.forEach((hi, lo, first, second) => {
      put(hi, lo, first, PLAIN);
      put(hi, lo, second, BASES);
    });
    conditioned.forEach((hi, lo, first) => put(hi, lo, first, FULL));
    const wide = new Float64Array(records.buffer);
    for (let i = 0; i < held; i++) for (let r = start[i]!; r < start[i + 1]!; r++) seen.write(i, records, wide, r * SEEN_RECORD_INTS);
    runs.add(sortRecords(records, count, SEEN_RECORD_INTS), count);
    bases.clear();
    conditioned.clear();
    seen.clear();
  };

  return {
    add(app: AcesApp): void {
      if (app.action === 'D') return;
      apps++;
      if (spilled && seen.size >= maxHeld) spill(spilled);
      seen.internPart(app.part, hasher);
      const vehicle = app.baseVehicleId;
      if (!hasher.conditions(app)) {
        hasher.base(app);
        const bh = hasher.hi;
        const bl = hasher.lo;
        const table = bases.select(vehicle);
        const at = table.claim(bh, bl);
        let first = table.value(at, PLAIN_FIRST);
        if (first < 0 && (first = fromSpill(bh, bl, PLAIN)) >= 0) table.setValue(at, PLAIN_FIRST, first);
        if (first >= 0) {
          compare(first, app);
          return;
        }
        const idx = seen.add(app);
        table.setValue(at, PLAIN_FIRST, idx);
        const held = table.value(at, CONDITIONED_FIRST);
        const conditionedFirst = held >= 0 ? held : fromSpill(bh, bl, BASES);
        if (conditionedFirst >= 0) conflict(conditionedFirst, idx, app);
        return;
      }
      const ch = hasher.hi;
      const cl = hasher.lo;
      hasher.base(app);
      const bh = hasher.hi;
      const bl = hasher.lo;
      const fh = (bh ^ Math.imul(ch, 0x9e3779b1) ^ rotl16(cl)) >>> 0;
      const fl = ((Math.imul(bl, 0x85ebca6b) ^ cl ^ (ch >>> 7)) | 1) >>> 0;
      const fullTable = conditioned.select(vehicle);
      const full = fullTable.claim(fh, fl);
      let first = fullTable.value(full, 0);
      if (first < 0 && (first = fromSpill(fh, fl, FULL)) >= 0) fullTable.setValue(full, 0, first);
      if (first >= 0) {
        compare(first, app);
        return;
      }
      const idx = seen.add(app, seen.conditionsCode(app));
      fullTable.setValue(full, 0, idx);
      const table = bases.select(vehicle);
      const at = table.claim(bh, bl);
      if (table.value(at, CONDITIONED_FIRST) >= 0) return;
      const spilledBase = fromSpill(bh, bl, BASES);
      if (spilledBase >= 0) {
        table.setValue(at, CONDITIONED_FIRST, spilledBase);
        return;
      }
      table.setValue(at, CONDITIONED_FIRST, idx);
      const held = table.value(at, PLAIN_FIRST);
      const plainFirst = held >= 0 ? held : fromSpill(bh, bl, PLAIN);
      if (plainFirst >= 0) conflict(idx, plainFirst, app);
    },

    finish(): Finding[] {
      const { found, more } = conflicts.take();
      for (const c of found) {
        const { plain: p, other: o, conditions } = c.apps;
        emit('APP_COMMENT_CONFLICT', 'warning', p.row, () =>
          say(lines ? 'APP_COMMENT_CONFLICT.lines' : 'APP_COMMENT_CONFLICT', {
            where: baseKeySaid(c.key, options.vehicleName),
            plain: String(p.id),
            ...at('plain', p.row),
            plainPart: p.part,
            other: String(o.id),
            ...at('other', o.row),
            otherPart: o.part,
            conditions,
          }),
        );
      }
      if (more > 0) totals.set('APP_COMMENT_CONFLICT', (totals.get('APP_COMMENT_CONFLICT') ?? 0) + more);
      return stored.slice();
    },

    counts(): Record<string, number> {
      return Object.fromEntries(totals);
    },

    reserve(expected: number): void {
      if (apps === 0 || expected <= apps) return;
      if (!spilled) {
        // Everything stays in memory: only the first apps' columns are sized at once (written in
        // order, grown 1.5× at a time they were copied ~17 times for a million apps, ~0.2 s). The
        // tables keep growing as they fill: sized for the whole file from the start, every lookup
        // missed the cache where the smaller tables of the first part of the file did not
        // (validate 1M: 0.6 s in lookups became 1.2 s).
        seen.reserve(Math.ceil(seen.size * (expected / apps) * 1.1));
        return;
      }
      // With runs, no more than a spill's worth: the rest go to the runs, whose filter is sized once.
      const held = seen.size;
      const scale = Math.min(expected / apps, maxHeld / Math.max(held, 1));
      if ((held * expected) / apps > maxHeld) {
        // Keys so far (a first app has one to three), in proportion, with a tenth to spare: past
        // its size the filter doubles.
        const keys = spilled.size + bases.size + conditioned.size;
        spilled.expect(Math.ceil(((keys * expected) / apps) * 1.1));
      }
      if (scale <= 1) return;
      bases.reserve(Math.ceil(bases.size * scale));
      conditioned.reserve(Math.ceil(conditioned.size * scale));
      seen.reserve(Math.ceil(held * scale * 1.1));
    },

    get apps(): number {
      return apps;
    },
  };
}

const rotl16 = (x: number): number => (x << 16) | (x >>> 16);

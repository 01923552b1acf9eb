import { say, type Said } from '../messages';
import type { AcesApp, Finding, Severity } from '../types';
import { FingerprintTables } from './fingerprint-table';
import { FitmentHasher } from './fitment-hash';
import { baseKey, baseKeySaid } from './fitment-keys';
import { CommentConflicts } from './comment-conflicts';
import { saidFinding } from './said-finding';
import { SeenApps } from './seen-apps';

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
   * the apps so far needed, instead of growing (and rehashing) them step by step.
   */
  reserve(apps: number): void;
  readonly apps: number;
}

/**
 * Incremental fitment logic checks that need no reference data. Each distinct fitment costs a
 * 64-bit fingerprint of its keys (see `fitment-hash.ts`) and a few numbers about its first app, all
 * in typed arrays, so a million apps take tens of MB and no key string is built per app:
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
  const seen = new SeenApps();
  const hasher = new FitmentHasher();
  // All three keyed by fingerprints and split by base vehicle (see FingerprintTables).
  /** base fingerprint → first app without conditions (an index into `seen`). */
  const plain = new FingerprintTables(1);
  /** base fingerprint → first app with any conditions (for comment/no-comment conflicts). */
  const conditionedBases = new FingerprintTables(1);
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
  const compare = (first: number, app: AcesApp, part: number): void => {
    const conditions = seen.conditionsOf(first);
    const fitment = (): Said =>
      conditions
        ? say('fitment.with', { base: where(app), conditions })
        : say('fitment.plain', { base: where(app) });
    const place = (i: number): Record<string, string> =>
      lines ? { line: String(seen.row.at(i)) } : { row: String(seen.row.at(i)) };
    const others = seen.others.get(first);
    const same = seen.part[first] === part ? first : others?.find((i) => seen.part[i] === part);
    if (same !== undefined) {
      const qty = seen.qty.at(same);
      emit('APP_DUPLICATE', 'warning', app.row, () =>
        say(lines ? 'APP_DUPLICATE.lines' : 'APP_DUPLICATE', {
          app: String(app.id),
          first: String(seen.id.at(same)),
          ...place(same),
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
        ...place(first),
        firstPart: seen.partText(first),
      }),
    );
    const idx = seen.addLike(app, part, first);
    if (others) others.push(idx);
    else seen.others.set(first, [idx]);
  };

  return {
    add(app: AcesApp): void {
      if (app.action === 'D') return;
      apps++;
      const part = seen.internPart(app.part, hasher);
      const vehicle = app.baseVehicleId;
      if (!hasher.conditions(app)) {
        hasher.base(app);
        const plainTable = plain.select(vehicle);
        const at = plainTable.claim(hasher.hi, hasher.lo);
        const first = plainTable.value(at, 0);
        if (first >= 0) {
          compare(first, app, part);
          return;
        }
        const idx = seen.add(app, part);
        plainTable.setValue(at, 0, idx);
        const bases = conditionedBases.select(vehicle);
        const c = bases.size === 0 ? -1 : bases.find(hasher.hi, hasher.lo);
        if (c >= 0) conflicts.found(bases.value(c, 0), idx, app);
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
      const first = fullTable.value(full, 0);
      if (first >= 0) {
        compare(first, app, part);
        return;
      }
      const idx = seen.add(app, part, seen.conditionsCode(app));
      fullTable.setValue(full, 0, idx);
      const bases = conditionedBases.select(vehicle);
      const at = bases.claim(bh, bl);
      if (bases.value(at, 0) >= 0) return;
      bases.setValue(at, 0, idx);
      const plainTable = plain.select(vehicle);
      const p = plainTable.size === 0 ? -1 : plainTable.find(bh, bl);
      if (p >= 0) conflicts.found(idx, plainTable.value(p, 0), app);
    },

    finish(): Finding[] {
      const { found, more } = conflicts.take();
      for (const c of found) {
        const { plain: p, conditioned: ci } = c;
        emit('APP_COMMENT_CONFLICT', 'warning', seen.row.at(p), () =>
          say(lines ? 'APP_COMMENT_CONFLICT.lines' : 'APP_COMMENT_CONFLICT', {
            where: baseKeySaid(c.key, options.vehicleName),
            plain: String(seen.id.at(p)),
            ...at('plain', seen.row.at(p)),
            plainPart: seen.partText(p),
            other: String(seen.id.at(ci)),
            ...at('other', seen.row.at(ci)),
            otherPart: seen.partText(ci),
            conditions: seen.conditionsOf(ci) ?? '',
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
      const scale = expected / apps;
      plain.reserve(Math.ceil(plain.size * scale));
      conditionedBases.reserve(Math.ceil(conditionedBases.size * scale));
      conditioned.reserve(Math.ceil(conditioned.size * scale));
      seen.reserve(Math.ceil(seen.size * scale * 1.1));
    },

    get apps(): number {
      return apps;
    },
  };
}

const rotl16 = (x: number): number => (x << 16) | (x >>> 16);

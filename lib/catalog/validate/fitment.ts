import type { AcesApp, Finding, Severity } from '../types';
import { baseKey, conditionKey, describeBaseKey, describeConditions } from './fitment-keys';

export interface FitmentCheckerOptions {
  /** Findings stored per code (default 1000); `counts()` stays exact beyond it. */
  maxFindingsPerCode?: number;
}

export interface FitmentChecker {
  /** Feeds one app; call in file order. Delete actions (`action: 'D'`) are not checked. */
  add(app: AcesApp): void;
  /** Findings found so far plus the ones only decidable at the end (comment/no-comment). */
  finish(): Finding[];
  /** Exact number of findings per code (the stored list is capped). */
  counts(): Record<string, number>;
  readonly apps: number;
}

/**
 * What the checker remembers of the first app of each distinct fitment, column-wise: maps then
 * hold small integers (no object per app), which keeps a million fitments in a few hundred MB.
 */
class SeenApps {
  readonly id: number[] = [];
  readonly row: number[] = [];
  readonly qty: number[] = [];
  readonly part: string[] = [];
  readonly conditions: (string | undefined)[] = [];
  /** Further parts for the same fitment (only when apps overlap). */
  readonly others = new Map<number, number[]>();
  private readonly parts = new Map<string, string>();

  add(app: AcesApp, part: string, conditions?: string): number {
    // Catalogs repeat a few thousand part numbers across a million apps: keep one copy of each.
    let interned = this.parts.get(part);
    if (interned === undefined) this.parts.set(part, (interned = part));
    this.id.push(app.id);
    this.row.push(app.row);
    this.qty.push(app.qty);
    this.part.push(interned);
    this.conditions.push(conditions);
    return this.id.length - 1;
  }
}

/**
 * Incremental fitment logic checks that need no reference data, one compact entry per distinct
 * fitment so a million apps fit in memory:
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
  /** base key → first app without conditions. */
  const plain = new Map<string, number>();
  /** base key + condition key → first app with those conditions. */
  const conditioned = new Map<string, number>();
  /** base key → first app with any conditions (for comment/no-comment conflicts). */
  const conditionedBases = new Map<string, number>();
  const stored: Finding[] = [];
  const totals = new Map<string, number>();
  let apps = 0;

  const emit = (code: string, severity: Severity, row: number | undefined, message: string): void => {
    const n = (totals.get(code) ?? 0) + 1;
    totals.set(code, n);
    if (n <= maxPerCode)
      stored.push(row === undefined ? { code, severity, message } : { code, severity, row, message });
  };

  /** A second app for a fitment already seen: a duplicate of one of its parts, or an overlap. */
  const compare = (first: number, app: AcesApp, part: string, key: string): void => {
    const conditions = seen.conditions[first];
    const where = `${describeBaseKey(key)}${conditions ? ` with ${conditions}` : ' with no notes or qualifiers'}`;
    const others = seen.others.get(first);
    const same = seen.part[first] === part ? first : others?.find((i) => seen.part[i] === part);
    if (same !== undefined) {
      const qty = seen.qty[same];
      const qtyNote =
        qty === app.qty ? '' : ` but quantity ${app.qty} instead of ${qty} — decide which is right`;
      emit(
        'APP_DUPLICATE',
        'warning',
        app.row,
        `App ${app.id} repeats app ${seen.id[same]} (row ${seen.row[same]}): part ${app.part.trim()} on ${where}${qtyNote}. Remove the repeated row.`,
      );
      return;
    }
    emit(
      'APP_OVERLAP',
      'error',
      app.row,
      `App ${app.id} gives part ${app.part.trim()} for ${where}, but app ${seen.id[first]} (row ${seen.row[first]}) gives part ${seen.part[first]} for exactly the same fitment. A receiver cannot tell which to sell: add a qualifier or note that tells them apart, or remove one.`,
    );
    const idx = seen.add(app, part, conditions);
    if (others) others.push(idx);
    else seen.others.set(first, [idx]);
  };

  return {
    add(app: AcesApp): void {
      if (app.action === 'D') return;
      apps++;
      const key = baseKey(app);
      const cond = conditionKey(app);
      const part = app.part.trim().toUpperCase();
      if (cond === '') {
        const first = plain.get(key);
        if (first === undefined) plain.set(key, seen.add(app, part));
        else compare(first, app, part, key);
        return;
      }
      const fullKey = [key, cond].join('|');
      const first = conditioned.get(fullKey);
      if (first !== undefined) {
        compare(first, app, part, key);
        return;
      }
      const idx = seen.add(app, part, describeConditions(app));
      conditioned.set(fullKey, idx);
      if (!conditionedBases.has(key)) conditionedBases.set(key, idx);
    },

    finish(): Finding[] {
      for (const [key, c] of conditionedBases) {
        const p = plain.get(key);
        if (p === undefined) continue;
        emit(
          'APP_COMMENT_CONFLICT',
          'warning',
          seen.row[p],
          `For ${describeBaseKey(key)}, app ${seen.id[p]} (row ${seen.row[p]}, part ${seen.part[p]}) has no notes or qualifiers while app ${seen.id[c]} (row ${seen.row[c]}, part ${seen.part[c]}) has ${seen.conditions[c]}. The plain app claims every such vehicle; add the missing condition to it or remove the condition from the other.`,
        );
      }
      conditionedBases.clear();
      return stored.slice();
    },

    counts(): Record<string, number> {
      return Object.fromEntries(totals);
    },

    get apps(): number {
      return apps;
    },
  };
}

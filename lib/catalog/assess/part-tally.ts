import { say } from '../messages';
import { FingerprintTable, FitmentHasher } from '../validate';
import type { Emit } from './emit';
import type { PartStat, PartTypeStat } from './result';

/**
 * Per part number: how often it appears, its first part type and line, and — only for parts that
 * have more than one — the other part types. Kept column-wise (arrays indexed by part) so tens of
 * thousands of parts over a million apps stay small.
 */
export class PartTally {
  /**
   * Part number fingerprint (trimmed, case-free: see FitmentHasher.part) → its index. A Map keyed
   * by the part's text hashed each app's fresh string and followed its entry and key to compare:
   * ~0.4 µs an app over 40,000 parts; a fingerprint is a probe of one typed array.
   */
  private readonly index = new FingerprintTable(1);
  private readonly hasher = new FitmentHasher();
  /** Each part as first written. */
  private readonly parts: string[] = [];
  /** Apps of each part under its first part type. */
  private readonly counts: number[] = [];
  private readonly firstType: number[] = [];
  private readonly firstLine: number[] = [];
  private readonly firstApp: number[] = [];
  /** part index → other part type → its first app and line, and its apps. */
  private readonly otherTypes = new Map<number, Map<number, { app: number; line: number; apps: number }>>();

  add(part: string, partTypeId: number, line: number, appId = 0): void {
    this.hasher.part(part);
    const slot = this.index.claim(this.hasher.hi, this.hasher.lo);
    let i = this.index.value(slot, 0);
    if (i === -1) {
      i = this.parts.length;
      this.index.setValue(slot, 0, i);
      this.parts.push(part);
      this.counts.push(0);
      this.firstType.push(partTypeId);
      this.firstLine.push(line);
      this.firstApp.push(appId);
    }
    if (partTypeId === this.firstType[i]) {
      this.counts[i]!++;
      return;
    }
    let others = this.otherTypes.get(i);
    if (!others) this.otherTypes.set(i, (others = new Map()));
    const other = others.get(partTypeId);
    if (other) other.apps++;
    else others.set(partTypeId, { app: appId, line, apps: 1 });
  }

  get size(): number {
    return this.parts.length;
  }

  /** ACES_PART_TYPE_CONFLICT: one finding per part listed under more than one part type. */
  reportConflicts(emit: Emit): void {
    const at = (partType: number | undefined, app: number | undefined, line: number | undefined) =>
      say('partTally.at', { partType: String(partType), app: String(app), line: String(line) });
    for (const [i, others] of this.otherTypes) {
      const [firstOther] = others.values();
      emit(
        'ACES_PART_TYPE_CONFLICT',
        'warning',
        () =>
          say('ACES_PART_TYPE_CONFLICT', {
            part: this.parts[i] ?? '',
            first: at(this.firstType[i], this.firstApp[i], this.firstLine[i]),
            others: [...others].map(([pt, o]) => at(pt, o.app, o.line)),
          }),
        firstOther?.line ?? this.firstLine[i],
      );
    }
  }

  /** The parts with the most apps first, at most `limit`. */
  partStats(limit: number): PartStat[] {
    const apps = this.parts.map((_, i) => {
      let n = this.counts[i] ?? 0;
      for (const other of this.otherTypes.get(i)?.values() ?? []) n += other.apps;
      return n;
    });
    const order = apps.map((_, i) => i).sort((a, b) => (apps[b] ?? 0) - (apps[a] ?? 0));
    return order.slice(0, limit).map((i) => ({
      part: this.parts[i] ?? '',
      apps: apps[i] ?? 0,
      partTypes: [this.firstType[i] ?? 0, ...(this.otherTypes.get(i)?.keys() ?? [])],
      firstLine: this.firstLine[i] ?? 0,
    }));
  }

  partTypeStats(name?: (id: number) => string | undefined): PartTypeStat[] {
    const parts = new Map<number, number>();
    const apps = new Map<number, number>();
    const tally = (type: number, n: number): void => {
      parts.set(type, (parts.get(type) ?? 0) + 1);
      apps.set(type, (apps.get(type) ?? 0) + n);
    };
    for (let i = 0; i < this.parts.length; i++) {
      tally(this.firstType[i] ?? 0, this.counts[i] ?? 0);
      for (const [other, o] of this.otherTypes.get(i) ?? []) tally(other, o.apps);
    }
    return [...apps]
      .sort((a, b) => b[1] - a[1])
      .map(([partTypeId, n]) => {
        const label = name?.(partTypeId);
        const stat: PartTypeStat = { partTypeId, apps: n, parts: parts.get(partTypeId) ?? 0 };
        if (label) stat.name = label;
        return stat;
      });
  }
}

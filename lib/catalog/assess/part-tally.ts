import { say } from '../messages';
import type { Emit } from './emit';
import type { PartStat, PartTypeStat } from './result';

/**
 * Per part number: how often it appears, its first part type and line, and — only for parts that
 * have more than one — the other part types. Kept column-wise (arrays indexed by part) so tens of
 * thousands of parts over a million apps stay small.
 */
export class PartTally {
  private readonly index = new Map<string, number>();
  private readonly parts: string[] = [];
  private readonly counts: number[] = [];
  private readonly firstType: number[] = [];
  private readonly firstLine: number[] = [];
  private readonly firstApp: number[] = [];
  /** part index → other part type → its first app and line. */
  private readonly otherTypes = new Map<number, Map<number, { app: number; line: number }>>();
  private readonly typeCounts = new Map<number, number>();

  add(part: string, partTypeId: number, line: number, appId = 0): void {
    const key = part.toUpperCase();
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.parts.length;
      this.index.set(key, i);
      this.parts.push(part);
      this.counts.push(0);
      this.firstType.push(partTypeId);
      this.firstLine.push(line);
      this.firstApp.push(appId);
    }
    this.counts[i] = (this.counts[i] ?? 0) + 1;
    this.typeCounts.set(partTypeId, (this.typeCounts.get(partTypeId) ?? 0) + 1);
    if (partTypeId !== this.firstType[i]) {
      let others = this.otherTypes.get(i);
      if (!others) this.otherTypes.set(i, (others = new Map()));
      if (!others.has(partTypeId)) others.set(partTypeId, { app: appId, line });
    }
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
    const order = this.parts.map((_, i) => i).sort((a, b) => (this.counts[b] ?? 0) - (this.counts[a] ?? 0));
    return order.slice(0, limit).map((i) => ({
      part: this.parts[i] ?? '',
      apps: this.counts[i] ?? 0,
      partTypes: [this.firstType[i] ?? 0, ...(this.otherTypes.get(i)?.keys() ?? [])],
      firstLine: this.firstLine[i] ?? 0,
    }));
  }

  partTypeStats(name?: (id: number) => string | undefined): PartTypeStat[] {
    const parts = new Map<number, number>();
    for (let i = 0; i < this.parts.length; i++) {
      const t = this.firstType[i] ?? 0;
      parts.set(t, (parts.get(t) ?? 0) + 1);
      for (const other of this.otherTypes.get(i)?.keys() ?? []) parts.set(other, (parts.get(other) ?? 0) + 1);
    }
    return [...this.typeCounts]
      .sort((a, b) => b[1] - a[1])
      .map(([partTypeId, apps]) => {
        const n = name?.(partTypeId);
        const stat: PartTypeStat = { partTypeId, apps, parts: parts.get(partTypeId) ?? 0 };
        if (n) stat.name = n;
        return stat;
      });
  }
}

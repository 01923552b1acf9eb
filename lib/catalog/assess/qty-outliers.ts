import type { ReadAcesApp } from '../readers';
import { say } from '../messages';
import type { FindingLog } from '../report';
import { saidFinding } from '../validate';
import { appSaid } from './aces-app-checks';

/** A group needs this many apps before its median means anything. */
export const QTY_OUTLIER_MIN_APPS = 20;
/** An app is an outlier above this multiple of its group's median. */
export const QTY_OUTLIER_FACTOR = 4;
const EXAMPLES_PER_QTY = 25;

interface QtyBucket {
  count: number;
  examples: { id: number; line: number; part: string }[];
}

/**
 * Quantity outliers per part type + position: for every group of at least 20 apps, apps whose Qty
 * is more than 4× the group's median. Memory is a histogram per group (a handful of distinct
 * quantities) plus a few example apps per quantity, so a million apps cost next to nothing.
 */
export class QtyOutliers {
  /** part type → position (0: none) → quantity → bucket. */
  private readonly groups = new Map<number, Map<number, Map<number, QtyBucket>>>();

  add(app: ReadAcesApp): void {
    if (app.action === 'D') return;
    let byPosition = this.groups.get(app.partTypeId);
    if (!byPosition) this.groups.set(app.partTypeId, (byPosition = new Map()));
    const position = app.positionId ?? 0;
    let hist = byPosition.get(position);
    if (!hist) byPosition.set(position, (hist = new Map()));
    let bucket = hist.get(app.qty);
    if (!bucket) hist.set(app.qty, (bucket = { count: 0, examples: [] }));
    bucket.count++;
    // Only a quantity that can be an outlier keeps examples. An app's Qty is a whole number ≥ 1
    // (the reader drops an app without one), so a group's median is ≥ 1 and a Qty of 1–4 never
    // exceeds 4× it: the usual app keeps nothing here (a million of them kept ~600,000 examples).
    if (app.qty > QTY_OUTLIER_FACTOR && bucket.examples.length < EXAMPLES_PER_QTY)
      bucket.examples.push({ id: app.id, line: app.line, part: app.part });
  }

  finish(log: FindingLog, file: string): void {
    for (const [partType, byPosition] of this.groups)
      for (const [position, hist] of byPosition) this.finishGroup(log, file, partType, position, hist);
  }

  private finishGroup(
    log: FindingLog,
    file: string,
    partType: number,
    position: number,
    hist: Map<number, QtyBucket>,
  ): void {
    let total = 0;
    for (const b of hist.values()) total += b.count;
    if (total < QTY_OUTLIER_MIN_APPS) return;
    const qtys = [...hist.keys()].sort((a, b) => a - b);
    const median = lowerMedian(qtys, hist, total);
    const group = position
      ? say('qty.group.position', { partType: String(partType), position: String(position) })
      : say('qty.group', { partType: String(partType) });
    for (const qty of qtys) {
      if (qty <= QTY_OUTLIER_FACTOR * median) continue;
      const b = hist.get(qty)!;
      log.addCounted(
        b.examples.map((e) =>
          saidFinding(
            'ACES_QTY_OUTLIER',
            'warning',
            appSaid(
              e,
              say('ACES_QTY_OUTLIER', {
                qty: String(qty),
                part: e.part,
                factor: String(QTY_OUTLIER_FACTOR),
                median: String(median),
                group,
                total,
                repeat: b.count > 1 ? say('qty.repeat', { count: b.count, qty: String(qty) }) : '',
              }),
            ),
            { file, row: e.line },
          ),
        ),
        'ACES_QTY_OUTLIER',
        'warning',
        b.count,
      );
    }
  }
}

function lowerMedian(sorted: number[], hist: Map<number, QtyBucket>, total: number): number {
  const target = Math.floor((total - 1) / 2);
  let seen = 0;
  for (const q of sorted) {
    seen += hist.get(q)!.count;
    if (seen > target) return q;
  }
  return sorted.at(-1) ?? 0;
}

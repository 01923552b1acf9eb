import type { AcesApp } from '../types';
import { baseKey } from './fitment-keys';

/** What a conflict's message says of its two apps (kept with it: the checker may spill them). */
export interface ConflictApps {
  plain: { id: number; row: number; part: string };
  other: { id: number; row: number; part: string };
  conditions: string;
}

export interface Conflict {
  /** The ordinal of the first app with conditions, for one base (the report's order). */
  conditioned: number;
  apps: ConflictApps;
  /** The base key, for the message (from whichever app completed the pair). */
  key: string;
}

/**
 * Comment/no-comment conflicts are found as they arise (when a base has both a plain and a
 * conditioned first app) but reported at the end in the order of their conditioned app, as a
 * finish-time scan would. Only as many as can be stored keep their text: a max-heap by
 * conditioned app holds the earliest `limit`; the rest are only counted (the finding log stores
 * no more of a code than that anyway).
 */
export class CommentConflicts {
  private readonly heap: Conflict[] = [];
  private extra = 0;

  constructor(private readonly limit: number) {}

  /** `apps` is asked only of a conflict that is kept. */
  found(conditioned: number, app: AcesApp, apps: () => ConflictApps): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push({ conditioned, apps: apps(), key: baseKey(app) });
      this.up(heap.length - 1);
      return;
    }
    this.extra++;
    if (heap.length === 0 || conditioned > heap[0]!.conditioned) return;
    heap[0] = { conditioned, apps: apps(), key: baseKey(app) };
    this.down(0);
  }

  /** The kept conflicts in report order and how many more there were; empties the list. */
  take(): { found: Conflict[]; more: number } {
    const found = this.heap.slice().sort((a, b) => a.conditioned - b.conditioned);
    const more = this.extra;
    this.heap.length = 0;
    this.extra = 0;
    return { found, more };
  }

  private up(i: number): void {
    const h = this.heap;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.conditioned >= h[i]!.conditioned) return;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  private down(i: number): void {
    const h = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < h.length && h[l]!.conditioned > h[top]!.conditioned) top = l;
      if (r < h.length && h[r]!.conditioned > h[top]!.conditioned) top = r;
      if (top === i) return;
      [h[top], h[i]] = [h[i]!, h[top]!];
      i = top;
    }
  }
}

/*
 * The accept threshold as people type it: a whole percentage (90), as every page states it ("90 %"),
 * never a fraction whose decimal mark the browser and the page write differently ("0.9" vs "0,9").
 * The engine keeps the fraction; forms convert at their edge (accept-threshold.ts). No imports: the
 * forms' client bundles take this.
 */

/** The field's bounds, in percent. */
export const THRESHOLD_PERCENT = { min: 1, max: 100 } as const;

/** The fraction shown in the field, as a whole percentage. */
export function thresholdPercent(threshold: number): number {
  return Math.round(threshold * 100);
}

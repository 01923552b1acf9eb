/** Geometry shared by the charts: one drawing size, scaled down on narrow screens by the viewBox. */
export const CHART = { width: 640, height: 200, left: 48, right: 8, top: 10, bottom: 26 } as const;

export const PLOT = {
  x: CHART.left,
  y: CHART.top,
  width: CHART.width - CHART.left - CHART.right,
  height: CHART.height - CHART.top - CHART.bottom,
} as const;

/**
 * The axis maximum: the data's maximum rounded up to 1, 2 or 5 × 10ⁿ. Up to 10 it is rounded to an
 * even number instead, so the half-way line of a chart of counts is a whole number (2.5 rows
 * would print as "3"); an empty chart gets 0–2.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 2;
  if (max >= 1 && max <= 10) return Math.max(2, Math.ceil(max / 2) * 2);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (max <= step * magnitude) return step * magnitude;
  return 10 * magnitude;
}

/** Which category labels to print under the axis: about `wanted` of them, always the last. */
export function labelledIndexes(count: number, wanted = 6): Set<number> {
  const every = Math.max(1, Math.ceil(count / wanted));
  const shown = new Set<number>();
  for (let i = 0; i < count; i += every) shown.add(i);
  if (count > 0) shown.add(count - 1);
  // Two labels next to each other would overlap: drop the one before the last.
  if (count > 1 && every > 1 && shown.has(count - 2)) shown.delete(count - 2);
  return shown;
}

export const defaultFormat = (value: number): string => String(value);

/** Colours for series, in order; distinct in hue and lightness so they survive most colour blindness. */
export const SERIES_COLORS = ['#1958c4', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#0ea5e9', '#94a3b8'] as const;

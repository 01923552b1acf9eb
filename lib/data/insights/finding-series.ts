import { lastDays } from './daily-series';

/** The key the codes beyond the top few are summed under. */
export const OTHER_CODES = 'other';

export interface FindingSeries {
  /** The most frequent codes (most first), then OTHER_CODES when there are more. */
  codes: string[];
  /** One entry per day of the period, oldest first, with a count per entry of `codes`. */
  days: { day: string; values: Record<string, number> }[];
  /** Every code over the whole period, most frequent first (for the table). */
  totals: { code: string; count: number; days: number }[];
  total: number;
}

/**
 * Findings per day, stacked by code: a chart with twenty colours says nothing, so the `top` most
 * frequent codes keep their own colour and the rest are summed as "other". The table beside the
 * chart lists every code.
 */
export function findingSeries(
  trend: readonly { day: string; code: string; count: number }[],
  days: number,
  options: { top?: number; now?: Date } = {},
): FindingSeries {
  const top = options.top ?? 5;
  const totals = new Map<string, { count: number; days: Set<string> }>();
  for (const row of trend) {
    const entry = totals.get(row.code) ?? { count: 0, days: new Set<string>() };
    entry.count += row.count;
    entry.days.add(row.day);
    totals.set(row.code, entry);
  }
  const ranked = [...totals.entries()]
    .map(([code, t]) => ({ code, count: t.count, days: t.days.size }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  const kept = ranked.slice(0, top).map((t) => t.code);
  const codes = ranked.length > top ? [...kept, OTHER_CODES] : kept;
  const keptSet = new Set(kept);

  const byDay = new Map<string, Record<string, number>>();
  for (const row of trend) {
    const key = keptSet.has(row.code) ? row.code : OTHER_CODES;
    const values = byDay.get(row.day) ?? {};
    values[key] = (values[key] ?? 0) + row.count;
    byDay.set(row.day, values);
  }
  const series = lastDays(days, options.now).map((day) => {
    const found = byDay.get(day) ?? {};
    return { day, values: Object.fromEntries(codes.map((code) => [code, found[code] ?? 0])) };
  });
  return { codes, days: series, totals: ranked, total: ranked.reduce((sum, t) => sum + t.count, 0) };
}

/**
 * Day-by-day series for the charts. The queries return only days with activity; a chart of "the
 * last 30 days" must show the quiet days as zero, or a gap would look like a busy stretch.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC days up to and including today, oldest first, as 'YYYY-MM-DD'. */
export function lastDays(days: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: Math.max(0, days) }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** One value per day of `lastDays(days)`, taken from the rows with that day (0 where there is none). */
export function fillDays<T extends { day: string }>(rows: readonly T[], days: number, value: (row: T) => number, now: Date = new Date()): { day: string; value: number }[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + value(row));
  return lastDays(days, now).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/** The day with the largest value (the first of equals), or null when every value is 0. */
export function peakDay(series: readonly { day: string; value: number }[]): { day: string; value: number } | null {
  let peak: { day: string; value: number } | null = null;
  for (const point of series) if (point.value > 0 && (!peak || point.value > peak.value)) peak = point;
  return peak;
}

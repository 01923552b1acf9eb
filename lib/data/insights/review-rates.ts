import { lastDays } from './daily-series';

/** Rows converted, flagged and rejected over a period, and the shares held back. */
export interface ReviewRates {
  rows: number;
  flagged: number;
  rejected: number;
  /** 0–1; 0 when no rows were converted. */
  flaggedRate: number;
  rejectedRate: number;
}

const rate = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

export function reviewRates(activity: readonly { rows: number; flagged: number; rejected: number }[]): ReviewRates {
  const rows = activity.reduce((sum, d) => sum + d.rows, 0);
  const flagged = activity.reduce((sum, d) => sum + d.flagged, 0);
  const rejected = activity.reduce((sum, d) => sum + d.rejected, 0);
  return { rows, flagged, rejected, flaggedRate: rate(flagged, rows), rejectedRate: rate(rejected, rows) };
}

/** Flagged and rejected shares per day (percent, 0 on days without rows). */
export function dailyReviewRates(
  activity: readonly { day: string; rows: number; flagged: number; rejected: number }[],
  days: number,
  now?: Date,
): { day: string; rows: number; flagged: number; rejected: number }[] {
  const byDay = new Map(activity.map((d) => [d.day, d]));
  return lastDays(days, now).map((day) => {
    const d = byDay.get(day);
    return {
      day,
      rows: d?.rows ?? 0,
      flagged: Math.round(rate(d?.flagged ?? 0, d?.rows ?? 0) * 1000) / 10,
      rejected: Math.round(rate(d?.rejected ?? 0, d?.rows ?? 0) * 1000) / 10,
    };
  });
}

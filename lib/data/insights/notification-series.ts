import { lastDays } from './daily-series';

/** Notices per day: those the mail transport accepted and those it refused. */
export interface NotificationDay {
  day: string;
  delivered: number;
  failed: number;
}

export interface NotificationTotals {
  sent: number;
  delivered: number;
  failed: number;
}

/**
 * Sums `notificationStats` rows (one per kind and day) into one entry per day of the period. A
 * notice is "sent" when a job tried to send it; "delivered" when the transport accepted it.
 */
export function notificationDays(
  stats: readonly { day: string; sent: number; failed: number }[],
  days: number,
  now?: Date,
): { days: NotificationDay[]; totals: NotificationTotals } {
  const byDay = new Map<string, NotificationDay>();
  for (const row of stats) {
    const entry = byDay.get(row.day) ?? { day: row.day, delivered: 0, failed: 0 };
    entry.delivered += row.sent;
    entry.failed += row.failed;
    byDay.set(row.day, entry);
  }
  const series = lastDays(days, now).map((day) => byDay.get(day) ?? { day, delivered: 0, failed: 0 });
  const delivered = series.reduce((sum, d) => sum + d.delivered, 0);
  const failed = series.reduce((sum, d) => sum + d.failed, 0);
  return { days: series, totals: { sent: delivered + failed, delivered, failed } };
}

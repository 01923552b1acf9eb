import { withUser, type Db, type UserClaims } from '@/lib/db';
import { listNotifications, notificationStats, type Notification } from '../workspaces/notifications';
import { notificationDays, type NotificationDay, type NotificationTotals } from './notification-series';

export interface EmailAnalyticsData {
  days: number;
  perDay: NotificationDay[];
  totals: NotificationTotals;
  notifications: Notification[];
  /** For "older": list notices sent before this time; null on the last page. */
  nextBefore: Date | null;
}

export const NOTIFICATIONS_PAGE = 25;

export async function loadEmailAnalytics(claims: UserClaims, workspaceId: string, options: { before?: Date; days?: number; db?: Db } = {}): Promise<EmailAnalyticsData> {
  const days = options.days ?? 30;
  return withUser(claims, async (tx) => {
    const stats = await notificationStats(tx, workspaceId, days);
    const page = await listNotifications(tx, workspaceId, { before: options.before, limit: NOTIFICATIONS_PAGE + 1 });
    const { days: perDay, totals } = notificationDays(stats, days);
    const notifications = page.slice(0, NOTIFICATIONS_PAGE);
    return {
      days,
      perDay,
      totals,
      notifications,
      nextBefore: page.length > NOTIFICATIONS_PAGE ? notifications.at(-1)!.createdAt : null,
    };
  }, options.db);
}

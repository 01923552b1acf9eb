import { withUser, type Db, type UserClaims } from '@/lib/db';
import { conversionActivity, findingTrend, reviewBacklog, type ReviewBacklog } from './activity';
import { listConversions } from '../catalogs';
import { listExports, type Export } from '../exports';
import type { Conversion } from '../catalogs';
import { fillDays } from './daily-series';
import { findingSeries, type FindingSeries } from './finding-series';

export interface DashboardData {
  days: number;
  conversions: Conversion[];
  backlog: ReviewBacklog;
  exports: Export[];
  /** Rows converted per day. */
  throughput: { day: string; value: number }[];
  findings: FindingSeries;
}

/** Everything the dashboard shows for one workspace, read as the user (RLS applies). */
export async function loadDashboard(claims: UserClaims, workspaceId: string, options: { days?: number; db?: Db } = {}): Promise<DashboardData> {
  const days = options.days ?? 30;
  return withUser(claims, async (tx) => {
    // The recent-conversions panel shows neither mapping.
    const conversions = await listConversions(tx, workspaceId, { limit: 6, withMappings: false });
    const backlog = await reviewBacklog(tx, workspaceId, conversions.map((c) => c.id));
    const exports = await listExports(tx, workspaceId, { limit: 5 });
    const activity = await conversionActivity(tx, workspaceId, days);
    const trend = await findingTrend(tx, workspaceId, days);
    return {
      days,
      conversions,
      backlog,
      exports,
      throughput: fillDays(activity, days, (d) => d.rows),
      findings: findingSeries(trend, days, { top: 4 }),
    };
  }, options.db);
}

import { withUser, type Db, type UserClaims } from '@/lib/db';
import { conversionActivity, findingTrend, referenceReleasesInUse } from './activity';
import { findingSeries, type FindingSeries } from './finding-series';
import { dailyReviewRates, reviewRates, type ReviewRates } from './review-rates';

export interface ComplianceData {
  days: number;
  findings: FindingSeries;
  rates: ReviewRates;
  /** Flagged and rejected shares per day, in percent. */
  dailyRates: { day: string; rows: number; flagged: number; rejected: number }[];
  releases: Awaited<ReturnType<typeof referenceReleasesInUse>>;
}

export async function loadCompliance(claims: UserClaims, workspaceId: string, options: { days?: number; db?: Db } = {}): Promise<ComplianceData> {
  const days = options.days ?? 30;
  return withUser(claims, async (tx) => {
    const activity = await conversionActivity(tx, workspaceId, days);
    const trend = await findingTrend(tx, workspaceId, days);
    const releases = await referenceReleasesInUse(tx, workspaceId);
    return {
      days,
      findings: findingSeries(trend, days, { top: 6 }),
      rates: reviewRates(activity),
      dailyRates: dailyReviewRates(activity, days),
      releases,
    };
  }, options.db);
}

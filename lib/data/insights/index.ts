import 'server-only';

/**
 * Insights: the dashboard, compliance, evidence, e-mail analytics and security pages' loaders, and
 * the day-by-day series their charts draw.
 *
 * The server surface of `lib/data/insights` (pages, actions, route handlers, jobs, the CLI). Queries take a
 * `Queryable` from a scope in `@/lib/db`. Client components import `./types` only.
 */
export {
  conversionActivity,
  findingTrend,
  referenceReleasesInUse,
  reviewBacklog,
  type ActivityDay,
  type ReviewBacklog,
} from './activity';
export { fillDays, lastDays, peakDay } from './daily-series';
export { OTHER_CODES, findingSeries, type FindingSeries } from './finding-series';
export { dailyReviewRates, reviewRates, type ReviewRates } from './review-rates';
export { notificationDays, type NotificationDay, type NotificationTotals } from './notification-series';
export { summarizeSignIns, type MemberSignInSummary } from './sign-in-summary';
export {
  MAX_CHECKED_BUNDLE_BYTES,
  checkLatestBundles,
  checkStoredBundle,
  type BundleCheck,
  type BundleProblemCode,
  type BundleStatus,
  type PublishedBundle,
} from './bundle-status';
export { installationTrustedKey } from './trusted-key';
export { loadDashboard, type DashboardData } from './dashboard';
export { loadCompliance, type ComplianceData } from './compliance';
export { EVIDENCE_CHECK_LIMIT, EVIDENCE_LIST_LIMIT, loadEvidence, type EvidenceData } from './evidence';
export { NOTIFICATIONS_PAGE, loadEmailAnalytics, type EmailAnalyticsData } from './email';
export { AUDIT_PAGE, SIGN_IN_DAYS, loadSecurity, type SecurityData } from './security';

/* Insights, client-safe: row shapes, constants and pure helpers client components use (type exports are erased). */

export { OTHER_CODES } from './finding-series';
export type { FindingSeries } from './finding-series';
export { peakDay } from './daily-series';
export type { ReviewBacklog } from './activity';
export type { EmailAnalyticsData } from './email';
export type { ComplianceData } from './compliance';
export type { EvidenceData } from './evidence';
export type { MemberSignInSummary } from './sign-in-summary';

/* Reference, client-safe: row shapes, constants and pure helpers client components use (type exports are erased). */

export { partTypeName, positionName, summarizeApps, vehicleName, yearSpans } from './search/describe';
export type { AppSummary } from './search/describe';
export type { ReferenceRelease } from './releases';
export { shortReleaseHash } from './reference-pin';
export type { ReferencePin } from './reference-pin';
export type {
  HitMatch,
  ModelHit,
  NamedHit,
  PositionHit,
  ReferenceHit,
  ReferenceSearchKind,
  ReferenceSearchResponse,
} from './search/types';
export { matchReason } from './search/match-reason';
export { overrideFromPicks } from './search/override';
export type { OverridePicks } from './search/override';

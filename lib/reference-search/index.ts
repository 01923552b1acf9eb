/**
 * Looking things up in the reference data while reviewing: search makes, models (with years and
 * base vehicles), part types and positions, by their names in any of the five catalog languages and
 * the workspace's learned terms; name reference IDs in words; turn a reviewer's picks
 * into a row override. The search is pure over a loaded `ReferenceSet`; `referenceOfPin()` (server
 * only) loads the release a conversion is pinned to and keeps it, with its index, for the process.
 *
 * Client components import the pure parts directly (`./types`, `./override`): this file also
 * exports server code.
 */
export { referenceOfPin, type PinnedReference } from './pinned-reference';
export { searchPin } from './search-pin';
export { answerReferenceSearch, type SearchAnswer } from './search-request';
export { matchReason, type PickerTexts } from './match-reason';
export type { LearnedHint } from './learned-hints';
export { ReferenceSearchIndex, searchIndexFor } from './search-index';
export { partTypeName, positionName, summarizeApps, vehicleName, yearSpans, type AppSummary } from './describe';
export { overrideFromPicks, type OverrideFields, type OverridePicks, type OverriddenRow, type Picked } from './override';
export {
  DEFAULT_SEARCH_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  REFERENCE_SEARCH_KINDS,
  referenceSearchQuerySchema,
  MATCH_ROUTES,
  TERM_LANGUAGES,
  type HitMatch,
  type MatchRoute,
  type TermLanguage,
  type ModelHit,
  type NamedHit,
  type PositionHit,
  type ReferenceHit,
  type ReferenceIdentity,
  type ReferenceSearchKind,
  type ReferenceSearchQuery,
  type ReferenceSearchResponse,
} from './types';

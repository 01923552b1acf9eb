import 'server-only';

/**
 * Reference data: imported releases and the bundled demo, the release a workspace or conversion is
 * pinned to, learned terms, and the reviewer's reference search.
 *
 * The server surface of `lib/data/reference` (pages, actions, route handlers, jobs, the CLI). Queries take a
 * `Queryable` from a scope in `@/lib/db`. Client components import `./types` only.
 */
export {
  DEFAULT_SEARCH_LIMIT,
  MATCH_ROUTES,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  REFERENCE_SEARCH_KINDS,
  TERM_LANGUAGES,
  referenceSearchQuerySchema,
  type HitMatch,
  type MatchRoute,
  type ModelHit,
  type NamedHit,
  type PositionHit,
  type ReferenceHit,
  type ReferenceIdentity,
  type ReferenceSearchKind,
  type ReferenceSearchQuery,
  type ReferenceSearchResponse,
  type TermLanguage,
} from './search/types';
export {
  importReferenceRelease,
  type ImportOutcome,
  type ImportReleaseOptions,
  type ImportedRelease,
} from './import-release';
export { loadReferenceSetFromDb, type ReferenceFromDb } from './load-release';
export {
  RELEASE_STATUSES,
  getReferenceRelease,
  latestReadyRelease,
  listReferenceReleases,
  releaseRowCount,
  type ReferenceRelease,
  type ReleaseScope,
  type ReleaseStatus,
} from './releases';
export { bundledDemoRelease, type BundledDemoRelease } from './bundled-demo';
export { hashDelivery, type DeliveryHash } from './delivery-hash';
export {
  ATTRIBUTE_TABLES,
  STORED_TABLES,
  type ColumnKind,
  type StoredColumn,
  type StoredTable,
} from './stored-tables';
export {
  LEARNED_TERM_LANGUAGES,
  LEARNED_TERM_ORIGINS,
  addLearnedTermUses,
  getLearnedTerm,
  learnedTermPatchSchema,
  learnedTermsForConversion,
  listLearnedTerms,
  notInWorkspaceReference,
  recordLearnedTerm,
  removeLearnedTerm,
  updateLearnedTerm,
  type LearnedTermLanguage,
  type LearnedTermOrigin,
  type LearnedTermPatch,
  type ListLearnedTermsOptions,
  type RecordLearnedTermInput,
  type WorkspaceLearnedTerm,
  notInConversionReference,
} from './learned-terms';
export {
  checkLearnedTerms,
  importLearnedTerms,
  type ImportCounts,
  type ImportReference,
  type ImportRefusal,
  type LearnedTermProblem,
} from './learned-terms-import';
export { samePin, shortReleaseHash, type ReferencePin } from './reference-pin';
export {
  adoptIfOnDemo,
  adoptReferenceRelease,
  bundledDemoPin,
  chooseReferenceRelease,
  currentReferenceOf,
  pinForNewConversion,
  releaseOfPin,
  usableReferenceReleases,
} from './reference-releases';
export { referenceOfPin, type PinnedReference } from './search/pinned-reference';
export { searchPin } from './search/search-pin';
export { answerReferenceSearch, type SearchAnswer } from './search/search-request';
export { matchReason, type PickerTexts } from './search/match-reason';
export { type LearnedHint } from './search/learned-hints';
export { ReferenceSearchIndex, searchIndexFor } from './search/search-index';
export {
  partTypeName,
  positionName,
  summarizeApps,
  vehicleName,
  yearSpans,
  type AppSummary,
} from './search/describe';
export {
  overrideFromPicks,
  type OverriddenRow,
  type OverrideFields,
  type OverridePicks,
  type Picked,
} from './search/override';
export { pinnedReferenceFromDb, sharedPinnedReference, type PinnedLoad } from './reference-source';

/**
 * Looking things up in the reference data while reviewing: search makes, models (with years and
 * base vehicles), part types and positions; name reference IDs in words; turn a reviewer's picks
 * into a row override. The search is pure over a loaded `ReferenceSet`; `currentReference()` (server
 * only) loads the set conversions use now and keeps it, with its index, for the process.
 *
 * Client components import the pure parts directly (`./types`, `./override`): this file also
 * exports server code.
 */
export { currentReference } from './current-reference';
export { ReferenceSearchIndex, searchIndexFor } from './search-index';
export { partTypeName, positionName, summarizeApps, vehicleName, yearSpans, type AppSummary } from './describe';
export { overrideFromPicks, type OverrideFields, type OverridePicks, type OverriddenRow, type Picked } from './override';
export {
  DEFAULT_SEARCH_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  REFERENCE_SEARCH_KINDS,
  referenceSearchQuerySchema,
  type ModelHit,
  type NamedHit,
  type PositionHit,
  type ReferenceHit,
  type ReferenceIdentity,
  type ReferenceSearchKind,
  type ReferenceSearchQuery,
  type ReferenceSearchResponse,
} from './types';

import 'server-only';

/**
 * Catalogs: uploads and their quota, conversions and their lifecycle, the review queue (rows,
 * value groups, carried decisions), saved mappings, and the review page's loaders.
 *
 * The server surface of `lib/data/catalogs` (pages, actions, route handlers, jobs, the CLI). Queries take a
 * `Queryable` from a scope in `@/lib/db`. Client components import `./types` only.
 */
export { MAX_PAGE, jobErrorFrom, jobErrorIn, type JobError, type StoredFile, pageSize } from './files';
export {
  createUpload,
  findUploadBySha256,
  getUpload,
  isBlobInUse,
  latestConversionOf,
  listUploads,
  listUploadsPastRetention,
  markUploadPurged,
  workspaceUploadBytes,
  type NewUpload,
  type Upload,
} from './uploads';
export {
  claimReservedBlob,
  lockBlobKey,
  releaseReservationOfUnusedBlob,
  releaseUploadReservation,
  reserveUploadQuota,
  sweepExpiredUploadReservations,
  workspaceQuotaUsage,
  type QuotaUsage,
  type ReserveInput,
  type ReserveOutcome,
  type UploadBound,
} from './upload-reservations';
export {
  CONVERSION_STATUSES,
  type CarriedDecisions,
  type Conversion,
  type ConversionCounts,
  type ConversionStatus,
  CONVERSION_COLUMNS,
  toConversion,
  type ConversionRow,
} from './conversion-record';
export { REPORT_SUMMARY_EXAMPLES, reportSummarySchema, type ReportSummary } from './report-summary';
export {
  heldRowKeys,
  listDecidedRows,
  recordCarriedDecisions,
  type DecidedRow,
  type HeldRowKey,
} from './carried-decisions';
export {
  getConversion,
  listConversions,
  retryConversion,
  startConversion,
  type ListConversionsOptions,
  type StartConversionInput,
} from './conversions';
export {
  assignConversionJob,
  claimConversion,
  failConversion,
  finishConversion,
  listQueuedConversions,
  recordConversionProgress,
  recordDemoPin,
  type ConversionProgress,
  type ConversionResult,
} from './conversion-lifecycle';
export {
  MAX_DECISIONS_PER_CALL,
  REVIEW_DECISIONS,
  clearReviewRows,
  decideMatchingRows,
  decideRows,
  heldRowCodes,
  heldRowOutcomes,
  heldValueKey,
  listReviewDecisions,
  listReviewRows,
  reviewSummary,
  rowDecisionSchema,
  rowOverrideSchema,
  stageReviewRows,
  type AppliedDecision,
  type HeldValue,
  type ListReviewRowsOptions,
  type ReviewDecision,
  type ReviewRow,
  type ReviewSummary,
  type RowDecisionInput,
  type RowOverride,
  type RowValueDecision,
} from './review';
export {
  decideValue,
  listValueGroups,
  mergeCandidates,
  valueDecisionSchema,
  valueGroupCursorSchema,
  type ListValueGroupsOptions,
  type ValueDecided,
  type ValueDecisionInput,
  type ValueGroup,
  type ValueGroupCursor,
} from './value-groups';
export {
  countOpenReview,
  countReviewRows,
  reviewQueueCounts,
  type ReviewQueueCounts,
  type ReviewRowFilter,
} from './review-counts';
export {
  asMappingRequest,
  deleteSavedMapping,
  findMappingsForHeader,
  getSavedMapping,
  headerFingerprint,
  listSavedMappings,
  saveMapping,
  type SavedMappingRecord,
} from './mappings';
export {
  VALUE_GROUPS_PAGE_SIZE,
  filterFromSearchParams,
  heldValueOf,
  queueFilterSchema,
  rowConditions,
  type QueueFilter,
} from './queue-filter';
export { toReviewRowView, type ReviewRowView, type RowViewContext } from './row-view';
export {
  loadQueueCounts,
  loadQueuePage,
  pinnedReferenceFor,
  readRows,
  rowViewContext,
  type QueueCounts,
  type QueuePage,
} from './review-queue';

/**
 * Catalog work inside a workspace, as typed queries: settings, uploads, conversions and their
 * review queue, exports, batches, saved mappings, API keys, notifications, activity.
 *
 * Every function takes a `Queryable` from a scope in `@/lib/db`:
 * - user actions: `withUser(claims, (tx) => …)` — RLS applies, and actions also check the role
 *   first so a refusal can say why (`not_allowed`) instead of "nothing happened";
 * - job and server steps (marked "server code" in their docs): `asService((tx) => …)`.
 * Refusals come back as `Outcome` values (`{ ok: false, code, message }`), never as throws.
 * See docs/jobs.md for the flow from upload to export.
 */
export { WORKSPACE_PERMISSIONS, roleAllows, requireRole, type WorkspaceAction } from './roles';
export { MAX_PAGE, jobErrorIn, type JobError, type StoredFile } from './files';
export {
  DEFAULT_WORKSPACE_SETTINGS,
  EXPORT_CONFIRMATION_DAYS,
  getWorkspaceSettings,
  updateWorkspaceSettings,
  workspaceSettingsPatchSchema,
  type WorkspaceSettings,
  type WorkspaceSettingsPatch,
} from './settings';
export { getSenderIdentity, saveSenderIdentity, type WorkspaceSenderIdentity } from './sender-identity';
export {
  LEARNED_TERM_LANGUAGES,
  LEARNED_TERM_ORIGINS,
  addLearnedTermUses,
  getLearnedTerm,
  learnedTermPatchSchema,
  learnedTermsForConversion,
  listLearnedTerms,
  recordLearnedTerm,
  notALearnedValue,
  notInWorkspaceReference,
  removeLearnedTerm,
  updateLearnedTerm,
  type LearnedTermLanguage,
  type LearnedTermOrigin,
  type LearnedTermPatch,
  type ListLearnedTermsOptions,
  type RecordLearnedTermInput,
  type SaidRefusal,
  type WorkspaceLearnedTerm,
} from './learned-terms';
export {
  checkLearnedTerms,
  importLearnedTerms,
  type ImportCounts,
  type ImportReference,
  type ImportRefusal,
  type LearnedTermProblem,
} from './learned-terms-import';
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
export { CONVERSION_STATUSES, type CarriedDecisions, type Conversion, type ConversionCounts, type ConversionStatus } from './conversion-record';
export { heldRowKeys, listDecidedRows, recordCarriedDecisions, type DecidedRow, type HeldRowKey } from './carried-decisions';
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
  type PinnedReference,
} from './reference-releases';
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
  heldValueKey,
  heldRowOutcomes,
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
export { countOpenReview, countReviewRows, reviewQueueCounts, type ReviewQueueCounts, type ReviewRowFilter } from './review-counts';
export {
  ACES_EXPORT_VERSIONS,
  NOTICE_LOCALES,
  PIES_EXPORT_VERSIONS,
  assignExportJob,
  claimExportRequest,
  failExportRequest,
  getExport,
  getExportRequest,
  latestExportOfBrand,
  listExportRequests,
  listExports,
  listQueuedExportRequests,
  publishExport,
  recordExportStage,
  requestExport,
  type Export,
  type ExportRequest,
  type ExportRequestStatus,
  type NewExport,
  type NoticeLocale,
  type RequestExportInput,
} from './exports';
export { expireWaitingExports, publishStagedExport, stageExport, type ExpiredExport, type StagedExport } from './export-staging';
export { CONFIRMATION_REASONS, exportChecksFrom, type ConfirmationReason, type ExportChecks, type NotWritten } from './export-checks';
export {
  addToBatch,
  batchTotals,
  createBatch,
  getBatch,
  listBatches,
  type Batch,
  type BatchDetail,
  type BatchTotals,
  type CreateBatchInput,
} from './batches';
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
  API_KEY_SCOPES,
  apiKeyHash,
  createApiKey,
  createApiKeySchema,
  listApiKeys,
  revokeApiKey,
  verifyApiKey,
  type ApiKey,
  type ApiKeyScope,
  type VerifiedApiKey,
} from './api-keys';
export {
  LAST_OWNER_CONSTRAINT,
  addMemberByEmail,
  changeMemberRole,
  listMemberProfiles,
  memberRoleSchema,
  removeMember,
  type MemberProfile,
} from './members';
export { renameWorkspace, workspaceNameSchema } from './workspace-name';
export { suggestWorkspaceSlug } from './workspace-slug';
export {
  NOTIFICATION_KINDS,
  listNotifications,
  notificationStats,
  recordNotification,
  type Notification,
  type NotificationKind,
} from './notifications';
export { conversionDownloadName, deliverableDownloadName, exportDownloadName, safeDownloadName } from './download-names';
export {
  EXPORT_BUNDLE_NAME,
  deliverableKind,
  downloadContentType,
  exportDeliverables,
  findExportFile,
  type DeliverableKind,
  type ExportDeliverable,
} from './export-files';
export { CHANGES_JSON, UPDATE_XML, changeCountsSchema, changeSummaryFile, readChangeCounts, type ChangeCounts } from './change-counts';
export { exportSources, type ExportSource } from './export-sources';
export { conversionActivity, findingTrend, referenceReleasesInUse, type ActivityDay } from './activity';
export { reviewBacklog, type ReviewBacklog } from './activity';
export { listAccessDenials, recordAccessDenial, type AccessDenial } from './denials';
export { listAuditActors, listMemberSignIns, type AuditActor, type MemberSignIn } from './security';
/** Drizzle mirror of the catalog tables (re-exported by lib/db/schema.ts for the schema-mirror test). */
export * as catalogSchema from './schema';

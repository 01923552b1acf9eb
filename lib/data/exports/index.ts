import 'server-only';

/**
 * Exports: export requests, staging and publication, deliverables and download names, change
 * counts, batches, and the export and batch pages' loaders.
 *
 * The server surface of `lib/data/exports` (pages, actions, route handlers, jobs, the CLI). Queries take a
 * `Queryable` from a scope in `@/lib/db`. Client components import `./types` only.
 */
export { ACES_EXPORT_VERSIONS, PIES_EXPORT_VERSIONS } from './export-versions';
export {
  NOTICE_LOCALES,
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
export {
  expireWaitingExports,
  publishStagedExport,
  stageExport,
  type ExpiredExport,
  type StagedExport,
} from './export-staging';
export {
  CONFIRMATION_REASONS,
  exportChecksFrom,
  type ConfirmationReason,
  type ExportChecks,
  type NotWritten,
} from './export-checks';
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
  conversionDownloadName,
  deliverableDownloadName,
  exportDownloadName,
  safeDownloadName,
} from './download-names';
export {
  EXPORT_BUNDLE_NAME,
  deliverableKind,
  downloadContentType,
  exportDeliverables,
  findExportFile,
  type DeliverableKind,
  type ExportDeliverable,
} from './export-files';
export {
  CHANGES_JSON,
  UPDATE_XML,
  changeCountsSchema,
  changeSummaryFile,
  readChangeCounts,
  type ChangeCounts,
} from './change-counts';
export { exportSources, type ExportSource } from './export-sources';
export { listBatchSummaries, readBatchSnapshot } from './batch-snapshot';
export { readExportDetail, readExportList } from './export-views';

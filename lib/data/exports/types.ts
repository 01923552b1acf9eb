/* Exports, client-safe: row shapes, constants and pure helpers client components use (type exports are erased). */

export type { BatchTotals } from './batches';
export type { BatchExportView, BatchFileView, BatchSnapshot, BatchSummary } from './batch-snapshot';
export type { Export, ExportRequest, ExportRequestStatus } from './exports';
export { exportChecksSchema } from './export-checks';
export type { ExportChecks } from './export-checks';
export { ACES_EXPORT_VERSIONS, PIES_EXPORT_VERSIONS } from './export-versions';
export type { Author, ChangeSummaryView, ExportDetail, ExportListRow } from './export-views';
export type { ExportSource } from './export-sources';
export type { ExportDeliverable } from './export-files';
export { EXPORT_STAGES, isSettled, progressAnswerSchema, progressOf, stageIndex, exportProgressSchema } from './export-progress';
export type { ExportProgress, ExportStage } from './export-progress';

/*
 * Catalogs, client-safe: row shapes, constants and pure helpers client components use (type exports are
 * erased). Not jobErrorIn (files.ts): it words errors with the engine's messages, every text in five
 * languages, which would ride along into every page whose client code imports this file (issue 15.5).
 */

export type { Conversion, ConversionCounts, ConversionStatus } from './conversion-record';
export type { JobError, StoredFile } from './files';
export type { ReviewDecision, ReviewRow, ReviewSummary, RowDecisionInput, RowOverride } from './review';
export type { ValueDecided, ValueDecisionInput, ValueGroup, ValueGroupCursor } from './value-groups';
export type { Upload } from './uploads';
export type { ReportSummary } from './report-summary';
export { conversionProgressOf, conversionProgressSchema, isUnderway, progressShare } from './conversion-progress';
export type { ConversionProgress } from './conversion-progress';
export { REVIEW_OUTCOMES, REVIEW_STATES } from './queue-filter';
export type { QueueFilter } from './queue-filter';
export type { DecidedBy, NormalizedValue, ReviewRowView, SideBySideLine, ValueDecisionView } from './row-view';
export type { QueueCounts, QueuePage } from './review-queue';

/**
 * The live preview: a visitor's sample pick or small upload converted by the real engine against the
 * demo reference, limited (size, rows, rate), answered in one response and stored nowhere.
 * Browser code imports only `./limits` and `./types` (no server modules).
 */
export { decidePreviewAccess, mayUsePreview, type PreviewAccess } from './access';
export { previewEngine, standardsDir } from './engine';
export { readFlaggedRows } from './flagged-rows';
export { resolvePreviewAccess } from './gate';
export { inspectCatalog, type Inspection } from './inspect';
export { PREVIEW_BRAND, PREVIEW_ENDPOINT, PREVIEW_FIELDS, PREVIEW_LIMITS } from './limits';
export { attemptPreview, previewRateLimiter } from './rate-limit';
export { parsePreviewBody, parsePreviewForm, previewLocale, readCappedBody, safeUploadName, type Parsed, type PreviewInput } from './request';
export { downloadStem, previewDownloads, shapePreviewResult, type RunFiles } from './result';
export { runPreview, type PreviewEngine, type PreviewOutcome, type RunPreviewOptions } from './run-preview';
export { listSamples, PREVIEW_SAMPLE_IDS, PREVIEW_SAMPLES, readSample, samplesDir, type PreviewSampleId } from './samples';
export { previewDashboard, type PreviewDashboardData, type DashboardSample } from './dashboard';
export * from './types';
export { firstElements } from './xml-excerpt';

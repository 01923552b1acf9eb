/**
 * REST API v1 (`/api/v1`) for connectors: workspace API keys (bearer, scoped, acting as their
 * creator under RLS), per-key rate limits from the runtime configuration, JSON errors, and the
 * OpenAPI document — all made from one table of endpoints (lib/api/endpoints). The route files in
 * app/api/v1 are one line per method. See docs/api.md.
 */
export { apiRoute } from './next-route';
export { handleApiRequest } from './pipeline';
export { serverApiRuntime, jobParts, type ApiRuntime } from './runtime';
export { defineEndpoint, type AnyEndpoint, type ApiContext, type ApiResult, type Endpoint } from './endpoint';
export { API_ERRORS, problem, fromRefusal, type ApiErrorCode, type ApiProblem } from './errors';
export { authenticateKey, presentedKey, requireScope } from './key-auth';
export { buildOpenApiDocument, openApiDocument, OPENAPI_PATH } from './openapi';
export { API_BASE, BUNDLE_FILE } from './present';
export {
  API_ENDPOINTS,
  confirmExportById,
  createLearnedTerms,
  decideReviewRows,
  decideReviewValue,
  deleteLearnedTermById,
  downloadExportFile,
  getExportById,
  getJob,
  getReview,
  importLearnedTermsCsv,
  listExports,
  listJobs,
  listLearnedTermsEndpoint,
  listMappings,
  listReviewValues,
  previewJobRerun,
  rerunJob,
  retryJob,
  searchReference,
  startExport,
  startJob,
  updateLearnedTermById,
  uploadCatalog,
} from './endpoints';
export * from './schemas/registry';
export * from './schemas/jobs';
export * from './schemas/reference-search';
export * from './schemas/exports';
export * from './schemas/uploads';
export * from './schemas/learned-terms';
export * from './schemas/review-values';
export { createWorkspaceApiKey, listWorkspaceApiKeys, revokeWorkspaceApiKey, type KeyAdminOutcome } from './key-admin';

export { confirmExportById, downloadExportFile, getExportById, listExports, startExport } from './exports';
export { getJob, listJobs, listMappings, previewJobRerun, rerunJob, retryJob, startJob } from './jobs';
export { createLearnedTerms, deleteLearnedTermById, importLearnedTermsCsv, listLearnedTermsEndpoint, updateLearnedTermById } from './learned-terms';
export { decideReviewRows, getReview } from './review';
export { decideReviewValue, listReviewValues } from './review-values';
export { searchReference } from './reference-search';
export { uploadCatalog } from './uploads';
export { API_ENDPOINTS } from './registry';

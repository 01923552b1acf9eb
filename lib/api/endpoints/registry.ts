import type { AnyEndpoint } from '../endpoint';
import { confirmExportById, downloadExportFile, getExportById, listExports, startExport } from './exports';
import { getJob, listJobs, listMappings, previewJobRerun, rerunJob, retryJob, startJob } from './jobs';
import { createLearnedTerms, deleteLearnedTermById, importLearnedTermsCsv, listLearnedTermsEndpoint, updateLearnedTermById } from './learned-terms';
import { decideReviewRows, getReview } from './review';
import { decideReviewValue, listReviewValues } from './review-values';
import { searchReference } from './reference-search';
import { uploadCatalog } from './uploads';

/** Every operation of REST API v1 that needs a key, in the order the documentation lists them. */
export const API_ENDPOINTS: readonly AnyEndpoint[] = [
  uploadCatalog,
  startJob,
  listJobs,
  getJob,
  retryJob,
  previewJobRerun,
  rerunJob,
  getReview,
  listReviewValues,
  decideReviewValue,
  decideReviewRows,
  searchReference,
  listMappings,
  startExport,
  listExports,
  getExportById,
  confirmExportById,
  downloadExportFile,
  listLearnedTermsEndpoint,
  createLearnedTerms,
  importLearnedTermsCsv,
  updateLearnedTermById,
  deleteLearnedTermById,
];

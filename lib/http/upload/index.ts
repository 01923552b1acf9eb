/**
 * The upload protocol (`POST /api/uploads`, `POST /api/reference/imports`, `POST /api/v1/uploads`):
 * the answers' shapes and status codes, the request body read as a stream, the file name (one
 * sanitiser for every upload path). No server-only imports, so the page parses answers with the same
 * schema the route builds them from.
 */
export {
  UPLOAD_PROBLEM_CODES,
  acceptedAnswer,
  refusedAnswer,
  uploadAcceptedSchema,
  uploadAnswerSchema,
  uploadAnswerStatus,
  uploadRefusedSchema,
  type UploadAccepted,
  type UploadAnswer,
  type UploadRefused,
} from './upload-answer';
export {
  MAX_DISCARD_BYTES,
  bodyChunks,
  declaredBodyBytes,
  discardRest,
  uploadBody,
  type UploadBody,
} from './request-body';
export {
  MAX_FILE_NAME_BYTES,
  fileNameFromHeader,
  sanitizeFileName,
  sentFileName,
  type SentNameProblem,
} from './file-name';
export { sizeRefusalOf, type SizeRefusal } from './size-refusal';
export {
  REFERENCE_IMPORT_PROBLEM_CODES,
  referenceImportRefusal,
  referenceImportQueuedAnswerSchema,
  referenceImportStateAnswerSchema,
  type ReferenceImportProblem,
  type ReferenceImportState,
} from './reference-import-answer';
export { postFile } from './post-file';

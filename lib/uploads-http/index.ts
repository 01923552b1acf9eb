/**
 * The upload endpoint's protocol (`POST /api/uploads`): the answer's shape and status codes, the
 * request body read as a stream, the file name (one sanitiser for every upload path), the
 * same-origin check. No server-only imports, so the page parses answers with the same schema the
 * route builds them from.
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
export { MAX_DISCARD_BYTES, bodyChunks, declaredBodyBytes, discardRest } from './request-body';
export { MAX_FILE_NAME_BYTES, fileNameFromHeader, sanitizeFileName } from './file-name';
export { isSameOriginRequest } from './same-origin';
export {
  REFERENCE_IMPORT_PROBLEM_CODES,
  referenceImportProblemStatus,
  referenceImportQueuedAnswerSchema,
  referenceImportStateAnswerSchema,
  type ReferenceImportProblem,
  type ReferenceImportState,
} from './reference-import-answer';
export { postFile } from './post-file';

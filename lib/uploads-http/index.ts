/**
 * The upload endpoint's protocol (`POST /api/uploads`): the answer's shape and status codes, the
 * request body read as a stream, the file-name header, the same-origin check. No server-only
 * imports, so the page parses answers with the same schema the route builds them from.
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
export { MAX_DISCARD_BYTES, bodyChunks, discardRest } from './request-body';
export { fileNameFromHeader } from './file-name';
export { isSameOriginRequest } from './same-origin';

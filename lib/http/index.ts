/**
 * Route-handler plumbing (decision 0018): problem responses, downloads, the same-origin check, plain HTML forms' posts and their answers. Its
 * neighbours have entries of their own: the upload protocol (lib/http/upload, browser-safe: pages
 * parse answers with it), the rate limiters (lib/http/rate-limit), and the security headers
 * (lib/http/security-headers, read by proxy.ts and next.config.ts, which load nothing else of this).
 */
export {
  NO_STORE,
  problemResponse,
  type ProblemFields,
  type ProblemOptions,
  type ProblemShape,
} from './problem';
export {
  downloadProblem,
  downloadResponse,
  downloadStoredFile,
  type Download,
  type FileOwner,
  type StoredFile,
} from './download';
export { isSameOriginRequest } from './same-origin';
export { readCappedBytes, readCappedText } from './capped-text';
export { readBeacon, type BeaconRules } from './beacon';
export { readFormPost, FORM_POST_MAX_BYTES, type FormPost, type TypedFields } from './form-post';
export { answerFormPost, type FormPostDone, type FormPostRoute } from './form-post-answer';
export { takeFormAnswer, type FormAnswer, type FormAnswerRules } from './form-answer';
export { secureCookies } from './cookie-security';

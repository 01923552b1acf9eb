import type { UploadAccepted, UploadRefused } from '@/lib/http/upload';

/**
 * Why a file did not arrive: the endpoint's refusal (with the engine's finding or the size limit),
 * or the request itself failing (`network`: connection lost; `unexpected`: an answer we could not
 * read). The drop zone refuses a file over the limit before sending it, with the same `too_large`.
 */
export type UploadProblem =
  | Pick<UploadRefused, 'code' | 'message' | 'finding' | 'limitBytes'>
  | { code: 'network'; message: string; finding?: undefined; limitBytes?: undefined }
  /** `status`: the HTTP status of the answer we could not read (the reader is told it in their words). */
  | { code: 'unexpected'; message: string; status: number; finding?: undefined; limitBytes?: undefined };

/** One file the user dropped, once its upload has finished one way or the other. */
export type UploadedFile =
  | { key: string; name: string; size: number; status: 'uploaded'; answer: UploadAccepted }
  | { key: string; name: string; size: number; status: 'refused'; problem: UploadProblem };

export type AcceptedFile = Extract<UploadedFile, { status: 'uploaded' }>;

import { postFile, uploadAnswerSchema, type UploadAccepted } from '@/lib/http/upload';
import type { UploadProblem } from './upload-types';

export type SendOutcome = { ok: true; answer: UploadAccepted } | { ok: false; problem: UploadProblem };

/** Sends one file to `POST /api/uploads` (see `postFile`) and reads the answer. Never rejects. */
export async function sendUpload(
  file: File,
  workspaceId: string,
  onProgress: (loaded: number, total: number) => void,
  endpoint = '/api/uploads',
): Promise<SendOutcome> {
  const sent = await postFile(`${endpoint}?workspace=${encodeURIComponent(workspaceId)}`, file, onProgress);
  if (!sent) return { ok: false, problem: { code: 'network', message: 'The connection was lost while sending the file.' } };
  return outcomeOf(sent.status, sent.text);
}

/** The endpoint's JSON as a value; anything else (a proxy's HTML error page) is `unexpected`. */
export function outcomeOf(status: number, text: string): SendOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'unexpected', message: `The server answered ${status} without a readable result.`, status } };
  }
  const parsed = uploadAnswerSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: { code: 'unexpected', message: `The server answered ${status} without a readable result.`, status } };
  const answer = parsed.data;
  return answer.ok ? { ok: true, answer } : { ok: false, problem: answer };
}

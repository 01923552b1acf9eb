import { uploadAnswerSchema, type UploadAccepted } from '@/lib/uploads-http';
import type { UploadProblem } from './upload-types';

export type SendOutcome = { ok: true; answer: UploadAccepted } | { ok: false; problem: UploadProblem };

/**
 * Sends one file to `POST /api/uploads` with XMLHttpRequest — fetch() cannot report upload
 * progress — as the raw body, its name in `X-File-Name`. Resolves with the parsed answer or a
 * problem; never rejects.
 */
export function sendUpload(
  file: File,
  workspaceId: string,
  onProgress: (loaded: number, total: number) => void,
  endpoint = '/api/uploads',
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${endpoint}?workspace=${encodeURIComponent(workspaceId)}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => resolve({ ok: false, problem: { code: 'network', message: 'The connection was lost while sending the file.' } });
    xhr.onabort = xhr.onerror;
    xhr.onload = () => resolve(outcomeOf(xhr.status, xhr.responseText));
    xhr.send(file);
  });
}

/** The endpoint's JSON as a value; anything else (a proxy's HTML error page) is `unexpected`. */
export function outcomeOf(status: number, text: string): SendOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'unexpected', message: `The server answered ${status} without a readable result.` } };
  }
  const parsed = uploadAnswerSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: { code: 'unexpected', message: `The server answered ${status} without a readable result.` } };
  const answer = parsed.data;
  return answer.ok ? { ok: true, answer } : { ok: false, problem: answer };
}

import { byteCount, findingOf, say } from '@/lib/catalog/messages';
import type { QuotaUsage, UploadBound } from '@/lib/data/catalogs';
import { refusedWith, type SubmitRefusal } from './runtime';

/*
 * Why an upload was refused by its size, as findings: each says what the rule is, what the file did,
 * and what to do, as a text (texts/uploads.ts) whose sizes are written in each reader's language
 * when it is rendered. UPLOAD_TOO_LARGE and UPLOAD_QUOTA_EXCEEDED become 413s (web route and API);
 * UPLOAD_SIZE_MISMATCH, a body longer than its request declared, is a malformed request (400).
 */

export function tooLargeForWorkspace(fileName: string, limitBytes: number): SubmitRefusal {
  return refusedWith(findingOf('UPLOAD_TOO_LARGE', 'error', say('UPLOAD_TOO_LARGE', { file: fileName, limit: byteCount(limitBytes) }), { file: fileName }));
}

export function overQuota(fileName: string, refusal: QuotaUsage, declaredBytes: number | undefined): SubmitRefusal {
  const kept = { used: byteCount(refusal.usedBytes), quota: byteCount(refusal.quotaBytes), file: fileName };
  const said =
    declaredBytes === undefined
      ? say('UPLOAD_QUOTA_EXCEEDED.noRoom', kept)
      : say('UPLOAD_QUOTA_EXCEEDED.doesNotFit', { ...kept, size: byteCount(declaredBytes) });
  return refusedWith(findingOf('UPLOAD_QUOTA_EXCEEDED', 'error', said, { file: fileName }));
}

/** The body crossed the bound its reservation set: which refusal depends on what the bound was. */
export function cutOff(fileName: string, reserved: { boundBy: UploadBound; maxBytes: number; quota: QuotaUsage | null }): SubmitRefusal {
  const { boundBy, maxBytes, quota } = reserved;
  switch (boundBy) {
    case 'file_limit':
      return tooLargeForWorkspace(fileName, maxBytes);
    case 'quota':
      return overQuota(fileName, quota ?? { quotaBytes: maxBytes, usedBytes: 0 }, undefined);
    case 'declared_size':
      return refusedWith(findingOf('UPLOAD_SIZE_MISMATCH', 'error', say('UPLOAD_SIZE_MISMATCH', { file: fileName, bytes: maxBytes }), { file: fileName }));
  }
}

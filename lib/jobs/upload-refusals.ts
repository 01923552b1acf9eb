import { formatBytes } from '@/lib/catalog/messages';
import type { QuotaUsage, UploadBound } from '@/lib/data/catalogs';
import { refusedWith, type SubmitRefusal } from './runtime';

/*
 * Why an upload was refused by its size, as findings: each says what the rule is, what the file
 * did, and what to do. UPLOAD_TOO_LARGE and UPLOAD_QUOTA_EXCEEDED become 413s (web route and API);
 * UPLOAD_SIZE_MISMATCH, a body longer than its request declared, is a malformed request (400).
 */

export function tooLargeForWorkspace(fileName: string, limitBytes: number): SubmitRefusal {
  return refusedWith({
    code: 'UPLOAD_TOO_LARGE',
    severity: 'error',
    file: fileName,
    message: `${fileName} is larger than this workspace's limit of ${formatBytes(limitBytes, 'en')} per file. Split the catalog, or ask an owner to raise the limit in Settings.`,
  });
}

export function overQuota(fileName: string, refusal: QuotaUsage, declaredBytes: number | undefined): SubmitRefusal {
  const kept = `This workspace keeps ${formatBytes(refusal.usedBytes, 'en')} of uploads (uploads in progress included) and may keep ${formatBytes(refusal.quotaBytes, 'en')}`;
  const what = declaredBytes === undefined ? `there is no room left for ${fileName}` : `${fileName} (${formatBytes(declaredBytes, 'en')}) does not fit`;
  return refusedWith({
    code: 'UPLOAD_QUOTA_EXCEEDED',
    severity: 'error',
    file: fileName,
    message: `${kept}; ${what}. Nothing was stored. Ask an owner to raise the quota or shorten the retention period.`,
  });
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
      return refusedWith({
        code: 'UPLOAD_SIZE_MISMATCH',
        severity: 'error',
        file: fileName,
        message: `${fileName} sent more than the ${maxBytes.toLocaleString('en-US')} bytes its request declared (Content-Length), so it was cut off and nothing was stored. Send the file again, unchanged.`,
      });
  }
}

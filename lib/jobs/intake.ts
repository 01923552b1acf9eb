import os from 'node:os';
import path from 'node:path';
import { openCatalog, type InputInfo } from '@/lib/catalog';
import { asService, withUser, type UserClaims } from '@/lib/db';
import type { BlobInput } from '@/lib/storage';
import {
  createUpload,
  findMappingsForHeader,
  findUploadBySha256,
  getWorkspaceSettings,
  requireRole,
  workspaceUploadBytes,
  type Conversion,
  type SavedMappingRecord,
  type Upload,
} from '@/lib/workspace-data';
import { discardIfUnused, jobRuntime, refusedWith, type JobRuntime, type Submitted } from './runtime';
import { blobAsNamedFile, inWorkFolder } from './work-files';

export interface SubmitUploadInput {
  workspaceId: string;
  /** The name the user's file had (shown in lists and reports; never used as a path). */
  fileName: string;
  /** The bytes: a request body stream, a Buffer, … */
  body: BlobInput;
}

export interface SubmittedUpload {
  upload: Upload;
  /** False: these bytes were uploaded before — offer `latestConversion` for reuse. */
  created: boolean;
  latestConversion: Conversion | null;
  /** The header row as read (for the mapping screen). */
  header: string[];
  /** What ingest found: format, encoding, delimiter, sheet, header row. */
  info: Omit<InputInfo, 'rows'>;
  /** Saved mappings made for a file with this header (newest first). */
  suggestedMappings: SavedMappingRecord[];
}

/**
 * Receives a catalog file into a workspace (owners and operators): streams it into the blob store
 * (hashing on the way, refused past the workspace's per-file limit without reading the rest), runs
 * the engine's pre-job checks (type from the bytes, encoding, zip entry sizes and ratios, a header),
 * checks the workspace quota, and records the upload — or finds the same bytes uploaded before.
 * Refusals: not_found, not_allowed, invalid (with `finding`: UPLOAD_TOO_LARGE, UPLOAD_QUOTA_EXCEEDED,
 * or the engine's own, e.g. INPUT_UNSUPPORTED_TYPE, ZIP_RATIO).
 */
export async function submitUpload(
  claims: UserClaims,
  input: SubmitUploadInput,
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<SubmittedUpload>> {
  const runtime = await jobRuntime(parts);
  const access = await withUser(
    claims,
    async (tx) => {
      const allowed = await requireRole(tx, input.workspaceId, 'upload');
      if (!allowed.ok) return allowed;
      const settings = await getWorkspaceSettings(tx, input.workspaceId);
      return { ok: true as const, settings: settings!, used: await workspaceUploadBytes(tx, input.workspaceId) };
    },
    runtime.db,
  );
  if (!access.ok) return access;
  const { settings } = access;
  const fileName = input.fileName.trim().slice(0, 255) || 'catalog';

  const put = await runtime.store.put(input.body, { maxBytes: settings.uploadLimitBytes });
  if (!put.ok) {
    return refusedWith({
      code: 'UPLOAD_TOO_LARGE',
      severity: 'error',
      file: fileName,
      message: `${fileName} is larger than this workspace's limit of ${formatBytes(settings.uploadLimitBytes)} per file. Split the catalog, or ask an owner to raise the limit in Settings.`,
    });
  }

  const checked = await inWorkFolder(path.join(os.tmpdir(), 'partsmith-intake'), 'upload', async (dir) => {
    const file = await blobAsNamedFile(runtime.store, put.key, dir, fileName);
    if (!file) throw new Error(`the blob ${put.key} vanished right after it was stored`);
    const reader = await openCatalog({ path: file });
    if ('error' in reader) return reader;
    await reader.close();
    const { rows: _rows, ...info } = reader.info;
    return { header: reader.header, info: { ...info, file: fileName } };
  });
  if ('error' in checked) {
    await discardIfUnused(runtime, put.key);
    return refusedWith({ ...checked.error, file: fileName });
  }

  const existing = await asService((tx) => findUploadBySha256(tx, input.workspaceId, put.key), runtime.db);
  const quota = settings.workspaceQuotaBytes;
  if ((!existing || existing.upload.purgedAt) && quota !== null && access.used + put.bytes > quota) {
    await discardIfUnused(runtime, put.key);
    return refusedWith({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      severity: 'error',
      file: fileName,
      message: `This workspace keeps ${formatBytes(access.used)} of uploads and may keep ${formatBytes(quota)}; ${fileName} (${formatBytes(put.bytes)}) does not fit. Ask an owner to raise the quota or shorten the retention period.`,
    });
  }

  const recorded = await asService(
    (tx) =>
      createUpload(tx, {
        workspaceId: input.workspaceId,
        sha256: put.key,
        bytes: put.bytes,
        fileName,
        format: checked.info.format,
        encoding: checked.info.encoding,
        delimiter: checked.info.delimiter,
        storageKey: put.key,
        uploadedBy: claims.sub,
      }),
    runtime.db,
  );
  const suggestedMappings = await withUser(claims, (tx) => findMappingsForHeader(tx, input.workspaceId, checked.header), runtime.db);
  return { ok: true, ...recorded, header: checked.header, info: checked.info, suggestedMappings };
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round(n / 102.4) / 10} KB`;
  return `${n} bytes`;
}

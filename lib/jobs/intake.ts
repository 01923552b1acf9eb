import os from 'node:os';
import path from 'node:path';
import { detectPiesWorkbook, listWorkbookSheets, nothingToConvert, openCatalog, type Finding, type InputInfo, type WorkbookSheet } from '@/lib/catalog';
import { asService, withUser, type UserClaims } from '@/lib/db';
import type { BlobInput, BlobStore } from '@/lib/storage';
import { sanitizeFileName } from '@/lib/http/upload/file-name';
import { claimReservedBlob, createUpload, findMappingsForHeader, releaseReservationOfUnusedBlob, releaseUploadReservation, reserveUploadQuota, type Conversion, type SavedMappingRecord, type Upload } from '@/lib/data/catalogs';
import { getWorkspaceSettings, requireRole } from '@/lib/data/workspaces';
import { jobRuntime, refusedWith, type JobRuntime, type Submitted } from './runtime';
import { cutOff, overQuota, tooLargeForWorkspace } from './upload-refusals';
import { blobAsNamedFile, inWorkFolder } from './work-files';
import { recordMetric } from '@/lib/monitoring/telemetry';

export interface SubmitUploadInput {
  workspaceId: string;
  /** The name the user's file had, as sent (sanitised here; shown in lists and reports). */
  fileName: string;
  /** The bytes: a request body stream, a Buffer, … */
  body: BlobInput;
  /**
   * The size the request declared (Content-Length), when it did: refused before a byte is read
   * when over the per-file limit or the quota, reserved against the quota, and enforced while
   * reading — a body longer than declared is cut off.
   */
  declaredBytes?: number;
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
  /**
   * True when the engine's default reads the workbook as a whole (a PIES workbook, one sheet per
   * segment) rather than `info.sheet` alone; picking a sheet then reads that sheet only.
   */
  wholeWorkbook: boolean;
}

/**
 * Receives a catalog file into a workspace (owners and operators). In this order, so a refusal
 * costs as little as possible and leaves nothing behind: the name is sanitised; the declared size
 * is checked against the per-file limit and reserved against the quota (lib/data
 * reserveUploadQuota) before a byte is read; the body streams into the blob store, cut off past the
 * reservation; the engine's pre-job checks run (type from the bytes, encoding, zip sizes and
 * ratios, a header); the upload is recorded, turning the reservation into usage — or the same
 * bytes uploaded before are found. However it ends otherwise, the reservation is released and a
 * blob nothing else names is deleted.
 * Refusals: not_found, not_allowed, invalid (with `finding`: UPLOAD_TOO_LARGE, UPLOAD_QUOTA_EXCEEDED,
 * UPLOAD_SIZE_MISMATCH, or the engine's own, e.g. INPUT_UNSUPPORTED_TYPE, ZIP_RATIO).
 */
export async function submitUpload(
  claims: UserClaims,
  input: SubmitUploadInput,
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<SubmittedUpload>> {
  const runtime = await jobRuntime(parts);
  const fileName = sanitizeFileName(input.fileName) || 'catalog';
  const access = await withUser(
    claims,
    async (tx) => {
      const allowed = await requireRole(tx, input.workspaceId, 'upload');
      if (!allowed.ok) return allowed;
      return { ok: true as const, settings: (await getWorkspaceSettings(tx, input.workspaceId))! };
    },
    runtime.db,
  );
  if (!access.ok) return access;
  const { uploadLimitBytes } = access.settings;
  const declaredBytes = input.declaredBytes;
  if (declaredBytes !== undefined && declaredBytes > uploadLimitBytes) return tooLargeForWorkspace(fileName, uploadLimitBytes);

  const reserved = await asService(
    (tx) => reserveUploadQuota(tx, { workspaceId: input.workspaceId, declaredBytes, uploadLimitBytes, reservedBy: claims.sub }),
    runtime.db,
  );
  if (!reserved.ok) return overQuota(fileName, reserved, declaredBytes);

  const { reservationId } = reserved;
  let claimedKey: string | null = null;
  let recorded = false;
  try {
    const put = await runtime.store.put(input.body, {
      maxBytes: reserved.maxBytes,
      beforeStore: async (key) => {
        await asService((tx) => claimReservedBlob(tx, reservationId, key), runtime.db);
        claimedKey = key;
      },
    });
    if (!put.ok) return cutOff(fileName, reserved);

    const checked = await checkCatalog(runtime.store, put.key, fileName);
    if ('error' in checked) return refusedWith({ ...checked.error, file: fileName });

    const received = await asService(async (tx) => {
      const upload = await createUpload(tx, {
        workspaceId: input.workspaceId,
        sha256: put.key,
        bytes: put.bytes,
        fileName,
        format: checked.info.format,
        encoding: checked.info.encoding,
        delimiter: checked.info.delimiter,
        storageKey: put.key,
        uploadedBy: claims.sub,
        sheets: checked.sheets,
      });
      await releaseUploadReservation(tx, reservationId);
      return upload;
    }, runtime.db);
    recorded = true;
    recordMetric('upload.bytes', put.bytes, { format: checked.info.format });
    const suggestedMappings = await withUser(claims, (tx) => findMappingsForHeader(tx, input.workspaceId, checked.header), runtime.db);
    const wholeWorkbook = checked.sheets !== null && detectPiesWorkbook(checked.sheets.map((s) => s.name)) !== null;
    return { ok: true, ...received, header: checked.header, info: checked.info, suggestedMappings, wholeWorkbook };
  } finally {
    if (!recorded) await abandonReservation(runtime, reservationId, claimedKey);
  }
}

/** The engine's pre-job checks on the stored bytes, under the upload's own (sanitised) name. */
async function checkCatalog(
  store: BlobStore,
  key: string,
  fileName: string,
): Promise<{ error: Finding } | { header: string[]; info: Omit<InputInfo, 'rows'>; sheets: WorkbookSheet[] | null }> {
  return inWorkFolder(path.join(os.tmpdir(), 'partsmith-intake'), 'upload', async (dir) => {
    const file = await blobAsNamedFile(store, key, dir, fileName);
    if (!file) throw new Error(`the blob ${key} vanished while its upload held a claim on it`);
    const reader = await openCatalog({ path: file });
    if ('error' in reader) return reader;
    // A header alone was received and failed only once converted (the preview refuses it at once):
    // it is refused here, in the converter's words.
    const nothing = await nothingToConvert(reader, { path: file });
    await reader.close();
    if (nothing) return { error: nothing };
    const { rows: _rows, ...info } = reader.info;
    // A workbook's sheets, for the picker: while the bytes are on disk here, not again per page view.
    const sheets = info.format === 'xlsx' ? await listWorkbookSheets({ path: file }) : null;
    return { header: reader.header, info: { ...info, file: fileName }, sheets };
  });
}

/**
 * A refused or failed upload: its reservation goes, and so does its blob unless something else
 * names it — decided and done under the key's lock, so an identical upload claiming the blob at
 * the same moment either keeps it or stores it again. Never throws: the refusal or error the
 * upload ended with is what the caller must see (a reservation left behind expires).
 */
async function abandonReservation(runtime: JobRuntime, reservationId: string, key: string | null): Promise<void> {
  try {
    await asService(async (tx) => {
      if (key === null) return releaseUploadReservation(tx, reservationId);
      if (await releaseReservationOfUnusedBlob(tx, reservationId, key)) await runtime.store.delete(key);
    }, runtime.db);
  } catch (error) {
    console.error(`partsmith uploads: could not release reservation ${reservationId}${key ? ` (blob ${key})` : ''}:`, error);
  }
}

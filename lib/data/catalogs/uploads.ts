import type { WorkbookSheet } from '@/lib/catalog';
import type { Queryable } from '@/lib/db';
import { pageSize } from './files';
import { CONVERSION_COLUMNS, toConversion, type Conversion, type ConversionRow } from './conversion-record';

export interface Upload {
  id: string;
  workspaceId: string;
  /** The file's identity: the same bytes in one workspace are one upload. */
  sha256: string;
  bytes: number;
  fileName: string;
  format: 'csv' | 'tsv' | 'xlsx' | null;
  encoding: string | null;
  delimiter: string | null;
  /** Blob key in lib/storage (the SHA-256). */
  storageKey: string;
  uploadedBy: string | null;
  createdAt: Date;
  /** When retention deleted the bytes. */
  purgedAt: Date | null;
  /** XLSX: its sheets as found at upload (the sheet picker's choices); null for text files. */
  sheets: WorkbookSheet[] | null;
}

export interface NewUpload {
  workspaceId: string;
  sha256: string;
  bytes: number;
  fileName: string;
  format: Upload['format'];
  encoding: string | null;
  delimiter: string | null;
  storageKey: string;
  uploadedBy: string;
  sheets?: WorkbookSheet[] | null;
}

type UploadRow = {
  id: string;
  workspace_id: string;
  sha256: string;
  bytes: number;
  file_name: string;
  format: Upload['format'];
  encoding: string | null;
  delimiter: string | null;
  storage_key: string;
  uploaded_by: string | null;
  created_at: Date;
  purged_at: Date | null;
  sheets: WorkbookSheet[] | null;
};

const COLUMNS = 'id, workspace_id, sha256, bytes, file_name, format, encoding, delimiter, storage_key, uploaded_by, created_at, purged_at, sheets';

function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    sha256: row.sha256,
    bytes: Number(row.bytes),
    fileName: row.file_name,
    format: row.format,
    encoding: row.encoding,
    delimiter: row.delimiter,
    storageKey: row.storage_key,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    purgedAt: row.purged_at,
    sheets: row.sheets,
  };
}

/**
 * Records a received file (server code, `asService`: only code that has the bytes may name a blob —
 * see the migration). The same SHA-256 again in the workspace returns the existing upload and its
 * latest conversion, so the page can offer to reuse it. A purged upload received again gets its
 * bytes back.
 */
export async function createUpload(
  tx: Queryable,
  input: NewUpload,
): Promise<{ upload: Upload; created: boolean; latestConversion: Conversion | null }> {
  const [inserted] = await tx.query<UploadRow>(
    `insert into public.uploads (workspace_id, sha256, bytes, file_name, format, encoding, delimiter, storage_key, uploaded_by, sheets)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb)
     on conflict (workspace_id, sha256) do nothing
     returning ${COLUMNS}`,
    [
      input.workspaceId,
      input.sha256,
      input.bytes,
      input.fileName,
      input.format,
      input.encoding,
      input.delimiter,
      input.storageKey,
      input.uploadedBy,
      sheetsJson(input.sheets),
    ],
  );
  if (inserted) return { upload: toUpload(inserted), created: true, latestConversion: null };
  const [existing] = await tx.query<UploadRow>(
    // An upload from before sheets were listed gets its list now (the same bytes, the same sheets).
    `update public.uploads set purged_at = null, storage_key = $3, sheets = coalesce(sheets, $4::text::jsonb)
     where workspace_id = $1 and sha256 = $2
     returning ${COLUMNS}`,
    [input.workspaceId, input.sha256, input.storageKey, sheetsJson(input.sheets)],
  );
  if (!existing) throw new Error('upload conflicted but cannot be found');
  return { upload: toUpload(existing), created: false, latestConversion: await latestConversionOf(tx, existing.id) };
}

function sheetsJson(sheets: WorkbookSheet[] | null | undefined): string | null {
  return sheets ? JSON.stringify(sheets.map(({ name, dataRows, more }) => ({ name, dataRows, more }))) : null;
}

export async function getUpload(tx: Queryable, uploadId: string): Promise<Upload | null> {
  const [row] = await tx.query<UploadRow>(`select ${COLUMNS} from public.uploads where id = $1`, [uploadId]);
  return row ? toUpload(row) : null;
}

/** The workspace's upload of these bytes, if any, with its latest conversion (for "reuse?"). */
export async function findUploadBySha256(
  tx: Queryable,
  workspaceId: string,
  sha256: string,
): Promise<{ upload: Upload; latestConversion: Conversion | null } | null> {
  const [row] = await tx.query<UploadRow>(`select ${COLUMNS} from public.uploads where workspace_id = $1 and sha256 = $2`, [
    workspaceId,
    sha256,
  ]);
  if (!row) return null;
  return { upload: toUpload(row), latestConversion: await latestConversionOf(tx, row.id) };
}

export async function latestConversionOf(tx: Queryable, uploadId: string): Promise<Conversion | null> {
  const [row] = await tx.query<ConversionRow>(
    `select ${CONVERSION_COLUMNS} from public.conversions c join public.uploads u on u.id = c.upload_id
     where c.upload_id = $1 order by c.created_at desc limit 1`,
    [uploadId],
  );
  return row ? toConversion(row) : null;
}

/** Newest first; `before` pages by creation time. */
export async function listUploads(
  tx: Queryable,
  workspaceId: string,
  options: { limit?: number; before?: Date } = {},
): Promise<Upload[]> {
  const rows = await tx.query<UploadRow>(
    `select ${COLUMNS} from public.uploads
     where workspace_id = $1 and ($2::timestamptz is null or created_at < $2)
     order by created_at desc limit $3`,
    [workspaceId, options.before?.toISOString() ?? null, pageSize(options.limit)],
  );
  return rows.map(toUpload);
}

/** Bytes of the workspace's kept (unpurged) uploads, for the quota. */
export async function workspaceUploadBytes(tx: Queryable, workspaceId: string): Promise<number> {
  const [row] = await tx.query<{ total: number | string | null }>(
    `select coalesce(sum(bytes), 0)::bigint as total from public.uploads where workspace_id = $1 and purged_at is null`,
    [workspaceId],
  );
  return Number(row?.total ?? 0);
}

/** Kept uploads older than their workspace's retention period (server code). */
export async function listUploadsPastRetention(tx: Queryable, now: Date = new Date(), limit = 500): Promise<Upload[]> {
  const rows = await tx.query<UploadRow>(
    `select ${COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')}
     from public.uploads u
     left join public.workspace_settings s on s.workspace_id = u.workspace_id
     where u.purged_at is null
       and u.created_at < $1::timestamptz - make_interval(days => coalesce(s.retention_days, 90))
     order by u.created_at limit $2`,
    [now.toISOString(), limit],
  );
  return rows.map(toUpload);
}

/** Marks an upload's bytes as deleted by retention (server code). */
export async function markUploadPurged(tx: Queryable, uploadId: string): Promise<void> {
  await tx.query(`update public.uploads set purged_at = now() where id = $1 and purged_at is null`, [uploadId]);
}

/**
 * Whether anything still needs a blob: a kept upload, an upload in flight that claimed it, a
 * conversion's outputs or an export, published or staged (server code; blobs are shared between workspaces when their
 * bytes are equal). Deciding to delete: hold `lockBlobKey` while asking and deleting.
 */
export async function isBlobInUse(tx: Queryable, key: string): Promise<boolean> {
  const [row] = await tx.query<{ used: boolean }>(
    `select exists (select 1 from public.uploads where storage_key = $1 and purged_at is null)
         or exists (select 1 from public.upload_reservations where storage_key = $1 and expires_at > now())
         or exists (select 1 from public.conversions where outputs @> jsonb_build_array(jsonb_build_object('storage_key', $1::text)))
         or exists (select 1 from public.exports where bundle_key = $1
                      or files @> jsonb_build_array(jsonb_build_object('storage_key', $1::text)))
         -- An export waiting for confirmation (decision 0009) names its stored files only here.
         or exists (select 1 from public.export_requests where staged is not null
                      and (staged #>> '{bundle,key}' = $1
                           or staged -> 'files' @> jsonb_build_array(jsonb_build_object('storage_key', $1::text)))) as used`,
    [key],
  );
  return row?.used ?? true;
}

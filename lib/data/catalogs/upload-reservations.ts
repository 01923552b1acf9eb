import type { Queryable } from '@/lib/db';
import { isBlobInUse } from './uploads';

/*
 * Uploads in flight (migration …1300_upload_reservations.sql). Server code only (`asService`), and
 * each function expects to run inside that scope's transaction: the locks below last until it ends.
 */

/** What bounds the body of a reserved upload, so a cut-off can say which rule it broke. */
export type UploadBound = 'file_limit' | 'declared_size' | 'quota';

export type ReserveOutcome =
  | {
      ok: true;
      reservationId: string;
      /** Read no more than this: the per-file limit, the declared size, or the quota's room. */
      maxBytes: number;
      boundBy: UploadBound;
      /** The quota and what it counted when reserving (without this upload); null: no quota. */
      quota: QuotaUsage | null;
    }
  | ({ ok: false; code: 'quota_exceeded' } & QuotaUsage);

export interface QuotaUsage {
  quotaBytes: number;
  /** Kept uploads and live reservations. */
  usedBytes: number;
}

export interface ReserveInput {
  workspaceId: string;
  /** Content-Length (or a multipart part's size); undefined when the client did not say. */
  declaredBytes: number | undefined;
  uploadLimitBytes: number;
  reservedBy: string;
}

/**
 * Reserves room for an upload before a byte of it is stored. The workspace's settings row is
 * locked first, so reservations of one workspace take turns; the sums are read after the lock (in
 * READ COMMITTED each statement sees what committed before it started — one statement that locked
 * and summed at once would add up a snapshot taken before the lock was granted). Without a quota
 * the reservation only marks the upload in flight. An undeclared size reserves the room left, up
 * to the per-file limit.
 */
export async function reserveUploadQuota(tx: Queryable, input: ReserveInput): Promise<ReserveOutcome> {
  const [settings] = await tx.query<{ quota: number | string | null }>(
    `select workspace_quota_bytes as quota from public.workspace_settings where workspace_id = $1 for update`,
    [input.workspaceId],
  );
  const quota = settings?.quota == null ? null : Number(settings.quota);
  const declared = input.declaredBytes;
  const limit = input.uploadLimitBytes;

  let reserved: number;
  let maxBytes: number;
  let boundBy: UploadBound;
  let usage: QuotaUsage | null = null;
  if (quota === null) {
    reserved = declared ?? 0;
    [maxBytes, boundBy] = declared !== undefined && declared < limit ? [declared, 'declared_size'] : [limit, 'file_limit'];
  } else {
    usage = { quotaBytes: quota, usedBytes: await workspaceQuotaUsage(tx, input.workspaceId) };
    const room = quota - usage.usedBytes;
    if (declared !== undefined ? declared > room : room <= 0) return { ok: false, code: 'quota_exceeded', ...usage };
    if (declared !== undefined) {
      reserved = declared;
      [maxBytes, boundBy] = declared < limit ? [declared, 'declared_size'] : [limit, 'file_limit'];
    } else {
      reserved = Math.min(room, limit);
      [maxBytes, boundBy] = room < limit ? [room, 'quota'] : [limit, 'file_limit'];
    }
  }
  const [row] = await tx.query<{ id: string }>(
    `insert into public.upload_reservations (workspace_id, reserved_bytes, reserved_by) values ($1, $2, $3) returning id`,
    [input.workspaceId, reserved, input.reservedBy],
  );
  return { ok: true, reservationId: row!.id, maxBytes, boundBy, quota: usage };
}

/** Bytes the quota counts: kept uploads plus live reservations. */
export async function workspaceQuotaUsage(tx: Queryable, workspaceId: string): Promise<number> {
  const [row] = await tx.query<{ total: number | string }>(
    `select (select coalesce(sum(bytes), 0) from public.uploads where workspace_id = $1 and purged_at is null)
          + (select coalesce(sum(reserved_bytes), 0) from public.upload_reservations where workspace_id = $1 and expires_at > now())
            as total`,
    [workspaceId],
  );
  return Number(row?.total ?? 0);
}

/**
 * Serialises everything that decides a blob's fate (claiming it, deleting it) for one key, across
 * processes. A two-key advisory lock: its own key space, apart from the single-key locks of
 * migrations and reference imports.
 */
export async function lockBlobKey(tx: Queryable, key: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(1885434739, hashtext($1))`, [key]);
}

/**
 * Names the blob this upload is about to record — called once its bytes are hashed, before the
 * store makes them visible (PutOptions.beforeStore). A discard of the same bytes that took the
 * lock first has deleted the blob already, and the store writes it again; one that comes later
 * sees this claim and keeps it.
 */
export async function claimReservedBlob(tx: Queryable, reservationId: string, key: string): Promise<void> {
  await lockBlobKey(tx, key);
  await tx.query(`update public.upload_reservations set storage_key = $2 where id = $1`, [reservationId, key]);
}

/** Ends a reservation; inside the transaction that records the upload, this turns it into usage. */
export async function releaseUploadReservation(tx: Queryable, reservationId: string): Promise<void> {
  await tx.query(`delete from public.upload_reservations where id = $1`, [reservationId]);
}

/**
 * Ends a refused or failed upload's reservation and says whether its blob may now be deleted:
 * nothing else names it (kept uploads, outputs, exports, other uploads in flight). Delete the blob
 * before this transaction ends — the key's lock keeps a concurrent claim waiting until then.
 */
export async function releaseReservationOfUnusedBlob(tx: Queryable, reservationId: string, key: string): Promise<boolean> {
  await lockBlobKey(tx, key);
  await releaseUploadReservation(tx, reservationId);
  return !(await isBlobInUse(tx, key));
}

/**
 * Deletes up to `limit` expired reservations (their process died mid-upload) and lists the blobs
 * only they named. The caller deletes those from the store before this transaction ends (the
 * keys' locks are held until then): the retention job.
 */
export async function sweepExpiredUploadReservations(tx: Queryable, limit = 500): Promise<{ reservations: number; unusedKeys: string[] }> {
  const rows = await tx.query<{ storage_key: string | null }>(
    `delete from public.upload_reservations
     where id in (select id from public.upload_reservations where expires_at <= now() order by expires_at limit $1)
     returning storage_key`,
    [limit],
  );
  const unusedKeys: string[] = [];
  for (const key of new Set(rows.map((r) => r.storage_key).filter((k): k is string => k !== null))) {
    await lockBlobKey(tx, key);
    if (!(await isBlobInUse(tx, key))) unusedKeys.push(key);
  }
  return { reservations: rows.length, unusedKeys };
}

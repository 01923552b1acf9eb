import { z } from 'zod';
import type { Outcome, Queryable } from '@/lib/db';
import type { ExportChecks } from './export-checks';
import { getExport, getExportRequest, publishExport, type Export, type ExportRequest, type NewExport } from './exports';
import { DEFAULT_WORKSPACE_SETTINGS } from '../workspaces/settings';
import { filesFromJson, filesToJson } from '../catalogs/files';
import { notFound, refused } from '../workspaces/roles';
import { say } from '@/lib/catalog/messages';

/*
 * An export that waits for a person's confirmation (decision 0009, migration …001700). The job
 * stores every file, then either publishes at once or — review still open, or errors in the
 * assessment, and no confirmation given up front — stages the publication on the request. Server
 * code only (`asService`); lib/jobs checks the user's role before confirming.
 */

/** What publishing needs beyond the request itself: the export row, as the job built it. */
export type StagedExport = Omit<NewExport, 'workspaceId' | 'requestId' | 'acesVersion' | 'piesVersion' | 'createdBy' | 'checks'>;

const stagedJson = z.object({
  conversionId: z.string().nullable(),
  batchId: z.string().nullable(),
  brand: z.string(),
  files: z.unknown(),
  bundle: z.object({ key: z.string(), sha256: z.string(), bytes: z.number() }),
  counts: z.record(z.string(), z.number()),
  decisions: z.record(z.string(), z.number()),
  signerFingerprint: z.string().nullable(),
  previousExportId: z.string().nullable(),
});

/**
 * Ends a running try with its publication staged and the request `awaiting_confirmation` — unless
 * a newer try holds the request (this one outlived its lease): then false and nothing changes.
 */
export async function stageExport(
  tx: Queryable,
  request: { id: string; attempt: number },
  staged: StagedExport,
  checks: ExportChecks,
): Promise<boolean> {
  // Files in the blob key spelling isBlobInUse looks for, so no clean-up takes a staged file.
  const json = { ...staged, files: JSON.parse(filesToJson(staged.files)) as unknown };
  const rows = await tx.query(
    `update public.export_requests r
     set status = 'awaiting_confirmation', stage = 'confirm', staged = $3::text::jsonb, checks = $4::text::jsonb,
         error = null, finished_at = now(),
         expires_at = now() + make_interval(days => coalesce(
           (select s.export_confirmation_days from public.workspace_settings s where s.workspace_id = r.workspace_id), $5))
     where id = $1 and attempt = $2 and status = 'running'
     returning id`,
    [request.id, request.attempt, JSON.stringify(json), JSON.stringify(checks), DEFAULT_WORKSPACE_SETTINGS.exportConfirmationDays],
  );
  return rows.length > 0;
}

/** A waiting export the retention job expired: whom to tell, and the stored files it no longer holds. */
export interface ExpiredExport {
  request: ExportRequest;
  /** Blob keys of the staged files and bundle: delete those nothing else uses. */
  storageKeys: string[];
}

/**
 * Expires exports that waited for confirmation past their `expires_at` (server code, the retention
 * job): status `expired`, the staged publication dropped, audited by a trigger. At most `limit` per
 * call, skipping requests someone is confirming right now (they are locked).
 */
export async function expireWaitingExports(tx: Queryable, now: Date, limit = 100): Promise<ExpiredExport[]> {
  const rows = await tx.query<{ id: string; staged: unknown }>(
    `with due as (
       select id, staged from public.export_requests
       where status = 'awaiting_confirmation' and expires_at <= $1
       order by expires_at limit $2 for update skip locked)
     update public.export_requests r
     set status = 'expired', stage = null, staged = null, expired_at = $1
     from due where r.id = due.id
     returning r.id, due.staged`,
    [now.toISOString(), limit],
  );
  const expired: ExpiredExport[] = [];
  for (const row of rows) {
    const request = await getExportRequest(tx, row.id);
    if (!request) continue;
    const staged = stagedJson.safeParse(row.staged);
    const keys = staged.success ? [...filesFromJson(staged.data.files).map((f) => f.storageKey), staged.data.bundle.key] : [];
    expired.push({ request, storageKeys: [...new Set(keys)] });
  }
  return expired;
}

/**
 * Publishes what a request staged, confirmed by `confirmedBy` now: the export row (with the checks
 * and who confirmed them) and the request succeeded, in the caller's transaction, audited as
 * `export.confirmed`. Confirming twice returns the export the first confirmation made. Refusals:
 * not_found, conflict (the request is not waiting: still running, or failed).
 */
export async function publishStagedExport(
  tx: Queryable,
  requestId: string,
  confirmedBy: string,
): Promise<Outcome<{ export: Export; /** A confirmation before this one published it. */ alreadyPublished?: true }>> {
  const [row] = await tx.query<{
    status: string;
    workspace_id: string;
    aces_version: string;
    pies_version: string;
    created_by: string | null;
    export_id: string | null;
    staged: unknown;
    checks: ExportChecks | null;
  }>(
    `select status, workspace_id, aces_version, pies_version, created_by, export_id, staged, checks
     from public.export_requests where id = $1 for update`,
    [requestId],
  );
  if (!row) return notFound('exportRequest');
  if (row.status === 'succeeded' && row.export_id) {
    const made = await getExport(tx, row.export_id);
    if (made) return { ok: true, export: made, alreadyPublished: true };
  }
  const staged = stagedJson.safeParse(row.staged);
  if (row.status === 'expired') {
    return refused('conflict', say('refusal.exportExpired'));
  }
  if (row.status !== 'awaiting_confirmation' || !staged.success || !row.checks) {
    return refused('conflict', say('refusal.exportNotWaiting', { status: row.status.replace('_', ' ') }));
  }
  const confirmed = await tx.query<{ confirmed_at: Date }>(
    `update public.export_requests set confirmed_by = $2, confirmed_at = now() where id = $1 returning confirmed_at`,
    [requestId, confirmedBy],
  );
  const s = staged.data;
  const published = await publishExport(tx, {
    workspaceId: row.workspace_id,
    requestId,
    conversionId: s.conversionId,
    batchId: s.batchId,
    brand: s.brand,
    acesVersion: row.aces_version,
    piesVersion: row.pies_version,
    files: filesFromJson(s.files),
    bundle: s.bundle,
    counts: s.counts,
    decisions: s.decisions,
    signerFingerprint: s.signerFingerprint,
    previousExportId: s.previousExportId,
    checks: { ...row.checks, confirmedBy, confirmedAt: confirmed[0]!.confirmed_at.toISOString() },
    createdBy: row.created_by,
  });
  return { ok: true, export: published.export };
}

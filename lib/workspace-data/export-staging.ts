import { z } from 'zod';
import type { Outcome, Queryable } from '@/lib/db';
import type { ExportChecks } from './export-checks';
import { getExport, publishExport, type Export, type NewExport } from './exports';
import { filesFromJson, filesToJson } from './files';
import { notFound } from './roles';

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
    `update public.export_requests
     set status = 'awaiting_confirmation', stage = 'confirm', staged = $3::text::jsonb, checks = $4::text::jsonb,
         error = null, finished_at = now()
     where id = $1 and attempt = $2 and status = 'running'
     returning id`,
    [request.id, request.attempt, JSON.stringify(json), JSON.stringify(checks)],
  );
  return rows.length > 0;
}

/**
 * Publishes what a request staged, confirmed by `confirmedBy` now: the export row (with the checks
 * and who confirmed them) and the request succeeded, in the caller's transaction, audited as
 * `export.confirmed`. Confirming twice returns the export the first confirmation made. Refusals:
 * not_found, conflict (the request is not waiting: still running, or failed).
 */
export async function publishStagedExport(tx: Queryable, requestId: string, confirmedBy: string): Promise<Outcome<{ export: Export }>> {
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
  if (!row) return notFound('export request');
  if (row.status === 'succeeded' && row.export_id) {
    const made = await getExport(tx, row.export_id);
    if (made) return { ok: true, export: made };
  }
  const staged = stagedJson.safeParse(row.staged);
  if (row.status !== 'awaiting_confirmation' || !staged.success || !row.checks) {
    return { ok: false, code: 'conflict', message: `This export is not waiting for confirmation (it is ${row.status.replace('_', ' ')}).` };
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

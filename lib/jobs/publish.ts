import { asService } from '@/lib/db';
import { publishExport, recordExportStage, stageExport, type Export, type ExportChecks, type ExportRequest, type NewExport, type StagedExport } from '@/lib/data/exports';
import type { JobContext } from './context';

/** Records which step an export request is at (for the progress display). */
export async function exportStage(ctx: JobContext, request: ExportRequest, name: string): Promise<void> {
  await asService((tx) => recordExportStage(tx, request.id, request.attempt, name), ctx.db);
}

/**
 * Publishes the export of a request, unless a newer try has claimed the request meanwhile (this
 * try outlived its lease): then null, and publishing is left to that try.
 */
export async function publishForRequest(
  ctx: JobContext,
  request: ExportRequest,
  input: Omit<NewExport, 'workspaceId' | 'requestId' | 'acesVersion' | 'piesVersion' | 'createdBy'>,
): Promise<Export | null> {
  return asService(async (tx) => {
    const [current] = await tx.query<{ attempt: number; status: string }>(
      `select attempt, status from public.export_requests where id = $1 for update`,
      [request.id],
    );
    if (!current || current.attempt !== request.attempt || current.status !== 'running') return null;
    const published = await publishExport(tx, {
      ...input,
      workspaceId: request.workspaceId,
      requestId: request.id,
      acesVersion: request.acesVersion,
      piesVersion: request.piesVersion,
      createdBy: request.createdBy,
    });
    return published.export;
  }, ctx.db);
}

export type PublishOutcome = { export: Export } | { awaiting: ExportChecks } | { stale: true };

/**
 * The end of an export job once every file is stored (decision 0009): with nothing to confirm —
 * no flagged row left open, no error in the assessment — or confirmation given when it was asked
 * for, the export is published; otherwise the publication is staged and the request waits for a
 * person (`awaiting`). Either way the checks go with it.
 */
export async function publishOrStage(ctx: JobContext, request: ExportRequest, publication: StagedExport, checks: ExportChecks): Promise<PublishOutcome> {
  if (checks.needsConfirmation.length === 0 || request.confirm) {
    const confirmed: ExportChecks =
      checks.needsConfirmation.length === 0
        ? { ...checks, confirmedBy: null, confirmedAt: null }
        : { ...checks, confirmedBy: request.createdBy, confirmedAt: request.createdAt.toISOString(), confirmedUpFront: true };
    const published = await publishForRequest(ctx, request, { ...publication, checks: confirmed });
    return published ? { export: published } : { stale: true };
  }
  const staged = await asService((tx) => stageExport(tx, request, publication, checks), ctx.db);
  return staged ? { awaiting: checks } : { stale: true };
}

import { asService } from '@/lib/db';
import { publishExport, recordExportStage, type Export, type ExportRequest, type NewExport } from '@/lib/workspace-data';
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

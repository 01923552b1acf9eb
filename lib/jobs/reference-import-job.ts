import { importReferenceRelease } from '@/lib/db';
import type { JobContext } from './context';
import type { ReferenceImportJobData } from './queues';
import { blobAsNamedFile, inWorkFolder } from './work-files';

export type ReferenceImportOutcome =
  | { status: 'imported' | 'skipped'; releaseId: number; rows: Record<string, number> }
  | { status: 'failed'; code: string; message: string };

/**
 * Imports a licensed VCdb/PCdb delivery (a zip stored as a blob) with lib/db/reference's importer:
 * one transaction, the same delivery twice is skipped. Bad deliveries end as a failed release with
 * the importer's message (no retry: the same bytes fail the same way). The next conversion uses the
 * new release (see reference-source.ts). Queued by `submitReferenceImport` (platform administrators).
 */
export async function runReferenceImport(ctx: JobContext, data: ReferenceImportJobData): Promise<ReferenceImportOutcome> {
  return inWorkFolder(ctx.workDir, 'reference', async (dir) => {
    const file = await blobAsNamedFile(ctx.store, data.storageKey, dir, data.fileName);
    if (!file) return { status: 'failed', code: 'REFERENCE_MISSING', message: `The stored copy of ${data.fileName} is missing; upload it again.` };
    const outcome = await importReferenceRelease(ctx.db, file, {
      source: data.fileName,
      ...(data.requestedBy ? { importedBy: data.requestedBy } : {}),
    });
    if (!outcome.ok) return { status: 'failed', code: outcome.findings[0]?.code ?? 'REFERENCE_IMPORT_FAILED', message: outcome.message };
    return { status: outcome.skipped ? 'skipped' : 'imported', releaseId: outcome.release.id, rows: outcome.rows };
  });
}


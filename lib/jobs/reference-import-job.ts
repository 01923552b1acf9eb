import { findingOf, say } from '@/lib/catalog/messages';
import type { Finding } from '@/lib/catalog';
import { asService } from '@/lib/db';
import { adoptIfOnDemo, importReferenceRelease } from '@/lib/data/reference';
import type { JobContext } from './context';
import type { ReferenceImportJobData } from './queues';
import { blobAsNamedFile, inWorkFolder } from './work-files';

export type ReferenceImportOutcome =
  | { status: 'imported' | 'skipped'; releaseId: number; rows: Record<string, number>; workspaceId: string | null; madeCurrent: boolean }
  | ({ status: 'failed' } & ReferenceImportFailure);

/**
 * Why an import failed: the code, the English message, and its text's parameters (and id when not
 * the code) so the Settings page can say it in the reader's language (`findingMessage`). Outcomes
 * stored before they had texts carry code and message only.
 */
export type ReferenceImportFailure = Pick<Finding, 'code' | 'message' | 'params' | 'messageId'>;

/** The failure as a job outcome: a finding's code, message and text. */
export function importFailure(finding: Finding): ReferenceImportFailure {
  const { code, message, params, messageId } = finding;
  return { code, message, ...(params ? { params } : {}), ...(messageId ? { messageId } : {}) };
}

/**
 * Imports a licensed VCdb/PCdb delivery (a zip stored as a blob) with lib/data/reference's importer into
 * the workspace that asked (or as a shared release): one transaction, the same delivery twice is
 * skipped. Bad deliveries end as a failed release with the importer's message (no retry: the same
 * bytes fail the same way). A workspace still on the demo set starts using the release for new
 * conversions; otherwise its owners choose it in Settings. Conversions already made keep the release
 * they are pinned to. Queued by `submitReferenceImport` (workspace owners; shared: administrators).
 */
export async function runReferenceImport(ctx: JobContext, data: ReferenceImportJobData): Promise<ReferenceImportOutcome> {
  return inWorkFolder(ctx.workDir, 'reference', async (dir) => {
    const file = await blobAsNamedFile(ctx.store, data.storageKey, dir, data.fileName);
    if (!file) return { status: 'failed', ...importFailure(findingOf('REFERENCE_MISSING', 'error', say('REFERENCE_MISSING', { file: data.fileName }))) };
    const workspaceId = data.workspaceId ?? null;
    const outcome = await importReferenceRelease(ctx.db, file, {
      source: data.source ?? data.fileName,
      workspaceId,
      ...(data.requestedBy ? { importedBy: data.requestedBy } : {}),
    });
    if (!outcome.ok) {
      const problem = outcome.findings[0];
      return { status: 'failed', ...(problem ? importFailure(problem) : { code: 'REFERENCE_IMPORT_FAILED', message: outcome.message }) };
    }
    const releaseId = outcome.release.id;
    const madeCurrent = workspaceId !== null && (await asService((tx) => adoptIfOnDemo(tx, workspaceId, releaseId), ctx.db));
    return { status: outcome.skipped ? 'skipped' : 'imported', releaseId, rows: outcome.rows, workspaceId, madeCurrent };
  });
}


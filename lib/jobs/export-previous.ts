import path from 'node:path';
import { asService } from '@/lib/db';
import { latestExportOfBrand, type Export, type ExportChecks } from '@/lib/data/exports';
import type { JobError } from '@/lib/data/catalogs';
import type { JobContext } from './context';
import { blobAsNamedFile } from './work-files';

/*
 * What the single and the batch export share (kept apart from export-job.ts, which runs the batch
 * export: the two modules would import each other).
 */

/** `awaiting`: built, checked and stored, waiting for a person to confirm before it is published. */
export type ExportOutcome =
  { export: Export } | { awaiting: ExportChecks } | { error: JobError } | { stale: true };

/**
 * The workspace's latest export of the brand and its aces.xml in the work folder (null when it
 * had no apps), which the change summary compares with; null when the brand was never exported or
 * there is no file to compare with.
 */
export async function previousOfBrand(
  ctx: JobContext,
  workspaceId: string,
  brand: string,
  dir: string,
): Promise<{ export: Export; acesPath: string | null } | null> {
  const previousExport = await asService((tx) => latestExportOfBrand(tx, workspaceId, brand), ctx.db);
  if (!previousExport) return null;
  const previousAces = previousExport.files.find((f) => f.name === 'aces.xml');
  if (!previousAces) {
    // No apps, no file (issue 13). A batch export made before combined files has apps but no
    // top-level aces.xml: nothing to compare with then.
    return (previousExport.counts.apps ?? 0) === 0 ? { export: previousExport, acesPath: null } : null;
  }
  const acesPath = await blobAsNamedFile(
    ctx.store,
    previousAces.storageKey,
    path.join(dir, 'previous'),
    'aces.xml',
  );
  return acesPath ? { export: previousExport, acesPath } : null;
}

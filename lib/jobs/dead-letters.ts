import { asService } from '@/lib/db';
import { clearReviewRows, failConversion, getConversion } from '@/lib/data/catalogs';
import { failExportRequest } from '@/lib/data/exports';
import type { JobContext } from './context';
import { errorFromDeadLetter } from './job-errors';
import { notifyConversion } from './notify';

/**
 * pg-boss moves a job that failed its last try to the dead-letter queue — including one whose
 * worker died and never reported back (it expired). These handlers make the conversion or export
 * request say so, so nothing stays "running" forever. Idempotent: a row already failed or
 * succeeded is left as it is.
 */
export async function handleDeadConversion(ctx: JobContext, data: { conversionId?: string }, output: unknown): Promise<void> {
  const id = data.conversionId;
  if (!id) return;
  const error = errorFromDeadLetter(output);
  const changed = await asService(async (tx) => {
    const failed = await failConversion(tx, id, error, { final: true });
    if (failed) await clearReviewRows(tx, id);
    return failed;
  }, ctx.db);
  if (!changed) return;
  const conversion = await asService((tx) => getConversion(tx, id), ctx.db);
  if (conversion) await notifyConversion(ctx, conversion, 'conversion.failed', error);
}

export async function handleDeadExport(ctx: JobContext, data: { requestId?: string }, output: unknown): Promise<void> {
  if (!data.requestId) return;
  const requestId = data.requestId;
  await asService((tx) => failExportRequest(tx, requestId, errorFromDeadLetter(output), { final: true }), ctx.db);
}

'use server';

import { actionError, actionOk, refused, workspaceAction } from '@/lib/actions';
import { withUser } from '@/lib/db';
import { submitBatch, submitConversionRetry } from '@/lib/jobs';
import { asMappingRequest, getSavedMapping } from '@/lib/data/catalogs';
import { retryFileSchema, startBatchSchema } from '@/components/batch/start-batch-schema';

/**
 * Starts a batch: the uploaded files, one brand, one mapping (a saved one, or detection per file),
 * one threshold. lib/jobs checks the role again and writes everything in one transaction.
 */
export const startBatchAction = workspaceAction(
  startBatchSchema,
  async (input, { claims }) => {
  let mapping = null;
  if (input.mappingId) {
    const saved = await withUser(claims, (tx) => getSavedMapping(tx, input.mappingId));
    // A mapping of another workspace is as unknown here as one that does not exist.
    if (!saved || saved.workspaceId !== input.workspaceId) return actionError('batch.errors.mappingGone', { code: 'not_found' });
    mapping = asMappingRequest(saved);
  }

  const submitted = await submitBatch(claims, {
    workspaceId: input.workspaceId,
    name: input.name,
    brand: input.brand,
    mapping,
    acceptThreshold: input.acceptThreshold,
    uploadIds: input.uploadIds,
  });
  if (!submitted.ok) return refused(submitted, { not_allowed: 'batch.errors.notAllowed' });
  return actionOk({ batchId: submitted.batch.id });
  },
  { may: 'convert', refusals: { notAllowed: 'batch.errors.notAllowed' } },
);

/** Runs a failed file of a batch again (owners and operators; lib/jobs says why to anyone else). */
export const retryBatchFileAction = workspaceAction(retryFileSchema, async ({ conversionId }, { claims }) => {
  const retried = await submitConversionRetry(claims, conversionId);
  if (!retried.ok) return refused(retried);
  return actionOk({ retried: retried.retried });
});

'use server';

import { actionError, actionOk, validatedAction } from '@/lib/actions';
import { withUser } from '@/lib/db';
import { submitBatch, submitConversionRetry } from '@/lib/jobs';
import { asMappingRequest, getSavedMapping } from '@/lib/data/catalogs';
import { can, getWorkspaceContext, roleIn } from '@/lib/auth';
import { retryFileSchema, startBatchSchema } from '@/components/batch/start-batch-schema';

/**
 * Starts a batch: the uploaded files, one brand, one mapping (a saved one, or detection per file),
 * one threshold. lib/jobs checks the role again and writes everything in one transaction.
 */
export const startBatchAction = validatedAction(startBatchSchema, async (input) => {
  const context = await getWorkspaceContext();
  if (roleIn(context, input.workspaceId) === null) return actionError('workspace.notMember', 'not_found');
  if (!can(context, 'convert', input.workspaceId)) return actionError('batch.errors.notAllowed', 'not_allowed');

  let mapping = null;
  if (input.mappingId) {
    const saved = await withUser(context.claims, (tx) => getSavedMapping(tx, input.mappingId));
    // A mapping of another workspace is as unknown here as one that does not exist.
    if (!saved || saved.workspaceId !== input.workspaceId) return actionError('batch.errors.mappingGone', 'not_found');
    mapping = asMappingRequest(saved);
  }

  const submitted = await submitBatch(context.claims, {
    workspaceId: input.workspaceId,
    name: input.name,
    brand: input.brand,
    mapping,
    acceptThreshold: input.acceptThreshold,
    uploadIds: input.uploadIds,
  });
  if (!submitted.ok) return actionError(submitted.message, submitted.code);
  return actionOk({ batchId: submitted.batch.id });
});

/** Runs a failed file of a batch again (owners and operators; lib/jobs says why to anyone else). */
export const retryBatchFileAction = validatedAction(retryFileSchema, async ({ conversionId }) => {
  const context = await getWorkspaceContext();
  const retried = await submitConversionRetry(context.claims, conversionId);
  if (!retried.ok) return actionError(retried.message, retried.code);
  return actionOk({ retried: retried.retried });
});

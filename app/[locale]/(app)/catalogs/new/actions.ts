'use server';

import { actionError, actionOk, validatedAction } from '@/lib/actions';
import type { RecordedMapping } from '@/lib/catalog';
import { withUser, type Refusal } from '@/lib/db';
import { submitConversion } from '@/lib/jobs';
import { asMappingRequest, getSavedMapping } from '@/lib/data/catalogs';
import { can, getWorkspaceContext } from '@/lib/auth';
import { fileChoices } from '@/components/catalogs/file-choice';
import { startConversionsSchema } from '@/components/catalogs/start-conversion-schema';

/** The form's words for a refusal it can explain; the refusal's own message otherwise. */
function refusalKey(refusal: Refusal): string {
  if (refusal.code === 'not_allowed') return 'catalogs.form.errors.notAllowed';
  if (refusal.constraint === 'conversions_sheet_exists') return 'catalogs.form.errors.sheetMissing';
  return refusal.message;
}

/**
 * Starts the conversion of each uploaded file with the form's brand and threshold and the mapping
 * (detected, or a saved mapping of this workspace) and sheet chosen for it. Idempotent per file and settings:
 * the same choice again answers the conversion that exists. Stops at the first refusal.
 */
export const startConversionsAction = validatedAction(startConversionsSchema, async (input) => {
  const context = await getWorkspaceContext();
  if (!can(context, 'convert', input.workspaceId)) return actionError('catalogs.form.errors.notAllowed', 'not_allowed');
  const conversionIds: string[] = [];
  for (const { uploadId, mappingId, sheet } of fileChoices(input.files)) {
    let mapping: RecordedMapping | null = null;
    if (mappingId) {
      const saved = await withUser(context.claims, (tx) => getSavedMapping(tx, mappingId));
      if (!saved || saved.workspaceId !== input.workspaceId) return actionError('catalogs.form.errors.mappingMissing', 'not_found');
      mapping = asMappingRequest(saved);
    }
    const started = await submitConversion(context.claims, {
      workspaceId: input.workspaceId,
      uploadId,
      brand: input.brand,
      acceptThreshold: input.acceptThreshold,
      mapping,
      sheet,
    });
    if (!started.ok) return actionError(refusalKey(started), started.code);
    conversionIds.push(started.conversion.id);
  }
  return actionOk({ conversionIds });
});

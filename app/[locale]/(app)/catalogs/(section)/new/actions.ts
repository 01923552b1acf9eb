'use server';

import { actionError, actionOk, refused, workspaceAction } from '@/lib/actions';
import type { RecordedMapping } from '@/lib/catalog';
import { withUser } from '@/lib/db';
import { submitConversion } from '@/lib/jobs';
import { asMappingRequest, getSavedMapping } from '@/lib/data/catalogs';
import { fileChoices } from '@/components/catalogs/file-choice';
import { startConversionsSchema } from '@/components/catalogs/start-conversion-schema';


/**
 * Starts the conversion of each uploaded file with the form's brand and threshold and the mapping
 * (detected, or a saved mapping of this workspace) and sheet chosen for it. Idempotent per file and settings:
 * the same choice again answers the conversion that exists. Stops at the first refusal.
 */
export const startConversionsAction = workspaceAction(
  startConversionsSchema,
  async (input, { claims }) => {
  const conversionIds: string[] = [];
  for (const { uploadId, mappingId, sheet } of fileChoices(input.files)) {
    let mapping: RecordedMapping | null = null;
    if (mappingId) {
      const saved = await withUser(claims, (tx) => getSavedMapping(tx, mappingId));
      if (!saved || saved.workspaceId !== input.workspaceId) return actionError('catalogs.form.errors.mappingMissing', { code: 'not_found' });
      mapping = asMappingRequest(saved);
    }
    const started = await submitConversion(claims, {
      workspaceId: input.workspaceId,
      uploadId,
      brand: input.brand,
      acceptThreshold: input.acceptThreshold,
      mapping,
      sheet,
    });
    if (!started.ok) {
      // The form's words for the refusals it can explain.
      if (started.constraint === 'conversions_sheet_exists') return actionError('catalogs.form.errors.sheetMissing', { code: started.code });
      return refused(started, { not_allowed: 'catalogs.form.errors.notAllowed' });
    }
    conversionIds.push(started.conversion.id);
  }
  return actionOk({ conversionIds });
  },
  // Not a member and not allowed read the same here: the form is only shown to members.
  { may: 'convert', refusals: { notFound: 'catalogs.form.errors.notAllowed', notAllowed: 'catalogs.form.errors.notAllowed' } },
);

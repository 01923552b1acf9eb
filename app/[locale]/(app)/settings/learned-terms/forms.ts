import { z } from 'zod';
import { LEARNABLE_FIELDS } from '@/lib/catalog/normalize';
import { LEARNED_TERM_LANGUAGES } from '@/lib/data/reference';

/**
 * Settings → Learned terms as zod schemas: what the page's forms and its address send, checked on the
 * server before any query. Messages are keys under `settings.errors`.
 */

const workspaceId = z.guid('settings.errors.notFound');
const termId = z.guid('settings.errors.notFound');

export const updateLearnedTermForm = z.object({
  workspaceId,
  termId,
  referenceId: z.coerce.number('settings.errors.referenceIdInvalid').int('settings.errors.referenceIdInvalid').positive('settings.errors.referenceIdInvalid').max(2_147_483_647, 'settings.errors.referenceIdInvalid'),
  // An empty choice: no language.
  language: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(LEARNED_TERM_LANGUAGES, 'settings.errors.languageInvalid').nullable()),
});

export const removeLearnedTermForm = z.object({ workspaceId, termId });

/** The checkbox is absent when not ticked. */
export const importLearnedTermsForm = z.object({ workspaceId, replace: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()) });

/**
 * A file posted to a server action: Next refuses bodies over 1 MB before the action runs, so the
 * form says so and larger files go through the API.
 */
export const MAX_IMPORT_BYTES = 1024 * 1024 - 16 * 1024;

/** The list's address: `?field=make&q=ford&after=<id>`; anything else is ignored rather than refused. */
export const learnedTermsQuery = z.object({
  field: z.enum(LEARNABLE_FIELDS).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  after: z.guid().optional().catch(undefined),
});

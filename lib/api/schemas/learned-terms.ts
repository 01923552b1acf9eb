import { z } from 'zod';
import { LEARNABLE_FIELDS } from '@/lib/catalog/normalize';
import { LEARNED_TERM_LANGUAGES, LEARNED_TERM_ORIGINS } from '@/lib/data/reference';
import { apiSchemas, IdSchema, NextCursorSchema, pageQuery, TimestampSchema } from './registry';

/*
 * The workspace's learned terms over REST (decision 0011): a catalog value per field and what it
 * means in the reference data, applied by the workspace's later jobs.
 */

const fieldSchema = z.enum(LEARNABLE_FIELDS).describe('partType (PCdb PartTerminologyID), make (VCdb MakeID), model (ModelID), submodel (SubmodelID), position (PCdb PositionID); qty: the quantity a vehicle takes (1–999) of what the term names (part type · position · cylinders, as review shows it).');
const referenceIdSchema = z.number().int().positive().max(2_147_483_647).describe('The ID in the reference this workspace converts against, checked there; for qty, the quantity.');
const languageSchema = z.enum(LEARNED_TERM_LANGUAGES).nullable().describe('The catalog language the term is in; null: not said.');

export const LearnedTermSchema = z
  .object({
    id: IdSchema,
    field: fieldSchema,
    term: z.string().describe('The catalog value as first learned.'),
    referenceId: z.number().int(),
    referenceName: z.string().nullable().describe('The entity\'s name in the reference when it was decided.'),
    language: languageSchema,
    origin: z.enum(LEARNED_TERM_ORIGINS).describe('Where it was last decided: review, import (a file), api, settings.'),
    jobId: IdSchema.nullable().describe('The job whose review decided it, while that job exists.'),
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema.nullable(),
    useCount: z.number().int().describe('Rows of later jobs it decided.'),
    lastUsedAt: TimestampSchema.nullable(),
  })
  .describe('A learned term: later jobs of the workspace read this value of this field as this reference entity.')
  .register(apiSchemas, { id: 'LearnedTerm' });

export const LearnedTermListSchema = z
  .object({ terms: z.array(LearnedTermSchema), nextCursor: NextCursorSchema })
  .register(apiSchemas, { id: 'LearnedTermList' });

export const ListLearnedTermsQuerySchema = z.object({
  field: z.enum(LEARNABLE_FIELDS).optional().describe('Only terms of this field.'),
  search: z.string().max(100).optional().describe('Terms whose text (case and accents aside), reference name or ID matches.'),
  format: z.enum(['json', 'csv']).optional().describe('csv: every term (filters and paging aside) as the learned-terms file that POST /learned-terms/import and `partsmith convert --learned` read.'),
  ...pageQuery,
});

export const NewLearnedTermSchema = z
  .strictObject({
    field: fieldSchema,
    term: z.string().trim().min(1).max(500).describe('The catalog value, e.g. "Bremsbelagsatz, Scheibenbremse".'),
    referenceId: referenceIdSchema,
    language: languageSchema.optional(),
  })
  .register(apiSchemas, { id: 'NewLearnedTerm' });

export const CreateLearnedTermsRequestSchema = z
  .union([
    NewLearnedTermSchema,
    z.strictObject({
      terms: z.array(NewLearnedTermSchema).min(1).max(100_000),
      replace: z.boolean().optional().describe('Remove the workspace\'s terms the list does not name (default false).'),
    }),
  ])
  .describe('One term, or many at once as one import (all or none).')
  .register(apiSchemas, { id: 'CreateLearnedTermsRequest' });

export const LearnedTermsImportedSchema = z
  .object({
    imported: z.object({
      count: z.number().int(),
      added: z.number().int(),
      changed: z.number().int(),
      unchanged: z.number().int(),
      removed: z.number().int().describe('Terms the import did not name, removed because it replaced them.'),
      replace: z.boolean(),
    }),
  })
  .register(apiSchemas, { id: 'LearnedTermsImported' });

export const LearnedTermWrittenSchema = z
  .object({ term: LearnedTermSchema, created: z.boolean().describe('False: the field already had this term (compared case and accents aside); it now means this.') })
  .register(apiSchemas, { id: 'LearnedTermWritten' });

export const LearnedTermsWriteResultSchema = z
  .union([LearnedTermWrittenSchema, LearnedTermsImportedSchema])
  .describe('One term: the term as it is now; many: the import\'s counts.')
  .register(apiSchemas, { id: 'LearnedTermsWriteResult' });

export const LearnedTermPatchRequestSchema = z
  .strictObject({ referenceId: referenceIdSchema.optional(), language: languageSchema.optional() })
  .refine((p) => p.referenceId !== undefined || p.language !== undefined, { message: 'give referenceId or language' })
  .register(apiSchemas, { id: 'LearnedTermPatchRequest' });

export const LearnedTermResponseSchema = z.object({ term: LearnedTermSchema }).register(apiSchemas, { id: 'LearnedTermResponse' });

export const LearnedTermRemovedSchema = z.object({ removed: LearnedTermSchema }).register(apiSchemas, { id: 'LearnedTermRemoved' });

export const ImportLearnedTermsQuerySchema = z.object({
  replace: z.enum(['true', 'false']).optional().describe('true: remove the workspace\'s terms the file does not list (default false).'),
});

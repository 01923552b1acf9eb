import { z } from 'zod';
import { LEARNABLE_FIELDS } from '@/lib/catalog/normalize/learned-terms';
import { apiSchemas, NextCursorSchema, pageQuery } from './registry';

/*
 * Review by value over REST (decision 0011): a job's held rows grouped by the value that stopped
 * them, and one decision per value for every pending row that holds it.
 */

const fieldSchema = z
  .enum(LEARNABLE_FIELDS)
  .describe('partType (PCdb PartTerminologyID), make (VCdb MakeID), model (ModelID), submodel (SubmodelID), position (PCdb PositionID); qty: the quantity a vehicle takes (1–999) of what the term names (part type · position · cylinders, as review shows it).');
const keySchema = z.string().min(1).max(500).describe('The value\'s key (case, spacing, punctuation and accents aside), as GET …/review/values gives it.');

export const ValueCandidateSchema = z
  .object({
    referenceId: z.number().int().describe('The ID in the job\'s reference release.'),
    name: z.string(),
    confidence: z.number().describe('0..1: how well the value reads as this entity.'),
  })
  .describe('A reference entity the value may mean, as the engine ranked it.')
  .register(apiSchemas, { id: 'ValueCandidate' });

export const ValueGroupSchema = z
  .object({
    field: fieldSchema,
    key: z.string().describe('What the group is: pass it back with the field to decide the value.'),
    term: z.string().describe('The value as the catalog writes it most often.'),
    codes: z.array(z.string()).describe('Finding codes the value raised, e.g. MAKE_TYPO, PART_TYPE_UNMATCHED.'),
    rows: z.number().int().describe('Held rows holding the value, decided or not.'),
    pendingRows: z.number().int().describe('Of those, rows where the value still waits for a decision.'),
    parts: z.number().int().describe('Distinct part numbers among the rows.'),
    candidates: z.array(ValueCandidateSchema).describe('The best reference entities for the value, best first (up to 5; none when nothing in the release comes close).'),
    sampleRows: z.array(z.number().int()).describe('The first few source rows holding the value, pending ones first.'),
  })
  .describe('A value that held rows back, with its rows and the reference entities it may mean.')
  .register(apiSchemas, { id: 'ValueGroup' });

export const ValueGroupPageSchema = z
  .object({ groups: z.array(ValueGroupSchema), nextCursor: NextCursorSchema })
  .register(apiSchemas, { id: 'ValueGroupPage' });

export const ValueGroupsQuerySchema = z.object({
  field: fieldSchema.optional().describe('Only values of this field.'),
  state: z
    .enum(['pending', 'all'])
    .optional()
    .describe('pending (default): values still waiting for a decision on some row; all: every value that held a row.'),
  ...pageQuery,
});

export const ValueDecisionRequestSchema = z
  .discriminatedUnion('decision', [
    z
      .object({
        field: fieldSchema,
        key: keySchema,
        decision: z.literal('overridden'),
        referenceId: z.number().int().positive().max(2_147_483_647).describe('An entity of the field in the job\'s reference release; for qty, the quantity.'),
      })
      .strict(),
    z.object({ field: fieldSchema, key: keySchema, decision: z.literal('rejected') }).strict(),
  ])
  .describe('One decision for every pending row holding the value: what it means (overridden, by reference ID; learned by the workspace), or reject these rows.')
  .register(apiSchemas, { id: 'ValueDecisionRequest' });

export const ValueDecisionResultSchema = z
  .object({
    rows: z.number().int().describe('Rows the decision changed.'),
    decided: z.number().int().describe('Of those, rows now decided (every value of theirs decided, or rejected).'),
    pending: z.number().int().describe('Of those, rows still waiting for a decision on another of their values.'),
    reference: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe('The entity chosen, with its name in the job\'s release; null for a rejection.'),
  })
  .register(apiSchemas, { id: 'ValueDecisionResult' });

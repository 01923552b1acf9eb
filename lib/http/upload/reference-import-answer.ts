import { z } from 'zod';
import { problemResponse } from '../problem';
import { refusalStatus, type RefusalCode } from './refusal-status';

/*
 * What `POST /api/reference/imports` and `GET /api/reference/imports/<job>` answer: the Settings page
 * parses them with these schemas, the routes build them. Browser-safe (no server imports).
 */

export const REFERENCE_IMPORT_PROBLEM_CODES = ['unauthenticated', 'cross_origin', 'not_found', 'not_allowed', 'invalid', 'too_large', 'failed'] as const satisfies readonly RefusalCode[];

export const referenceImportProblemSchema = z.object({
  ok: z.literal(false),
  code: z.enum(REFERENCE_IMPORT_PROBLEM_CODES),
  message: z.string(),
});

export const referenceImportQueuedSchema = z.object({ ok: z.literal(true), jobId: z.string() });

/** Where an import stands; `done` carries the job's outcome (a union: two shapes share `state: 'done'`). */
export const referenceImportStateSchema = z.union([
  z.object({ state: z.enum(['queued', 'importing']), fileName: z.string() }),
  z.object({
    state: z.literal('done'),
    fileName: z.string(),
    status: z.enum(['imported', 'skipped']),
    releaseId: z.number(),
    rows: z.record(z.string(), z.number()),
    madeCurrent: z.boolean(),
  }),
  z.object({ state: z.literal('done'), fileName: z.string(), status: z.literal('failed'), code: z.string(), message: z.string() }),
]);

export const referenceImportQueuedAnswerSchema = z.union([referenceImportQueuedSchema, referenceImportProblemSchema]);
export const referenceImportStateAnswerSchema = z.union([
  z.object({ ok: z.literal(true), status: referenceImportStateSchema }),
  referenceImportProblemSchema,
]);

export type ReferenceImportProblem = z.infer<typeof referenceImportProblemSchema>;
export type ReferenceImportState = z.infer<typeof referenceImportStateSchema>;

/** Both reference-import routes' refusal: `{ ok: false, code, message }` with its status, never cached. */
export function referenceImportRefusal(code: ReferenceImportProblem['code'], message: string): Response {
  const problem: ReferenceImportProblem = { ok: false, code, message };
  return problemResponse(refusalStatus(code), problem);
}

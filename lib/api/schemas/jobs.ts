import { z } from 'zod';
import { CANONICAL_FIELDS, SavedMappingSchema } from '@/lib/catalog';
import { CatalogSettingsSchema } from '@/lib/catalog/mapping';
import { CONVERSION_STATUSES, MAX_DECISIONS_PER_CALL, REVIEW_DECISIONS } from '@/lib/data/catalogs';
import { apiSchemas, FindingSchema, IdSchema, NextCursorSchema, pageQuery, TimestampSchema } from './registry';

// Schemas of other modules are registered as they are (describing them would make copies the
// request schemas do not use); their descriptions are added to the document instead.
apiSchemas.add(SavedMappingSchema, { id: 'SavedMapping' });
apiSchemas.add(CatalogSettingsSchema, { id: 'CatalogSettings' });

export const SHARED_SCHEMA_DESCRIPTIONS: Record<string, string> = {
  SavedMapping: 'A column mapping: each source column (by header text) → a canonical field, or null to leave it out; optionally the catalog settings it fixes.',
  CatalogSettings:
    'What the catalog leaves unsaid that a conversion needs: defaultQty (without a quantity column), currency (ISO 4217, of prices that carry none), weightUnit and lengthUnit (of bare weights and dimensions), decimalMark. One left out is inferred when the catalog needs it and stated as an assumption in the report (by "inferred"); one given is stated as set on the mapping.',
};

const overrideValue = z.union([z.string().max(500), z.number().int().nonnegative().max(9_999_999_999)]);

/**
 * What the review screen's picker can set, by text or by reference id. Ids (makeId, modelId,
 * baseVehicleId, partTypeId, positionId) are looked up in the job's release: see lib/api/override-ids.ts.
 */
export const RowOverrideSchema = z
  .partialRecord(z.enum([...CANONICAL_FIELDS, 'makeId', 'modelId']), overrideValue)
  .refine((o) => Object.keys(o).length > 0, 'an override names at least one field')
  .describe(
    'Mapped values that replace the source row\'s: text by canonical field (e.g. { "make": "Toyota" }), or reference entries by id as the review screen\'s picker sets them: partTypeId, positionId, baseVehicleId (one model year), makeId with an optional modelId. An id is looked up in the job\'s reference release; its name is filled in and fields that would contradict it are cleared. An unknown id is 400.',
  )
  .register(apiSchemas, { id: 'RowOverride' });

export const RowDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({ row: z.number().int().positive(), decision: z.literal('approved') }),
    z.object({ row: z.number().int().positive(), decision: z.literal('rejected') }),
    z.object({ row: z.number().int().positive(), decision: z.literal('overridden'), override: RowOverrideSchema }),
    z.object({ row: z.number().int().positive(), decision: z.null() }),
  ])
  .describe('One row\'s decision; decision null takes a decision back.')
  .register(apiSchemas, { id: 'RowDecision' });
export type RowDecisionRequest = z.infer<typeof RowDecisionSchema>;

export const JobErrorSchema = z
  .object({
    code: z.string(),
    message: z.string().describe('Why, and what to do, in the language the Accept-Language header asks for (en, de, fr, es, it; else English).'),
    params: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('The message as parameters of its text (strings, numbers, or nested {id, params}), for clients that render it themselves; absent for errors stored before they had parameters.'),
    messageId: z.string().optional().describe('The text the parameters belong to, when it is not the code.'),
  })
  .describe('Why a job failed (or, while queued again, why its last try did).').register(apiSchemas, { id: 'JobError' });

export const JobCountsSchema = z
  .object({
    rows: z.number().int(),
    apps: z.number().int(),
    items: z.number().int(),
    flagged: z.number().int(),
    rejected: z.number().int(),
    merged: z.number().int(),
    converted: z.number().int(),
  })
  .describe('Rows accounted for: converted + flagged + rejected + merged = rows.').register(apiSchemas, { id: 'JobCounts' });

export const ReferencePinSchema = z
  .object({
    releaseId: z.number().int().nullable().describe('The reference release; null = the bundled demo set.'),
    versionDate: z.string().nullable().describe('YYYY-MM-DD of the release.'),
    sha256: z.string().nullable().describe('SHA-256 of the release\'s delivery (for the demo set: of the bundled files); null only for jobs made before pinning.'),
  })
  .describe('The reference release a job is pinned to: it runs, is reviewed and is exported against exactly this release, whatever the workspace uses later.')
  .register(apiSchemas, { id: 'ReferencePin' });

export const JobSchema = z
  .object({
    id: IdSchema,
    workspaceId: IdSchema,
    uploadId: IdSchema,
    fileName: z.string(),
    uploadSha256: z.string().describe('SHA-256 of the uploaded file.'),
    brand: z.string(),
    mappingVersion: z.string().describe('"auto" (detected), or the SHA-256 of the mapping asked for.'),
    acceptThreshold: z.number(),
    reference: ReferencePinSchema,
    rerunOf: IdSchema.nullable().describe('A re-run against another release: the job it was re-run from.'),
    carriedDecisions: z
      .object({ from: IdSchema, carried: z.number().int(), reviewAgain: z.number().int(), noLongerHeld: z.number().int() })
      .nullable()
      .describe('A finished re-run: the review decisions of `rerunOf` it carried over, those to decide again, and those no longer needed.'),
    status: z.enum(CONVERSION_STATUSES).describe('queued (also: retrying after an error, `error` set), running, succeeded, failed.'),
    stage: z.string().nullable().describe('While running: read, map, convert, items, validate, report, bundle, store, done.'),
    rowsDone: z.number().int(),
    rowsTotal: z.number().int().nullable().describe('Known once the file has been read to the end.'),
    counts: JobCountsSchema.nullable(),
    error: JobErrorSchema.nullable(),
    attempt: z.number().int(),
    createdAt: TimestampSchema,
    startedAt: TimestampSchema.nullable(),
    finishedAt: TimestampSchema.nullable(),
    updatedAt: TimestampSchema,
    links: z.object({ self: z.string(), review: z.string(), exports: z.string() }).describe('Paths on this server.'),
  })
  .describe('A conversion of an upload: status and progress are updated about twice a second.').register(apiSchemas, { id: 'Job' });

export const JobResponseSchema = z
  .object({ job: JobSchema, created: z.boolean().optional().describe('POST only: false when the same job existed (idempotent).') })
  .register(apiSchemas, { id: 'JobResponse' });

export const JobListSchema = z.object({ jobs: z.array(JobSchema), nextCursor: NextCursorSchema }).register(apiSchemas, { id: 'JobList' });

/** A reference release named in a request: its id, or "demo" for the bundled demo set. */
const ReleaseChoiceSchema = z.union([z.number().int().positive().max(2_147_483_647), z.literal('demo')]);

export const StartJobRequestSchema = z
  .object({
    uploadId: IdSchema.describe('From POST /uploads.'),
    brand: z.string().regex(/^[A-Z]{4}$/, 'a brand code is 4 capital letters, e.g. BKMN').describe('Your Auto Care brand code (BrandAAIAID).'),
    mappingId: IdSchema.optional().describe('A saved mapping of the workspace (GET /mappings); leave out both to detect the columns.'),
    mapping: SavedMappingSchema.optional().describe(
      'A mapping given inline instead of mappingId, naming only the columns you want to settle: it is laid over the detected mapping (columns it does not name keep the detected field; a field it gives to a column is taken from the column detection gave it to). 400 when it names a column the file lacks or leaves a field every row needs unmapped. Its `settings` (CatalogSettings: default quantity, currency, weight and length units, decimal mark) are the job\'s; those left out are inferred and stated as assumptions. The job\'s report and evidence bundle say, per column, whether its field was detected or given inline.',
    ),
    acceptThreshold: z.number().gt(0).lte(1).optional().describe('Rows below this confidence are flagged for review (default 0.9).'),
    referenceReleaseId: ReleaseChoiceSchema.optional().describe(
      'The reference release to pin the job to: a release id (the workspace\'s own or a shared one, ready), or "demo" for the bundled demo set. Left out: the workspace\'s current release. Any other release is 400 naming this field.',
    ),
  })
  .strict()
  .refine((b) => !(b.mappingId && b.mapping), { message: 'give either mappingId or mapping, not both', path: ['mapping'] })
  .describe('Idempotent: the same file with the same mapping, brand, threshold and reference release returns the existing job.').register(apiSchemas, { id: 'StartJobRequest' });

export const ListJobsQuerySchema = z.object({
  status: z.enum(CONVERSION_STATUSES).optional().describe('Only jobs in this status.'),
  uploadId: IdSchema.optional().describe('Only jobs of this upload.'),
  ...pageQuery,
});

export const ReviewRowSchema = z
  .object({
    row: z.number().int().describe('1-based row in the source file.'),
    outcome: z.enum(['flagged', 'rejected']),
    codes: z.array(z.string()).describe('Distinct finding codes of the row.'),
    confidence: z.number().nullable(),
    source: z.record(z.string(), z.string()).describe('Source column header → cell text.'),
    fields: z.record(z.string(), z.string()).describe('The row through the mapping: canonical field → cell text.'),
    proposed: z.looseObject({}).nullable().describe('Flagged rows: the applications and item approving would export.'),
    findings: z.array(FindingSchema),
    notes: z
      .array(z.looseObject({ field: z.string(), confidence: z.number(), note: z.string() }))
      .describe('How each value was decided, with its confidence.'),
    decision: z.enum(REVIEW_DECISIONS).nullable(),
    override: z.record(z.string(), z.string()).nullable(),
    decidedBy: IdSchema.nullable(),
    decidedAt: TimestampSchema.nullable(),
    carriedFrom: IdSchema.nullable().describe('A decision a re-run carried over: the job it was made on (decidedBy and decidedAt are from there); null for one made on this job.'),
  })
  .describe('A row the conversion held back for people to decide.').register(apiSchemas, { id: 'ReviewRow' });

export const ReviewSummarySchema = z
  .object({
    total: z.number().int(),
    pending: z.number().int(),
    flagged: z.number().int(),
    rejected: z.number().int(),
    decisions: z.object({ approved: z.number().int(), overridden: z.number().int(), rejected: z.number().int() }),
    codes: z.array(z.object({ code: z.string(), rows: z.number().int(), pending: z.number().int() })),
  })
  .register(apiSchemas, { id: 'ReviewSummary' });

export const ReviewPageSchema = z
  .object({ summary: ReviewSummarySchema, rows: z.array(ReviewRowSchema), nextCursor: NextCursorSchema })
  .register(apiSchemas, { id: 'ReviewPage' });

export const ReviewQuerySchema = z.object({
  code: z.string().max(100).optional().describe('Only rows with this finding code.'),
  outcome: z.enum(['flagged', 'rejected']).optional(),
  state: z.enum(['pending', 'decided', ...REVIEW_DECISIONS]).optional().describe('pending (undecided), decided, or one decision.'),
  ...pageQuery,
});


export const DecisionsRequestSchema = z
  .union([
    z.object({ decisions: z.array(RowDecisionSchema).min(1).max(MAX_DECISIONS_PER_CALL) }).strict(),
    z
      .object({
        match: z.object({ code: z.string().max(100).optional(), outcome: z.enum(['flagged', 'rejected']).optional() }).strict(),
        decision: z.enum(REVIEW_DECISIONS),
        override: RowOverrideSchema.optional(),
      })
      .strict()
      .refine((b) => (b.decision === 'overridden') === (b.override !== undefined), {
        message: 'an override goes with decision "overridden", and only with it',
        path: ['override'],
      }),
  ])
  .describe(`Either rows one by one (up to ${MAX_DECISIONS_PER_CALL}), or one decision for every still-pending row matching a filter. Approving only applies to flagged rows.`).register(apiSchemas, { id: 'DecisionsRequest' });

export const DecisionsResultSchema = z
  .object({
    decided: z.number().int().describe('Rows changed.'),
    missing: z.array(z.number().int()).describe('Rows named that are not in the review queue.'),
  })
  .register(apiSchemas, { id: 'DecisionsResult' });

export const RerunRequestSchema = z
  .object({
    release: ReleaseChoiceSchema.describe('The release to move to: its id (the workspace\'s own or a shared one), or "demo" for the bundled demo set.'),
  })
  .register(apiSchemas, { id: 'RerunRequest' });

export const RerunImpactSchema = z
  .object({
    from: ReferencePinSchema,
    to: ReferencePinSchema,
    apps: z
      .object({ before: z.number().int(), after: z.number().int(), added: z.number().int(), removed: z.number().int(), changed: z.number().int(), unchanged: z.number().int() })
      .describe('Fitment apps of the job now and after a re-run, compared as a change summary compares two exports.'),
    rows: z
      .object({
        heldBefore: z.number().int(),
        heldAfter: z.number().int(),
        newlyFlagged: z.number().int(),
        newlyRejected: z.number().int(),
        noLongerHeld: z.number().int(),
        newlyHeldRows: z.array(z.number().int()).describe('The first source rows newly held (up to 20).'),
      })
      .describe('Rows held back for review now and after a re-run.'),
    decisions: z
      .object({
        made: z.number().int().describe('Review decisions made on the job.'),
        carried: z.number().int().describe('Kept by the re-run: the row is held again for the same reason with the same values, and an override\'s reference ids exist in the release.'),
        reviewAgain: z.number().int().describe('To decide again: the row is held differently, or the override names a reference id the release lacks.'),
        noLongerHeld: z.number().int().describe('Not needed: the release converts the row without review.'),
      })
      .describe('What a re-run does with the review decisions made on the job; the new job\'s carried decisions name the job they came from.'),
  })
  .describe('What re-running a job against another release would change. Nothing is saved.')
  .register(apiSchemas, { id: 'RerunImpact' });

export const RerunPreviewSchema = z.object({ impact: RerunImpactSchema }).register(apiSchemas, { id: 'RerunPreview' });

export const RetryResultSchema = z
  .object({ retried: z.boolean().describe('false when the job had not failed.'), job: JobSchema })
  .register(apiSchemas, { id: 'RetryResult' });

export const MappingSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    version: z.number().int(),
    headerFingerprint: z.string().describe('SHA-256 of the header row the mapping was made for.'),
    mapping: SavedMappingSchema,
    createdAt: TimestampSchema,
  })
  .describe('A saved mapping of the workspace (its latest version).').register(apiSchemas, { id: 'Mapping' });

export const MappingListSchema = z.object({ mappings: z.array(MappingSchema) }).register(apiSchemas, { id: 'MappingList' });

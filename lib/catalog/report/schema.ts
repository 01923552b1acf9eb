import { z } from 'zod';
import { MappingOriginSchema } from '../mapping/mapping-origin';
import { messageParamsSchema as paramsSchema, saidSchema } from '../messages/said-schema';
import { LEARNABLE_FIELDS, LEARNED_TERM_ORIGINS } from '../normalize/learned-terms';
import { CANONICAL_FIELDS, LANGUAGES } from '../types';

/** The version of report.json's shape; bump when a field changes meaning. */
export const REPORT_SCHEMA_VERSION = 1;


export const findingSchema = z.object({
  code: z.string().min(1),
  severity: z.enum(['error', 'warning', 'info']),
  row: z.number().int().optional(),
  column: z.string().optional(),
  message: z.string(),
  file: z.string().optional(),
  params: paramsSchema.optional(),
  messageId: z.string().min(1).optional(),
});

const xsdStatusSchema = z.object({
  /** Whether the schema validator ran over the file. */
  ran: z.boolean(),
  /** null when it did not run. */
  valid: z.boolean().nullable(),
  version: z.string().nullable(),
  /** Schema file name used (not its path: reports travel). */
  schema: z.string().nullable(),
  errors: z.number().int().nonnegative(),
});

/** report.json: what went in, how it was read and mapped, what came out, what was found. */
export const reportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.object({ name: z.string(), version: z.string() }),
  generatedAt: z.iso.datetime({ offset: true }),
  input: z.object({
    file: z.string(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z.number().int().nonnegative(),
    format: z.enum(['csv', 'tsv', 'xlsx']),
    encoding: z.enum(['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252']).nullable(),
    delimiter: z.string().nullable(),
    sheet: z.string().nullable(),
    language: z.enum(LANGUAGES).nullable(),
    headerRow: z.number().int().positive().optional(),
    rows: z.number().int().nonnegative(),
  }),
  mapping: z.array(
    z.object({
      column: z.string(),
      field: z.enum(CANONICAL_FIELDS).nullable(),
      confidence: z.number().min(0).max(1),
      note: z.string(),
      said: saidSchema.optional(),
      /** Who or what decided the column's field (absent in reports made before it was recorded). */
      origin: MappingOriginSchema.optional(),
    }),
  ),
  /** Settings the run went on beyond its columns (default quantity, currency, units, decimal mark), each with its basis. */
  assumptions: z
    .array(
      z.object({
        setting: z.enum(['defaultQty', 'currency', 'weightUnit', 'lengthUnit', 'decimalMark']),
        value: z.union([z.string(), z.number()]),
        basis: z.string(),
        said: saidSchema.optional(),
        by: z.enum(['inferred', 'mapping']),
      }),
    )
    .optional(),
  thresholds: z
    .object({ accept: z.number().min(0).max(1) })
    .catchall(z.number())
    .optional(),
  counts: z.object({
    rows: z.number().int().nonnegative(),
    apps: z.number().int().nonnegative(),
    items: z.number().int().nonnegative(),
    flagged: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    merged: z.number().int().nonnegative(),
  }),
  /** Stored findings (capped per code); `findingCounts` has the exact totals. */
  findings: z.array(findingSchema),
  findingCounts: z.record(z.string(), z.number().int().nonnegative()),
  findingsTruncated: z.boolean(),
  reference: z.object({
    source: z.string(),
    versionDate: z.string().nullable(),
    /** True for the bundled made-up demo set: output is for trying the product only. */
    demo: z.boolean(),
    /** The stored release the run was pinned to (null: the bundled demo set), when it ran in a workspace. */
    releaseId: z.number().int().positive().nullable().optional(),
    /** SHA-256 of that release's delivery (for the demo set: of the bundled files). */
    sha256: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  }),
  xsd: z.object({ aces: xsdStatusSchema.nullable(), pies: xsdStatusSchema.nullable() }),
  /** Milliseconds per stage (ingest, map, normalize, write, validate, bundle, total). */
  timings: z.record(z.string(), z.number().nonnegative()),
  /**
   * The learned terms the run was given (decision 0011): those that decided values, with the rows
   * they decided, and those ignored because the reference lacks their ID. Absent: none were given.
   */
  learnedTerms: z
    .object({
      used: z.array(z.object({ id: z.string(), field: z.enum(LEARNABLE_FIELDS), term: z.string(), referenceId: z.number().int(), rows: z.number().int().nonnegative(), origin: z.enum(LEARNED_TERM_ORIGINS).optional() })),
      // `said`: absent in reports written before reasons were texts.
      ignored: z.array(z.object({ id: z.string(), field: z.enum(LEARNABLE_FIELDS), term: z.string(), referenceId: z.number().int(), reason: z.string(), said: saidSchema.optional() })),
    })
    .optional(),
});

export type Report = z.infer<typeof reportSchema>;
export type XsdStatus = z.infer<typeof xsdStatusSchema>;

/** Reads report.json text (e.g. from a bundle) into a typed report, or says what is wrong. */
export function parseReport(json: string): { ok: true; report: Report } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    return { ok: false, message: `report.json is not JSON: ${(e as Error).message}` };
  }
  const r = reportSchema.safeParse(data);
  if (r.success) return { ok: true, report: r.data };
  const first = r.error.issues[0];
  return {
    ok: false,
    message: `report.json does not match the report schema at ${first?.path.join('.') || '(root)'}: ${first?.message ?? 'invalid'}`,
  };
}

// zod/mini and no database code: the export's pages and the progress poller read this in the browser.
import { z } from 'zod/mini';

/** What may hold an export back until a person confirms it (decision 0009). */
export const CONFIRMATION_REASONS = ['open_review', 'assessment_errors'] as const;
export type ConfirmationReason = (typeof CONFIRMATION_REASONS)[number];

/** A deliverable the run did not write, and why: an empty document would be invalid or say nothing. */
export const notWrittenSchema = z.object({
  file: z.enum(['aces.xml', 'pies.xml']),
  reason: z.enum(['no_apps', 'no_items']),
});

const countsByCode = z.record(z.string(), z.number());

export const exportChecksSchema = z.object({
  /** Flagged rows nobody has decided yet: left out of the export. */
  openReview: z.number(),
  /** A batch: the open rows per file (only files that have some). */
  openReviewByFile: z.optional(z.array(z.object({ file: z.string(), rows: z.number() }))),
  /** The checks of `partsmith validate` (lib/catalog/assess) on the files the export would publish. */
  assessment: z.object({
    errors: z.number(),
    warnings: z.number(),
    errorsByCode: countsByCode,
    warningsByCode: countsByCode,
    /** The first error findings, for a first look; the counts are exact. */
    examples: z.array(z.object({ code: z.string(), file: z.string(), message: z.string() })),
  }),
  needsConfirmation: z.array(z.enum(CONFIRMATION_REASONS)),
  notWritten: z.array(notWrittenSchema),
  /** Set once published: who confirmed (null when there was nothing to confirm), and when. */
  confirmedBy: z.optional(z.nullable(z.string())),
  confirmedAt: z.optional(z.nullable(z.string())),
  /** Confirmation was given when the export was asked for (API `confirm: true`). */
  confirmedUpFront: z.optional(z.boolean()),
});
export type ExportChecks = z.infer<typeof exportChecksSchema>;
export type NotWritten = z.infer<typeof notWrittenSchema>;

/** The checks stored in a jsonb column; null for none (exports made before checks existed: `{}`). */
export function exportChecksFrom(value: unknown): ExportChecks | null {
  const parsed = exportChecksSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

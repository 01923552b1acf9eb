import { z } from 'zod';
import { findingSchema, reportSchema } from '@/lib/catalog/report';

/**
 * A finished conversion's findings summary, stored beside its report (column report_summary, computed
 * in SQL by public.report_summary_of as the run finishes): what the conversion page shows of the
 * report — the mapping, the assumptions, per code the worst severity and the first
 * REPORT_SUMMARY_EXAMPLES findings, the counts — and the dashboard's findings trend reads (the
 * counts), without reading a report of megabytes. Parsed at the read edge.
 */
export const REPORT_SUMMARY_EXAMPLES = 3;

export const reportSummarySchema = z.object({
  findingCounts: reportSchema.shape.findingCounts,
  codes: z.array(z.object({ code: z.string().min(1), severity: findingSchema.shape.severity, first: z.array(findingSchema).max(REPORT_SUMMARY_EXAMPLES) })),
  mapping: reportSchema.shape.mapping,
  assumptions: reportSchema.shape.assumptions,
});

export type ReportSummary = z.infer<typeof reportSummarySchema>;

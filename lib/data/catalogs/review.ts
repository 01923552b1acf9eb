import { z } from 'zod';
import { CANONICAL_FIELDS, type CanonicalField, type Finding, type PiesItem } from '@/lib/catalog';
import type { HeldRow } from '@/lib/catalog/convert';
import type { FieldDecision, NormalizedApp, LearnableField, ValueStop } from '@/lib/catalog/normalize';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { getConversion } from './conversions';
import { pageSize } from './files';
import { invalid, notFound, notValid, requireRole } from '../workspaces';
import { say } from '@/lib/catalog/messages';

export const REVIEW_DECISIONS = ['approved', 'overridden', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Mapped field values a reviewer puts in place of the source's (names or reference IDs). */
export type RowOverride = Partial<Record<CanonicalField, string>>;

/** A value decision applied to one row (review by value, value-groups.ts). */
export type RowValueDecision =
  | { decision: 'overridden'; referenceId: number; name: string | null; override: RowOverride }
  | { decision: 'rejected' };

/** A row a conversion held back, as the review queue shows it. */
export interface ReviewRow {
  conversionId: string;
  /** 1-based row number in the source file. */
  row: number;
  outcome: 'flagged' | 'rejected';
  /** Distinct finding codes of the row (filterable). */
  codes: string[];
  confidence: number | null;
  /** Source column header → cell text. */
  source: Record<string, string>;
  /** The row through the mapping: canonical field → cell text. */
  fields: Partial<Record<CanonicalField, string>>;
  /** Flagged rows: what approving exports. */
  proposed: { apps: NormalizedApp[]; item?: PiesItem } | null;
  findings: Finding[];
  /** How each value was decided, with confidence and note. */
  notes: FieldDecision[];
  decision: ReviewDecision | null;
  override: RowOverride | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  /** A decision a re-run carried over: the conversion it was made on (decidedBy and decidedAt are from there). */
  carriedFrom: string | null;
  /** The values that held the row (decision 0011): what review by value groups it under. */
  stops: ValueStop[];
  /**
   * Values decided for the row by value, by field. On a pending row these are the fields decided so
   * far (the row waits for its other values); deciding the row itself builds on them.
   */
  valueDecisions: Partial<Record<LearnableField, RowValueDecision>>;
}

type ReviewDbRow = {
  conversion_id: string;
  source_row: number;
  outcome: 'flagged' | 'rejected';
  codes: string[];
  confidence: number | null;
  source: Record<string, string>;
  fields: ReviewRow['fields'];
  proposed: ReviewRow['proposed'];
  findings: Finding[];
  notes: FieldDecision[];
  decision: ReviewDecision | null;
  override: RowOverride | null;
  decided_by: string | null;
  decided_at: Date | null;
  carried_from: string | null;
  stops: ValueStop[];
  value_decisions: ReviewRow['valueDecisions'];
};

const COLUMNS = `conversion_id, source_row, outcome, codes, confidence, source, fields, proposed, findings, notes,
  decision, override, decided_by, decided_at, carried_from, stops, value_decisions`;

function toReviewRow(r: ReviewDbRow): ReviewRow {
  return {
    conversionId: r.conversion_id,
    row: r.source_row,
    outcome: r.outcome,
    codes: r.codes,
    confidence: r.confidence,
    source: r.source,
    fields: r.fields,
    proposed: r.proposed,
    findings: r.findings,
    notes: r.notes,
    decision: r.decision,
    override: r.override,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
    carriedFrom: r.carried_from,
    stops: r.stops,
    valueDecisions: r.value_decisions,
  };
}

/** Header → value; a repeated header gets " (2)", " (3)" so no cell is lost. */
function sourceObject(columns: readonly string[], values: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  values.forEach((value, i) => {
    const base = columns[i]?.trim() || `Column ${i + 1}`;
    let key = base;
    for (let n = 2; key in out; n++) key = `${base} (${n})`;
    out[key] = value;
  });
  return out;
}

/** The distinct finding codes of a held row: what the queue stores, filters by, and a re-run compares. */
export function heldRowCodes(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map((f) => f.code))];
}

/**
 * Stages held rows of a running conversion (server code, `asService`; the convert job calls this in
 * batches). Ignored unless the conversion is running in `attempt`, so a stale worker adds nothing.
 */
export async function stageReviewRows(
  tx: Queryable,
  target: { conversionId: string; attempt: number },
  rows: readonly HeldRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map((h) => ({
    source_row: h.source.row,
    outcome: h.outcome,
    codes: heldRowCodes(h.findings),
    confidence: h.confidence,
    source: sourceObject(h.columns, h.source.values),
    fields: h.fields,
    proposed: h.proposed ?? null,
    findings: h.findings,
    notes: h.decisions,
    stops: h.stops,
  }));
  const inserted = await tx.query(
    `insert into public.conversion_rows
       (conversion_id, workspace_id, source_row, outcome, codes, confidence, source, fields, proposed, findings, notes, stops)
     select c.id, c.workspace_id, r.source_row, r.outcome, r.codes, r.confidence, r.source, r.fields, r.proposed, r.findings, r.notes, r.stops
     from jsonb_to_recordset($3::text::jsonb) as r(source_row int, outcome text, codes text[], confidence real, source jsonb,
                                             fields jsonb, proposed jsonb, findings jsonb, notes jsonb, stops jsonb)
     join public.conversions c on c.id = $1 and c.attempt = $2 and c.status = 'running'
     on conflict (conversion_id, source_row) do nothing
     returning source_row`,
    [target.conversionId, target.attempt, JSON.stringify(records)],
  );
  return inserted.length;
}

/** Removes a conversion's staged rows (server code: a new attempt starts from scratch). */
export async function clearReviewRows(tx: Queryable, conversionId: string): Promise<void> {
  await tx.query(`delete from public.conversion_rows where conversion_id = $1`, [conversionId]);
}

/** A value that held rows (review by value): its field and learnedTermKey. */
export interface HeldValue {
  field: LearnableField;
  key: string;
}

/** The stop key a held value is stored and indexed by (conversion_rows.stop_keys). */
export const heldValueKey = (value: HeldValue): string => `${value.field}:${value.key}`;

export interface ListReviewRowsOptions {
  /** Only rows with this finding code. */
  code?: string;
  /** Only rows the value held (a value group's rows). */
  value?: HeldValue;
  outcome?: 'flagged' | 'rejected';
  /** 'pending' (no decision yet), 'decided', or one decision. */
  state?: 'pending' | 'decided' | ReviewDecision;
  /** Rows after this source row (paging; use `nextAfterRow`). */
  afterRow?: number;
  limit?: number;
}

/** The review queue of a conversion, in source order. `nextAfterRow` is null on the last page. */
export async function listReviewRows(
  tx: Queryable,
  conversionId: string,
  options: ListReviewRowsOptions = {},
): Promise<{ rows: ReviewRow[]; nextAfterRow: number | null }> {
  const limit = pageSize(options.limit);
  const state = options.state ?? null;
  const rows = await tx.query<ReviewDbRow>(
    `select ${COLUMNS} from public.conversion_rows
     where conversion_id = $1
       and ($2::text is null or $2 = any (codes))
       and ($3::text is null or outcome = $3)
       and ($4::text is null
            or ($4 = 'pending' and decision is null)
            or ($4 = 'decided' and decision is not null)
            or decision = $4)
       and source_row > $5
       and ($7::text is null or stop_keys @> array[$7::text])
     order by source_row limit $6`,
    [conversionId, options.code ?? null, options.outcome ?? null, state, options.afterRow ?? 0, limit + 1, options.value ? heldValueKey(options.value) : null],
  );
  const page = rows.slice(0, limit).map(toReviewRow);
  return { rows: page, nextAfterRow: rows.length > limit ? (page.at(-1)?.row ?? null) : null };
}

export interface ReviewSummary {
  total: number;
  pending: number;
  flagged: number;
  rejected: number;
  decisions: Record<ReviewDecision, number>;
  /** Per finding code: rows carrying it and how many of those are still pending. Most rows first. */
  codes: { code: string; rows: number; pending: number }[];
}

export async function reviewSummary(tx: Queryable, conversionId: string): Promise<ReviewSummary> {
  const [totals] = await tx.query<Record<string, number>>(
    `select count(*)::int as total,
            count(*) filter (where decision is null)::int as pending,
            count(*) filter (where outcome = 'flagged')::int as flagged,
            count(*) filter (where outcome = 'rejected')::int as rejected,
            count(*) filter (where decision = 'approved')::int as approved,
            count(*) filter (where decision = 'overridden')::int as overridden,
            count(*) filter (where decision = 'rejected')::int as rejected_decisions
     from public.conversion_rows where conversion_id = $1`,
    [conversionId],
  );
  const codes = await tx.query<{ code: string; rows: number; pending: number }>(
    `select code, count(*)::int as rows, count(*) filter (where decision is null)::int as pending
     from public.conversion_rows, unnest(codes) as code
     where conversion_id = $1 group by code order by rows desc, code`,
    [conversionId],
  );
  const t = totals ?? {};
  return {
    total: t.total ?? 0,
    pending: t.pending ?? 0,
    flagged: t.flagged ?? 0,
    rejected: t.rejected ?? 0,
    decisions: { approved: t.approved ?? 0, overridden: t.overridden ?? 0, rejected: t.rejected_decisions ?? 0 },
    codes,
  };
}

export const rowOverrideSchema = z
  .partialRecord(z.enum(CANONICAL_FIELDS), z.string().max(500))
  .refine((o) => Object.keys(o).length > 0, 'an override names at least one field');

export const rowDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ row: z.number().int().positive(), decision: z.literal('approved') }),
  z.object({ row: z.number().int().positive(), decision: z.literal('rejected') }),
  z.object({ row: z.number().int().positive(), decision: z.literal('overridden'), override: rowOverrideSchema }),
  /** Takes a decision back. */
  z.object({ row: z.number().int().positive(), decision: z.null() }),
]);
export type RowDecisionInput = z.infer<typeof rowDecisionSchema>;

/** Rows per decideRows call. */
export const MAX_DECISIONS_PER_CALL = 5000;

/**
 * Decides held rows one by one or in bulk (owners and reviewers, `withUser`; once the conversion has
 * succeeded). Every changed row is an audit entry (`review.approved|overridden|rejected|cleared`),
 * written by a trigger in the same transaction. Approving needs a flagged row (a rejected row has
 * nothing to export; override it instead). `missing`: rows not in the queue. Refusals: not_found,
 * not_allowed, invalid.
 */
export async function decideRows(
  tx: Queryable,
  conversionId: string,
  decisions: readonly RowDecisionInput[],
): Promise<Outcome<{ decided: number; missing: number[] }>> {
  const parsed = z.array(rowDecisionSchema).max(MAX_DECISIONS_PER_CALL).safeParse(decisions);
  if (!parsed.success) return notValid('decisions', parsed.error);
  const ready = await reviewable(tx, conversionId);
  if (!ready.ok) return ready;
  const items = parsed.data.map((d) => ({ row: d.row, decision: d.decision, override: d.decision === 'overridden' ? d.override : null }));
  return refusing(tx, async (q) => {
    const updated = await q.query<{ source_row: number }>(
      `update public.conversion_rows r set decision = d.decision, override = d.override
       from jsonb_to_recordset($2::text::jsonb) as d("row" int, decision text, override jsonb)
       where r.conversion_id = $1 and r.source_row = d."row"
       returning r.source_row`,
      [conversionId, JSON.stringify(items)],
    );
    const done = new Set(updated.map((u) => u.source_row));
    return { decided: done.size, missing: items.map((i) => i.row).filter((row) => !done.has(row)) };
  });
}

/**
 * One decision for every still-pending row matching a filter ("approve all MAKE_TYPO rows").
 * Approving only touches flagged rows. Same rules and audit as decideRows.
 */
export async function decideMatchingRows(
  tx: Queryable,
  conversionId: string,
  filter: { code?: string; outcome?: 'flagged' | 'rejected'; value?: HeldValue },
  decision: { decision: 'approved' | 'rejected' } | { decision: 'overridden'; override: RowOverride },
): Promise<Outcome<{ decided: number }>> {
  const override = decision.decision === 'overridden' ? rowOverrideSchema.safeParse(decision.override) : null;
  if (override && !override.success) return notValid('override', override.error);
  const ready = await reviewable(tx, conversionId);
  if (!ready.ok) return ready;
  return refusing(tx, async (q) => {
    const updated = await q.query(
      `update public.conversion_rows set decision = $2, override = $3::text::jsonb
       where conversion_id = $1 and decision is null
         and ($4::text is null or $4 = any (codes))
         and ($5::text is null or outcome = $5)
         and ($2 <> 'approved' or outcome = 'flagged')
         and ($6::text is null or stop_keys @> array[$6::text])
       returning source_row`,
      [
        conversionId,
        decision.decision,
        override?.success ? JSON.stringify(override.data) : null,
        filter.code ?? null,
        filter.outcome ?? null,
        filter.value ? heldValueKey(filter.value) : null,
      ],
    );
    return { decided: updated.length };
  });
}

async function reviewable(tx: Queryable, conversionId: string): Promise<{ ok: true } | Exclude<Outcome<object>, { ok: true }>> {
  const conversion = await getConversion(tx, conversionId, { withReport: false });
  if (!conversion) return notFound('conversion');
  const allowed = await requireRole(tx, conversion.workspaceId, 'review');
  if (!allowed.ok) return allowed;
  if (conversion.status !== 'succeeded') return invalid(say('refusal.decideWhenFinished', { what: 'rows' }));
  return { ok: true };
}

/** A decision as the export applies and the evidence bundle records it. */
export interface AppliedDecision {
  row: number;
  outcome: 'flagged' | 'rejected';
  codes: string[];
  decision: ReviewDecision;
  override: RowOverride | null;
  decidedBy: string | null;
  decidedAt: Date | null;
}

/** Which source rows a conversion held back, and how (flagged or rejected): what a re-run's impact compares. */
export async function heldRowOutcomes(tx: Queryable, conversionId: string): Promise<Map<number, 'flagged' | 'rejected'>> {
  const rows = await tx.query<{ source_row: number; outcome: 'flagged' | 'rejected' }>(
    `select source_row, outcome from public.conversion_rows where conversion_id = $1`,
    [conversionId],
  );
  return new Map(rows.map((r) => [r.source_row, r.outcome]));
}

/** Every decided row of a conversion, in source order (the export job reads these). */
export async function listReviewDecisions(tx: Queryable, conversionId: string): Promise<AppliedDecision[]> {
  const rows = await tx.query<ReviewDbRow>(
    `select ${COLUMNS} from public.conversion_rows where conversion_id = $1 and decision is not null order by source_row`,
    [conversionId],
  );
  return rows.map((r) => ({
    row: r.source_row,
    outcome: r.outcome,
    codes: r.codes,
    decision: r.decision!,
    override: r.override,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
  }));
}

import type { Queryable } from '@/lib/db';
import type { CarriedDecisions } from './conversion-record';
import type { ReviewDecision, RowOverride } from './review';

/*
 * Review decisions a re-run carries from the conversion it came from (migration …001800). Server
 * code (`asService`): the convert job carries them in the transaction that finishes the re-run, so a
 * re-run is never seen finished without them; who decided and when stay the original's.
 */

/** Why and with what a row was held: what must be the same for a decision to still apply. */
export interface HeldRowKey {
  row: number;
  outcome: 'flagged' | 'rejected';
  codes: string[];
  /** The row through the mapping: canonical field → cell text. */
  fields: Record<string, string>;
}

/** A held row a person decided. */
export interface DecidedRow extends HeldRowKey {
  decision: ReviewDecision;
  override: RowOverride | null;
  decidedBy: string | null;
  decidedAt: Date | null;
}

type KeyRow = { source_row: number; outcome: 'flagged' | 'rejected'; codes: string[]; fields: Record<string, string> };

/** Every decided row of a conversion with what it was held for, in source order. */
export async function listDecidedRows(tx: Queryable, conversionId: string): Promise<DecidedRow[]> {
  const rows = await tx.query<KeyRow & { decision: ReviewDecision; override: RowOverride | null; decided_by: string | null; decided_at: Date | null }>(
    `select source_row, outcome, codes, fields, decision, override, decided_by, decided_at
     from public.conversion_rows where conversion_id = $1 and decision is not null order by source_row`,
    [conversionId],
  );
  return rows.map((r) => ({
    row: r.source_row,
    outcome: r.outcome,
    codes: r.codes,
    fields: r.fields,
    decision: r.decision,
    override: r.override,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
  }));
}

/** The held rows of a conversion by source row, with what they were held for. */
export async function heldRowKeys(tx: Queryable, conversionId: string): Promise<Map<number, HeldRowKey>> {
  const rows = await tx.query<KeyRow>(`select source_row, outcome, codes, fields from public.conversion_rows where conversion_id = $1`, [conversionId]);
  return new Map(rows.map((r) => [r.source_row, { row: r.source_row, outcome: r.outcome, codes: r.codes, fields: r.fields }]));
}

/**
 * Writes the carried decisions onto the re-run's rows (marked with the conversion they came from)
 * and records the counts on the re-run — once: a second call changes nothing. The recording is the
 * `review.carried` audit entry (a trigger). False when the counts were already recorded.
 */
export async function recordCarriedDecisions(
  tx: Queryable,
  conversionId: string,
  carried: readonly DecidedRow[],
  counts: CarriedDecisions,
): Promise<boolean> {
  const [marked] = await tx.query<{ id: string }>(
    `update public.conversions set carried_decisions = $2::text::jsonb
     where id = $1 and rerun_of = $3 and carried_decisions is null and status = 'succeeded' returning id`,
    [conversionId, JSON.stringify(counts), counts.from],
  );
  if (!marked || carried.length === 0) return marked !== undefined;
  const items = carried.map((d) => ({
    row: d.row,
    decision: d.decision,
    override: d.override,
    decided_by: d.decidedBy,
    decided_at: d.decidedAt instanceof Date ? d.decidedAt.toISOString() : d.decidedAt,
  }));
  await tx.query(
    `update public.conversion_rows r
     set decision = d.decision, override = d.override, decided_by = d.decided_by, decided_at = d.decided_at, carried_from = $2
     from jsonb_to_recordset($3::text::jsonb) as d("row" int, decision text, override jsonb, decided_by uuid, decided_at timestamptz)
     where r.conversion_id = $1 and r.source_row = d."row" and r.decision is null`,
    [conversionId, counts.from, JSON.stringify(items)],
  );
  return true;
}

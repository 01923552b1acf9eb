import type { Queryable } from '@/lib/db';
import { heldValueKey, type HeldValue } from './review';

/** A review queue filter as `decideMatchingRows` takes it. */
export interface ReviewRowFilter {
  code?: string;
  outcome?: 'flagged' | 'rejected';
  /** Rows a value held (review by value). */
  value?: HeldValue;
}

/**
 * How many held rows match a filter, and how many of those a bulk decision would touch
 * (`decideMatchingRows` decides pending rows only, and approves flagged ones only) — so the page
 * can say "reject all 12 rows" before anyone confirms. Visible rows only (RLS, `withUser`).
 */
export async function countReviewRows(
  tx: Queryable,
  conversionId: string,
  filter: ReviewRowFilter = {},
): Promise<{ rows: number; pending: number; pendingFlagged: number }> {
  const [counts] = await tx.query<{ rows: number; pending: number; pending_flagged: number }>(
    `select count(*)::int as rows,
            count(*) filter (where decision is null)::int as pending,
            count(*) filter (where decision is null and outcome = 'flagged')::int as pending_flagged
     from public.conversion_rows
     where conversion_id = $1
       and ($2::text is null or $2 = any (codes))
       and ($3::text is null or outcome = $3)
       and ($4::text is null or stop_keys @> array[$4::text])`,
    [conversionId, filter.code ?? null, filter.outcome ?? null, filter.value ? heldValueKey(filter.value) : null],
  );
  return { rows: counts?.rows ?? 0, pending: counts?.pending ?? 0, pendingFlagged: counts?.pending_flagged ?? 0 };
}

/**
 * Flagged rows nobody has decided yet, across conversions: what an export of them would leave out
 * unseen (decision 0009). Visible rows only under RLS (`withUser`); all with `asService`.
 */
export async function countOpenReview(tx: Queryable, conversionIds: readonly string[]): Promise<number> {
  if (conversionIds.length === 0) return 0;
  const [row] = await tx.query<{ open: number }>(
    `select count(*)::int as open from public.conversion_rows
     where conversion_id = any(string_to_array($1::text, ',')::uuid[]) and decision is null and outcome = 'flagged'`,
    [conversionIds.join(',')],
  );
  return row?.open ?? 0;
}

/** A conversion's held rows at a glance: the conversion page's review line and its export guard. */
export interface ReviewQueueCounts {
  total: number;
  pending: number;
  /** Flagged rows nobody has decided yet (what `countOpenReview` counts). */
  openFlagged: number;
}

/**
 * The three counts the conversion page shows, in one pass over the conversion's rows: the page used
 * to take `reviewSummary` (which also groups every row by finding code, for the review screen) and
 * `countOpenReview` — three statements on every view. Visible rows only (RLS, `withUser`).
 */
export async function reviewQueueCounts(tx: Queryable, conversionId: string): Promise<ReviewQueueCounts> {
  const [row] = await tx.query<{ total: number; pending: number; open_flagged: number }>(
    `select count(*)::int as total,
            count(*) filter (where decision is null)::int as pending,
            count(*) filter (where decision is null and outcome = 'flagged')::int as open_flagged
     from public.conversion_rows where conversion_id = $1`,
    [conversionId],
  );
  return { total: row?.total ?? 0, pending: row?.pending ?? 0, openFlagged: row?.open_flagged ?? 0 };
}

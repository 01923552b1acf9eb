import { type QueueFilter, REVIEW_PAGE_SIZE, rowConditions } from './queue-filter';
import { toReviewRowView, type ReviewRowView, type RowViewContext } from './row-view';
import { withUser, type Queryable, type UserClaims } from '@/lib/db';
import type { ReferenceSet } from '@/lib/catalog';
import { referenceOfPin, type PinnedReference } from '../reference';
import { countReviewRows } from './review-counts';
import { getConversion } from './conversions';
import { listMemberProfiles } from '../workspaces';
import { listReviewRows, reviewSummary, type ReviewRow, type ReviewSummary } from './review';
import type { Conversion } from './conversion-record';
import type { MessageLocale } from '@/lib/catalog/messages';

/**
 * What the review page and its actions read, under the user's RLS scope (`withUser`): a page of
 * held rows as the screen shows them, and the counts for the header and the bulk actions.
 *
 * The reference set is the release the conversion is pinned to (`pinnedReferenceFor`), loaded
 * between two transactions of the user, never inside one: loading may query the database in a scope
 * of its own, and the embedded database runs one transaction at a time — waiting for it inside
 * another would never end.
 */

/** The queue's counts: the whole conversion, and the rows the current filter matches. */
export interface QueueCounts {
  summary: ReviewSummary;
  /** Rows matching the filter's code and outcome; pending ones are what "decide all" would touch. */
  matching: { rows: number; pending: number; pendingFlagged: number };
}

/** A page of the queue as the screen shows it, and the row the next page starts after. */
export interface QueuePage {
  rows: ReviewRowView[];
  nextAfterRow: number | null;
}

/**
 * The release a conversion is pinned to, with its search index: null when the user cannot see the
 * conversion; `ok: false` when the release cannot be loaded (the message says why).
 */
export async function pinnedReferenceFor(claims: UserClaims, conversionId: string): Promise<PinnedReference | null> {
  const pin = await withUser(claims, async (tx) => (await getConversion(tx, conversionId, { withReport: false }))?.reference ?? null);
  return pin ? referenceOfPin(pin) : null;
}
export async function rowViewContext(tx: Queryable, conversion: Conversion, selfId: string, reference: ReferenceSet, locale: MessageLocale): Promise<RowViewContext> {
  const members = await listMemberProfiles(tx, conversion.workspaceId);
  return {
    locale,
    reference,
    mapping: conversion.mappingUsed,
    acceptThreshold: conversion.acceptThreshold,
    selfId,
    members: new Map(members.map((m) => [m.userId, m.username ?? m.email ?? m.userId.slice(0, 8)])),
  };
}

export async function loadQueuePage(
  tx: Queryable,
  conversion: Conversion,
  selfId: string,
  reference: ReferenceSet,
  filter: QueueFilter,
  locale: MessageLocale,
  afterRow?: number,
): Promise<QueuePage> {
  const page = await listReviewRows(tx, conversion.id, {
    ...rowConditions(filter),
    ...(filter.state ? { state: filter.state } : {}),
    limit: REVIEW_PAGE_SIZE,
    ...(afterRow ? { afterRow } : {}),
  });
  const context = await rowViewContext(tx, conversion, selfId, reference, locale);
  return { rows: page.rows.map((row) => toReviewRowView(row, context)), nextAfterRow: page.nextAfterRow };
}

export async function loadQueueCounts(tx: Queryable, conversionId: string, filter: QueueFilter): Promise<QueueCounts> {
  const summary = await reviewSummary(tx, conversionId);
  const matching = await countReviewRows(tx, conversionId, rowConditions(filter));
  return { summary, matching };
}

/** Rows by number (after a decision), read back with their new decision, who and when. */
export async function readRows(tx: Queryable, conversionId: string, wanted: readonly number[]): Promise<ReviewRow[]> {
  const rest = new Set(wanted);
  const found: ReviewRow[] = [];
  if (rest.size === 0) return found;
  const last = Math.max(...rest);
  let afterRow = Math.min(...rest) - 1;
  // In source order, from the first wanted row: a page of the queue at a time, skipping the others.
  while (rest.size > 0) {
    const page = await listReviewRows(tx, conversionId, { afterRow, limit: 500 });
    for (const row of page.rows) {
      if (rest.delete(row.row)) found.push(row);
    }
    if (page.nextAfterRow === null || page.nextAfterRow >= last) break;
    afterRow = page.nextAfterRow;
  }
  return found;
}

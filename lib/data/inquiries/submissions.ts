import { createHmac } from 'node:crypto';
import type {
  CallRequestInput,
  CallRequestSubmission,
  CallTopic,
  ContactSubmission,
  ContactSubmissionInput,
  DocsRequestInput,
  SubmissionLocale,
  TimeWindow,
} from './types';
import type { Queryable } from '@/lib/db';

/**
 * The public forms' storage. Visitors insert (`asAnon`, or `withUser` when signed in); only
 * administrators and server code read. Inserts never use RETURNING: visitors have no SELECT policy.
 */

/** A keyed hash of the client's address: counts repeat senders without keeping who they are. */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address.trim().toLowerCase()).digest('hex');
}

export async function recordContactSubmission(tx: Queryable, input: ContactSubmissionInput): Promise<void> {
  await tx.query(
    `insert into public.contact_submissions (name, email, company, message, locale, ip_hash)
     values ($1, $2, $3, $4, $5, $6)`,
    [input.name, input.email, input.company ?? null, input.message, input.locale ?? 'en', input.ipHash ?? null],
  );
}

export async function recordCallRequest(tx: Queryable, input: CallRequestInput): Promise<void> {
  await tx.query(
    `insert into public.call_requests
       (name, email, company, preferred_date, time_window, timezone, topic, notes, locale, ip_hash)
     values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10)`,
    [
      input.name,
      input.email,
      input.company,
      input.preferredDate,
      input.timeWindow,
      input.timezone,
      input.topic,
      input.notes ?? null,
      input.locale ?? 'en',
      input.ipHash ?? null,
    ],
  );
}

export async function recordDocsRequest(tx: Queryable, input: DocsRequestInput): Promise<void> {
  await tx.query(
    `insert into public.docs_requests (name, email, company, documents, notes, locale, ip_hash)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [input.name, input.email, input.company, input.documents, input.notes ?? null, input.locale ?? 'en', input.ipHash ?? null],
  );
}

/** Submissions of all three forms from one client since a moment (`asService`), for rate limiting. */
export async function countRecentSubmissions(tx: Queryable, input: { ipHash: string; since: Date }): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `select (select count(*) from public.contact_submissions where ip_hash = $1 and created_at >= $2::timestamptz)
          + (select count(*) from public.call_requests where ip_hash = $1 and created_at >= $2::timestamptz)
          + (select count(*) from public.docs_requests where ip_hash = $1 and created_at >= $2::timestamptz) as count`,
    [input.ipHash, input.since.toISOString()],
  );
  return Number(row?.count ?? 0);
}

/** Newest first (administrators via `withUser`, or `asService`). */
export async function listContactSubmissions(tx: Queryable, limit = 100): Promise<ContactSubmission[]> {
  const rows = await tx.query<{
    id: string;
    name: string;
    email: string;
    company: string | null;
    message: string;
    locale: SubmissionLocale;
    created_at: Date;
  }>(
    `select id, name, email, company, message, locale, created_at
     from public.contact_submissions order by created_at desc limit $1`,
    [Math.min(limit, 1000)],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    message: row.message,
    locale: row.locale,
    createdAt: row.created_at,
  }));
}

export async function listCallRequests(tx: Queryable, limit = 100): Promise<CallRequestSubmission[]> {
  const rows = await tx.query<{
    id: string;
    name: string;
    email: string;
    company: string;
    preferred_date: string;
    time_window: TimeWindow;
    timezone: string;
    topic: CallTopic;
    notes: string | null;
    locale: SubmissionLocale;
    created_at: Date;
  }>(
    `select id, name, email, company, preferred_date, time_window, timezone, topic, notes, locale, created_at
     from public.call_requests order by created_at desc limit $1`,
    [Math.min(limit, 1000)],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    preferredDate: row.preferred_date,
    timeWindow: row.time_window,
    timezone: row.timezone,
    topic: row.topic,
    notes: row.notes,
    locale: row.locale,
    createdAt: row.created_at,
  }));
}

import { createHash } from 'node:crypto';
import type { Queryable } from './types';

/**
 * Sign-in attempts per email, for the throttle (spec: 10 failures within 15 minutes). Server code
 * only (`asService`). Emails are kept as SHA-256 of their trimmed, lower-cased form.
 */

export const SIGN_IN_THROTTLE = { maxFailures: 10, windowMinutes: 15 } as const;

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export async function recordSignInAttempt(
  tx: Queryable,
  input: { email: string; succeeded: boolean; ipHash?: string | null },
): Promise<void> {
  await tx.query(`insert into public.sign_in_attempts (email_hash, succeeded, ip_hash) values ($1, $2, $3)`, [
    emailHash(input.email),
    input.succeeded,
    input.ipHash ?? null,
  ]);
}

/** Failures for this email within the window, not counting those before its last success. */
export async function countRecentFailedSignIns(
  tx: Queryable,
  email: string,
  windowMinutes: number = SIGN_IN_THROTTLE.windowMinutes,
): Promise<number> {
  const [row] = await tx.query<{ failures: number }>(
    `select count(*) as failures from public.sign_in_attempts a
     where a.email_hash = $1 and not a.succeeded
       and a.attempted_at > now() - make_interval(mins => $2::int)
       and a.attempted_at > coalesce(
         (select max(s.attempted_at) from public.sign_in_attempts s where s.email_hash = $1 and s.succeeded),
         '-infinity'::timestamptz)`,
    [emailHash(email), windowMinutes],
  );
  return Number(row?.failures ?? 0);
}

export async function isSignInThrottled(tx: Queryable, email: string): Promise<boolean> {
  return (await countRecentFailedSignIns(tx, email)) >= SIGN_IN_THROTTLE.maxFailures;
}

/** Deletes attempts older than `days` (they no longer count for anything). */
export async function pruneSignInAttempts(tx: Queryable, days = 30): Promise<number> {
  const rows = await tx.query(
    `delete from public.sign_in_attempts where attempted_at < now() - make_interval(days => $1::int) returning id`,
    [days],
  );
  return rows.length;
}

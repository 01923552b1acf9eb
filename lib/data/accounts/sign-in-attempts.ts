import { createHash } from 'node:crypto';
import type { Queryable } from '@/lib/db';

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

export type SignInReservation = { reserved: true; attemptId: string } | { reserved: false };

/**
 * Counts a sign-in attempt *before* its password is checked: records it as a failure if the email has
 * room left in the window, atomically, so parallel attempts cannot all slip in while each other's
 * bcrypt runs. The caller settles it with settleSignInAttempt once the password was right.
 *
 * Call inside one transaction (asService). The advisory lock serialises attempts on one email across
 * every connection and process; the insert is a separate statement so that, under READ COMMITTED, it
 * counts with a snapshot taken after the lock — one that sees what the previous holder committed.
 */
export async function reserveSignInAttempt(
  tx: Queryable,
  input: { email: string; ipHash?: string | null },
  throttle: { maxFailures: number; windowMinutes: number } = SIGN_IN_THROTTLE,
): Promise<SignInReservation> {
  const hash = emailHash(input.email);
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('sign_in_attempts:' || $1, 0))`, [hash]);
  const [row] = await tx.query<{ id: string }>(
    `insert into public.sign_in_attempts (email_hash, succeeded, ip_hash)
     select $1, false, $2
     where (select count(*) from public.sign_in_attempts a
            where a.email_hash = $1 and not a.succeeded
              and a.attempted_at > now() - make_interval(mins => $3::int)
              and a.attempted_at > coalesce(
                (select max(s.attempted_at) from public.sign_in_attempts s where s.email_hash = $1 and s.succeeded),
                '-infinity'::timestamptz)) < $4::int
     returning id`,
    [hash, input.ipHash ?? null, throttle.windowMinutes, throttle.maxFailures],
  );
  return row ? { reserved: true, attemptId: String(row.id) } : { reserved: false };
}

/** The reserved attempt turned out right: replace its failure with a success (which resets the count). */
export async function settleSignInAttempt(tx: Queryable, attemptId: string): Promise<void> {
  await tx.query(
    `with reserved as (delete from public.sign_in_attempts where id = $1::bigint and not succeeded
                       returning email_hash, ip_hash)
     insert into public.sign_in_attempts (email_hash, succeeded, ip_hash)
     select email_hash, true, ip_hash from reserved`,
    [attemptId],
  );
}

/** Deletes attempts older than `days` (they no longer count for anything). */
export async function pruneSignInAttempts(tx: Queryable, days = 30): Promise<number> {
  const rows = await tx.query(
    `delete from public.sign_in_attempts where attempted_at < now() - make_interval(days => $1::int) returning id`,
    [days],
  );
  return rows.length;
}

import { z } from 'zod';
import { getDb } from './connection';
import type { Db, Queryable, UserClaims } from './types';

/**
 * Every query runs in one of three scopes, each a transaction with the role and JWT claims set the
 * way Supabase's API sets them — so the RLS policies decide what is visible, in both modes:
 * - `withUser`: a signed-in user (role `authenticated`, claims with `sub`);
 * - `asAnon`: a visitor (role `anon`);
 * - `asService`: trusted server code (role `service_role`, which bypasses RLS).
 * `SET LOCAL` and `set_config(…, true)` end with the transaction, so nothing leaks into the next
 * query on the connection.
 */

const claimsSchema = z.looseObject({
  sub: z.guid(),
  email: z.string().optional(),
  role: z.literal('authenticated').optional(),
});

type ScopeRole = 'authenticated' | 'anon' | 'service_role';

async function inScope<T>(db: Db, role: ScopeRole, claims: Record<string, unknown>, fn: (tx: Queryable) => Promise<T>) {
  return db.transaction(async (tx) => {
    // One statement, not `set local role` and then the claims: on the embedded database every
    // statement waits its turn on the one connection, and every request opens several scopes.
    // set_config('role', …, true) is `SET LOCAL ROLE` (PostgREST sets its role the same way); the
    // role is one of the three literals above, never caller input.
    await tx.query(
      `select set_config('role', $5, true),
              set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true),
              set_config('request.jwt.claim.email', $4, true)`,
      [JSON.stringify(claims), String(claims.sub ?? ''), role, String(claims.email ?? ''), role],
    );
    return fn(tx);
  });
}

/** Runs `fn` as this user: RLS shows and lets them change only what their policies allow. */
export async function withUser<T>(claims: UserClaims, fn: (tx: Queryable) => Promise<T>, db?: Db): Promise<T> {
  const checked = claimsSchema.parse(claims);
  const full = { aud: 'authenticated', ...checked, role: 'authenticated' as const };
  return inScope(db ?? (await getDb()), 'authenticated', full, fn);
}

/** Runs `fn` as an anonymous visitor (public forms). */
export async function asAnon<T>(fn: (tx: Queryable) => Promise<T>, db?: Db): Promise<T> {
  return inScope(db ?? (await getDb()), 'anon', { role: 'anon' }, fn);
}

/** Runs `fn` as trusted server code (CLI, jobs, admin tooling): RLS is bypassed, grants still apply. */
export async function asService<T>(fn: (tx: Queryable) => Promise<T>, db?: Db): Promise<T> {
  return inScope(db ?? (await getDb()), 'service_role', { role: 'service_role' }, fn);
}

import { say, type Said } from '@/lib/catalog/messages';
import type { Queryable } from './types';

/**
 * The database says no in a few ways a caller can act on: not allowed (RLS, a guard in a SQL
 * function), no such row, an invalid value, a duplicate. Query functions return these as values;
 * anything else (connection lost, a bug) stays an exception.
 */
export type RefusalCode = 'not_allowed' | 'not_found' | 'invalid' | 'conflict';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  /** English: Postgres's message (for logs; not meant for end users as is), or `said` rendered in English. */
  message: string;
  /** Why, as a text of the engine's catalogue, for each reader's language; absent when Postgres worded it. */
  said?: Said;
  /** The violated constraint, when there is one (e.g. `workspaces_slug_key`). */
  constraint?: string;
}

/**
 * A refusal's reason as a text, for a reader's language: its own when the data layer said one; else
 * Postgres's words, which stay the English answer as ever and, in another language, follow the
 * generic reason for the refusal's code (texts/refusals.ts `refusal.asWorded`).
 */
export function refusalSaid(refusal: Pick<Refusal, 'code' | 'message' | 'said'>): Said {
  return refusal.said ?? say('refusal.asWorded', { code: refusal.code, reason: refusal.message });
}

export type Outcome<T> = ({ ok: true } & T) | Refusal;

const BY_SQLSTATE: Record<string, RefusalCode> = {
  '42501': 'not_allowed', // insufficient_privilege, also raised by RLS WITH CHECK failures
  P0002: 'not_found', // no_data_found
  '22023': 'invalid', // invalid_parameter_value
  '22P02': 'invalid', // invalid_text_representation (a malformed uuid)
  '23514': 'invalid', // check_violation
  '23502': 'invalid', // not_null_violation
  '23503': 'invalid', // foreign_key_violation
  '23505': 'conflict', // unique_violation
};

/**
 * Both drivers (PGlite's DatabaseError, postgres.js's PostgresError) carry `code` and `constraint`;
 * a wrapper (a bundler's or a library's) may put the driver's error in `cause`, so the chain is followed.
 */
export function sqlstateError(error: unknown): { code: string; message: string; constraint?: string } | null {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 4; depth++) {
    const { code, message, constraint, cause } = current as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        message: typeof message === 'string' ? message : code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
      };
    }
    current = cause;
  }
  return null;
}

export function refusalFrom(error: unknown): Refusal | null {
  const found = sqlstateError(error);
  const refusal = found ? BY_SQLSTATE[found.code] : undefined;
  if (!found || !refusal) return null;
  return {
    ok: false,
    code: refusal,
    message: found.message,
    ...(found.constraint ? { constraint: found.constraint } : {}),
  };
}

/**
 * Runs `fn` inside a savepoint of `tx`; a refusal comes back as a value and leaves the transaction
 * usable (an error in Postgres otherwise aborts the whole transaction). Other errors are rethrown.
 */
export async function refusing<T extends object>(
  tx: Queryable,
  fn: (tx: Queryable) => Promise<T>,
): Promise<Outcome<T>> {
  // Given a whole database rather than a transaction, open one: savepoints need it.
  if ('transaction' in tx && typeof tx.transaction === 'function') {
    const db = tx as Queryable & { transaction<R>(run: (inner: Queryable) => Promise<R>): Promise<R> };
    return db.transaction((inner) => refusing(inner, fn));
  }
  await tx.exec('savepoint partsmith_refusable');
  try {
    const value = await fn(tx);
    await tx.exec('release savepoint partsmith_refusable');
    return { ok: true, ...value };
  } catch (error) {
    const refusal = refusalFrom(error);
    if (!refusal) throw error;
    await tx.exec('rollback to savepoint partsmith_refusable');
    return refusal;
  }
}

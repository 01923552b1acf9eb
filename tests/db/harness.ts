/**
 * One migrated in-memory PGlite per test worker, cloned for each test that needs a clean database:
 * migrating takes seconds, a clone well under one.
 */
import { PGlite } from '@electric-sql/pglite';
import { createAuthUser } from '@/lib/db/auth-users';
import { migrate } from '@/lib/db/migrations';
import { pgliteDb } from '@/lib/db/pglite-db';
import { sqlstateError } from '@/lib/db/refusals';
import { asService } from '@/lib/db/scopes';
import { SessionGate } from '@/lib/db/session-gate';
import type { Db, UserClaims } from '@/lib/db/types';
import { setAccountStatus, setPlatformAdmin } from '@/lib/db/users';
import type { AccountStatus } from '@/lib/db/schema';

export interface TestDb extends Db {
  /** The PGlite underneath, for superuser tricks (disabling triggers to forge tampering). */
  pglite: PGlite;
}

function wrap(pglite: PGlite): TestDb {
  const db = pgliteDb(pglite, { backend: 'pglite-memory', description: 'test PGlite', gate: new SessionGate() });
  return Object.assign(db, { pglite });
}

let template: Promise<PGlite> | null = null;

function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const pglite = new PGlite();
    await pglite.waitReady;
    await migrate(wrap(pglite));
    return pglite;
  })();
  return template;
}

/** A migrated database of its own; close it when done. */
export async function freshDb(): Promise<TestDb> {
  // clone() is typed as the interface; it is a PGlite all the same.
  return wrap((await (await migratedTemplate()).clone()) as PGlite);
}

/** A bare in-memory PGlite with nothing applied (for the migration runner's own tests). */
export async function emptyDb(): Promise<TestDb> {
  const pglite = new PGlite();
  await pglite.waitReady;
  return wrap(pglite);
}

/** Call in afterAll: an open PGlite keeps the worker alive. */
export async function closeTemplate(): Promise<void> {
  const pending = template;
  template = null;
  const pglite = await pending;
  if (pglite && !pglite.closed) await pglite.close();
}

export interface TestUser {
  id: string;
  email: string;
  claims: UserClaims;
}

let counter = 0;

/** An auth user (so the trigger creates the account) with the status asked for. */
export async function makeUser(
  db: Db,
  options: { username?: string; status?: AccountStatus; admin?: boolean; email?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}@example.test`;
  const created = await createAuthUser(db, {
    email,
    encryptedPassword: '$2b$10$not.a.real.hash.only.for.tests.............',
    username: options.username ?? null,
  });
  if (!created.ok) throw new Error(`could not create ${email}: ${created.message}`);
  const id = created.user.id;
  const status = options.status ?? 'active';
  if (status !== 'pending_review') {
    const changed = await asService((tx) => setAccountStatus(tx, { userId: id, status }), db);
    if (!changed.ok) throw new Error(changed.message);
  }
  if (options.admin) {
    const granted = await asService((tx) => setPlatformAdmin(tx, { userId: id, isAdmin: true }), db);
    if (!granted.ok) throw new Error(granted.message);
  }
  return { id, email, claims: { sub: id, email, role: 'authenticated' } };
}

/** The SQLSTATE of a rejected promise (driver or Drizzle error), or 'resolved'. */
export async function sqlstateOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return sqlstateError(error)?.code ?? (error as Error).message;
  }
}

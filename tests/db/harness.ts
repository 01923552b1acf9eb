/**
 * Databases for the db tests: each is an in-memory PGlite loaded from a dumped data directory that
 * the project's global set-up (tests/db/pglite-templates.ts) made once per run, migrated or bare.
 * Running initdb and the migrations per test file took seconds; loading a dump takes well under one.
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type AccountStatus, createAuthUser, setAccountStatus, setPlatformAdmin } from '@/lib/data/accounts';
import { migrate } from '@/lib/db/migrations';
import { pgliteDb } from '@/lib/db/pglite-db';
import { sqlstateError } from '@/lib/db/refusals';
import { asService } from '@/lib/db/scopes';
import { SessionGate } from '@/lib/db/session-gate';
import type { Db, UserClaims } from '@/lib/db/types';

export interface TestDb extends Db {
  /** The PGlite underneath, for superuser tricks (disabling triggers to forge tampering). */
  pglite: PGlite;
}

function wrap(pglite: PGlite): TestDb {
  const db = pgliteDb(pglite, { backend: 'pglite-memory', description: 'test PGlite', gate: new SessionGate() });
  return Object.assign(db, { pglite });
}

type Kind = 'bare' | 'migrated';
const dumps: Partial<Record<Kind, Promise<Blob>>> = {};

/** The dump of a bare or migrated data directory, read once per process. */
function dump(kind: Kind): Promise<Blob> {
  dumps[kind] ??= (async () => {
    const file = inject(kind === 'bare' ? 'pgliteBareDump' : 'pgliteMigratedDump');
    if (file) return new Blob([new Uint8Array(await readFile(file))]);
    // Run without the project's global set-up: make the template here, once per process.
    const pglite = new PGlite();
    try {
      await pglite.waitReady;
      if (kind === 'migrated') await migrate(wrap(pglite));
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  })();
  return dumps[kind];
}

async function load(kind: Kind): Promise<TestDb> {
  const pglite = new PGlite({ loadDataDir: await dump(kind) });
  await pglite.waitReady;
  return wrap(pglite);
}

/** A migrated database of its own; close it when done. */
export function freshDb(): Promise<TestDb> {
  return load('migrated');
}

/** An in-memory PGlite with nothing applied (for the migration runner's own tests). */
export function emptyDb(): Promise<TestDb> {
  return load('bare');
}

/** Call in afterAll: lets go of the dumps this process read (the databases are the tests' to close). */
export async function closeTemplate(): Promise<void> {
  delete dumps.bare;
  delete dumps.migrated;
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

/** The SQLSTATE of a rejected promise (the driver's error, or one wrapping it), or 'resolved'. */
export async function sqlstateOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return sqlstateError(error)?.code ?? (error as Error).message;
  }
}

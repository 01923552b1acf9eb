import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { asAnon, asService, withUser } from '@/lib/db/scopes';
import { countRecentFailedSignIns, isSignInThrottled, recordSignInAttempt } from '@/lib/data/accounts';
import { countRecentSubmissions, hashClientAddress, listCallRequests, listContactSubmissions, recordCallRequest, recordContactSubmission } from '@/lib/data/inquiries';
import { requestNotesStorage, type RequestNotes } from '@/lib/monitoring/request-notes';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

let db: TestDb;
let user: TestUser;

beforeAll(async () => {
  db = await freshDb();
  user = await makeUser(db, { username: 'scoped' });
});
afterAll(async () => {
  await db.close();
  await closeTemplate();
});

describe('query scopes', () => {
  it('runs withUser as authenticated with the claims Supabase would set', async () => {
    const [row] = await withUser(user.claims, (tx) =>
      tx.query<{ role: string; uid: string; claimRole: string; email: string; aud: string }>(
        `select current_user as role, auth.uid()::text as uid, auth.role() as "claimRole",
                auth.jwt() ->> 'email' as email, auth.jwt() ->> 'aud' as aud`,
      ), db);
    expect(row).toEqual({ role: 'authenticated', uid: user.id, claimRole: 'authenticated', email: user.email, aud: 'authenticated' });
  });

  it('runs asAnon and asService under their roles, with no user', async () => {
    const [anon] = await asAnon((tx) => tx.query('select current_user as role, auth.uid() as uid'), db);
    const [service] = await asService((tx) => tx.query('select current_user as role, auth.role() as claim'), db);
    expect(anon).toEqual({ role: 'anon', uid: null });
    expect(service).toEqual({ role: 'service_role', claim: 'service_role' });
  });

  it("counts a request's statements on the embedded database into its notes (BEGIN and COMMIT too)", async () => {
    const notes: RequestNotes = { userId: null, error: null, metadata: { kind: 'page' } };
    await requestNotesStorage().run(notes, async () => {
      await withUser(user.claims, async (tx) => {
        await tx.query('select 1');
        await tx.query('select 2');
      }, db);
      await db.query('select 3');
    });
    // BEGIN, the scope's set_config, two selects, COMMIT; then one statement outside a transaction.
    expect(notes.metadata.dbStatements).toBe(6);
    expect(notes.metadata.dbBusyMs).toEqual(expect.any(Number));
    expect(notes.metadata.dbWaitMs).toEqual(expect.any(Number));
    // Outside a recorded request nothing is noted anywhere.
    await requestNotesStorage().run(null, () => db.query('select 4'));
    expect(notes.metadata.dbStatements).toBe(6);
  });

  it('leaves nothing behind on the connection after the transaction', async () => {
    await withUser(user.claims, (tx) => tx.query('select 1'), db);
    const [after] = await db.query<{ role: string; claims: string | null }>(
      `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(after).toEqual({ role: 'postgres', claims: null });
  });

  it('refuses claims without a user id', async () => {
    await expect(withUser({ sub: 'not-a-uuid' }, async () => 1, db)).rejects.toThrow();
    await expect(withUser({} as never, async () => 1, db)).rejects.toThrow();
  });

  it('rolls back everything when the function throws', async () => {
    await expect(
      withUser(user.claims, async (tx) => {
        await tx.query(`update public.users set username = 'renamed' where id = $1`, [user.id]);
        throw new Error('stop');
      }, db),
    ).rejects.toThrow('stop');
    const [row] = await asService((tx) => tx.query('select username from public.users where id = $1', [user.id]), db);
    expect(row).toEqual({ username: 'scoped' });
  });

  it('guards plain queries by RLS: the user sees their own rows, the visitor none', async () => {
    const mine = await withUser(user.claims, (tx) => tx.query<{ id: string; status: string }>('select id, account_status as status from public.users'), db);
    expect(mine).toEqual([{ id: user.id, status: 'active' }]);
    const personal = await withUser(user.claims, (tx) =>
      tx.query<{ created_at: Date }>('select created_at from public.workspaces where created_by = $1', [user.id]), db);
    expect(personal).toHaveLength(1);
    expect(personal[0]!.created_at).toBeInstanceOf(Date);
    expect(await sqlstateOf(asAnon((tx) => tx.query('select id from public.users'), db))).toBe('42501');
  });
});

describe('public form submissions', () => {
  it('stores contact messages and call requests from visitors and counts them per client', async () => {
    const ipHash = hashClientAddress('203.0.113.7', 'test-secret');
    expect(ipHash).toMatch(/^[0-9a-f]{64}$/);
    const since = new Date(Date.now() - 60_000);
    await asAnon((tx) => recordContactSubmission(tx, { name: 'Ann', email: 'ann@example.test', message: 'Please call me back.', locale: 'de', ipHash }), db);
    await asAnon(
      (tx) =>
        recordCallRequest(tx, {
          name: 'Ann',
          email: 'ann@example.test',
          company: 'Ann Parts',
          preferredDate: '2027-02-01',
          timeWindow: 'afternoon',
          timezone: 'Europe/Paris',
          topic: 'pilot',
          notes: 'ACES 4.2 please',
          ipHash,
        }),
      db,
    );
    expect(await asService((tx) => countRecentSubmissions(tx, { ipHash, since }), db)).toBe(2);
    const [contact] = await asService((tx) => listContactSubmissions(tx), db);
    expect(contact).toMatchObject({ name: 'Ann', company: null, locale: 'de' });
    const [call] = await asService((tx) => listCallRequests(tx), db);
    expect(call).toMatchObject({ preferredDate: '2027-02-01', timeWindow: 'afternoon', topic: 'pilot', notes: 'ACES 4.2 please' });
  });

  it('rejects values the forms would never send', async () => {
    const bad = asAnon((tx) => recordContactSubmission(tx, { name: 'A', email: 'not-an-email', message: 'hello' }), db);
    expect(await sqlstateOf(bad)).toBe('23514');
    const badLocale = asAnon((tx) => recordContactSubmission(tx, { name: 'A', email: 'a@b.c', message: 'hello', locale: 'xx' as never }), db);
    expect(await sqlstateOf(badLocale)).toBe('23514');
  });
});

describe('sign-in throttle', () => {
  it('counts failures per email, case-insensitively, and forgets them after a success', async () => {
    const email = 'throttle@example.test';
    for (let i = 0; i < 10; i++) {
      await asService((tx) => recordSignInAttempt(tx, { email: i % 2 ? email : 'THROTTLE@example.test', succeeded: false }), db);
    }
    expect(await asService((tx) => countRecentFailedSignIns(tx, email), db)).toBe(10);
    expect(await asService((tx) => isSignInThrottled(tx, email), db)).toBe(true);
    expect(await asService((tx) => isSignInThrottled(tx, 'someone.else@example.test'), db)).toBe(false);
    await asService((tx) => recordSignInAttempt(tx, { email, succeeded: true }), db);
    expect(await asService((tx) => countRecentFailedSignIns(tx, email), db)).toBe(0);
  });

  it('stores no email address, only its hash', async () => {
    await asService((tx) => recordSignInAttempt(tx, { email: 'private@example.test', succeeded: false }), db);
    const rows = await asService((tx) => tx.query<{ email_hash: string }>('select email_hash from public.sign_in_attempts'), db);
    for (const row of rows) expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

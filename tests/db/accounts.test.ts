import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries, listMyWorkspaces } from '@/lib/data/workspaces';
import { createAuthUser, createPersonalWorkspace, findAccountByEmail, findAuthUserByEmail, getAccount, getAccountStatus, isUsernameAvailable, listUsers, parseAccountStatus, setAccountStatus } from '@/lib/data/accounts';
import { asAnon, asService, withUser } from '@/lib/db/scopes';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb } from './harness';

let db: TestDb;

afterAll(closeTemplate);
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => db.close());

const HASH = '$2b$10$not.a.real.hash.only.for.tests.............';

describe('a new auth user', () => {
  it('gets a pending account with the username from the sign-up metadata', async () => {
    const created = await createAuthUser(db, { email: ' Ada@Example.TEST ', encryptedPassword: HASH, username: 'ada_l' });
    if (!created.ok) throw new Error(created.message);
    const account = await asService((tx) => getAccount(tx, created.user.id), db);
    expect(account).toMatchObject({
      id: created.user.id,
      email: 'ada@example.test',
      username: 'ada_l',
      accountStatus: 'pending_review',
      isAdmin: false,
      approvedAt: null,
    });
  });

  it('gets an account also when the auth service inserts the row itself (as Supabase Auth does)', async () => {
    const [row] = await db.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ('direct@example.test', '{"username":"direct"}') returning id`,
    );
    expect(await asService((tx) => getAccountStatus(tx, row!.id), db)).toBe('pending_review');
  });

  it('drops a malformed or taken username rather than failing the sign-up', async () => {
    await makeUser(db, { username: 'taken' });
    const dup = await createAuthUser(db, { email: 'dup@example.test', encryptedPassword: HASH, username: 'TAKEN' });
    const bad = await createAuthUser(db, { email: 'bad@example.test', encryptedPassword: HASH, username: '<script>' });
    if (!dup.ok || !bad.ok) throw new Error('sign-up failed');
    expect((await asService((tx) => getAccount(tx, dup.user.id), db))?.username).toBeNull();
    expect((await asService((tx) => getAccount(tx, bad.user.id), db))?.username).toBeNull();
  });

  it('refuses a second auth user with the same email', async () => {
    await makeUser(db, { email: 'once@example.test' });
    const again = await createAuthUser(db, { email: 'ONCE@example.test', encryptedPassword: HASH });
    expect(again).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('keeps the account email in step with the auth email', async () => {
    const user = await makeUser(db, { email: 'old@example.test' });
    await db.query(`update auth.users set email = 'new@example.test' where id = $1`, [user.id]);
    expect((await asService((tx) => getAccount(tx, user.id), db))?.email).toBe('new@example.test');
  });

  it('removes the account when the auth user is deleted', async () => {
    const user = await makeUser(db, {});
    await db.query('delete from auth.users where id = $1', [user.id]);
    expect(await asService((tx) => getAccount(tx, user.id), db)).toBeNull();
  });

  it('answers username availability to anonymous visitors', async () => {
    await makeUser(db, { username: 'grace' });
    expect(await asAnon((tx) => isUsernameAvailable(tx, 'Grace'), db)).toBe(false);
    expect(await asAnon((tx) => isUsernameAvailable(tx, 'hopper'), db)).toBe(true);
    expect(await asAnon((tx) => isUsernameAvailable(tx, 'x'), db)).toBe(false);
  });
});

describe('account status', () => {
  it('is null for a user without an account row, and the user can read their own', async () => {
    expect(await asService((tx) => getAccountStatus(tx, '00000000-0000-4000-8000-000000000000'), db)).toBeNull();
    const user = await makeUser(db, { status: 'suspended' });
    expect(await withUser(user.claims, (tx) => getAccountStatus(tx, user.id), db)).toBe('suspended');
  });

  it('treats missing or unknown values as pending review', () => {
    expect(parseAccountStatus(undefined)).toBe('pending_review');
    expect(parseAccountStatus('deleted')).toBe('pending_review');
    expect(parseAccountStatus('active')).toBe('active');
  });

  it('cannot hold an unknown value in the table', async () => {
    const user = await makeUser(db, {});
    expect(await sqlstateOf(db.query(`update public.users set account_status = 'approved' where id = $1`, [user.id]))).toBe('23514');
    const outcome = await asService((tx) => setAccountStatus(tx, { userId: user.id, status: 'approved' as never }), db);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('approval', () => {
  it('lets an administrator approve, records who and when, writes the audit log and creates the personal workspace', async () => {
    const admin = await makeUser(db, { admin: true });
    const user = await makeUser(db, { username: 'newbie', status: 'pending_review' });
    const outcome = await withUser(admin.claims, (tx) => setAccountStatus(tx, { userId: user.id, status: 'active', reason: 'met on call' }), db);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.account).toMatchObject({ accountStatus: 'active', approvedBy: admin.id, statusReason: 'met on call' });
    expect(outcome.account.approvedAt).toBeInstanceOf(Date);

    const [entry] = await asService((tx) => listAuditEntries(tx, { workspaceId: null }), db);
    expect(entry).toMatchObject({
      action: 'account.approved',
      actorId: admin.id,
      target: user.id,
      details: { from: 'pending_review', to: 'active', reason: 'met on call' },
    });
    const workspaces = await withUser(user.claims, (tx) => listMyWorkspaces(tx), db);
    expect(workspaces).toHaveLength(1);
    expect(workspaces[0]).toMatchObject({ role: 'owner', workspace: { personal: true, name: 'newbie' } });
  });

  it('creates the personal workspace only once, however often the account is approved', async () => {
    const user = await makeUser(db, {});
    await asService((tx) => setAccountStatus(tx, { userId: user.id, status: 'suspended' }), db);
    await asService((tx) => setAccountStatus(tx, { userId: user.id, status: 'active' }), db);
    const again = await asService((tx) => createPersonalWorkspace(tx, user.id), db);
    const [row] = await db.query<{ n: number; id: string }>(
      'select count(*)::int as n, min(id::text) as id from public.workspaces where created_by = $1',
      [user.id],
    );
    expect(row).toEqual({ n: 1, id: again });
  });

  it('refuses status changes from users who are not administrators, and administrators changing their own', async () => {
    const user = await makeUser(db, {});
    const other = await makeUser(db, { status: 'pending_review' });
    const admin = await makeUser(db, { admin: true });
    expect(await withUser(user.claims, (tx) => setAccountStatus(tx, { userId: other.id, status: 'active' }), db)).toMatchObject({
      ok: false,
      code: 'not_allowed',
    });
    expect(await withUser(admin.claims, (tx) => setAccountStatus(tx, { userId: admin.id, status: 'suspended' }), db)).toMatchObject({
      ok: false,
      code: 'not_allowed',
    });
    expect(await asAnon((tx) => tx.query(`select public.set_account_status($1, 'active')`, [other.id]), db).catch((e) => e.code)).toBe('42501');
  });

  it('refuses a suspended administrator', async () => {
    const admin = await makeUser(db, { admin: true });
    const user = await makeUser(db, { status: 'pending_review' });
    await asService((tx) => setAccountStatus(tx, { userId: admin.id, status: 'suspended' }), db);
    expect(await withUser(admin.claims, (tx) => setAccountStatus(tx, { userId: user.id, status: 'active' }), db)).toMatchObject({
      ok: false,
      code: 'not_allowed',
    });
  });

  it('reports an unknown account as not found', async () => {
    const outcome = await asService((tx) => setAccountStatus(tx, { userId: '00000000-0000-4000-8000-000000000000', status: 'active' }), db);
    expect(outcome).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('leaves the transaction usable after a refusal', async () => {
    const user = await makeUser(db, { status: 'pending_review' });
    const status = await asService(async (tx) => {
      await setAccountStatus(tx, { userId: '00000000-0000-4000-8000-000000000000', status: 'active' });
      await setAccountStatus(tx, { userId: user.id, status: 'active' });
      return getAccountStatus(tx, user.id);
    }, db);
    expect(status).toBe('active');
  });

  it('lists pending accounts oldest first and finds accounts by email', async () => {
    const first = await makeUser(db, { status: 'pending_review', email: 'first@example.test' });
    await makeUser(db, { status: 'active' });
    const second = await makeUser(db, { status: 'pending_review' });
    const pending = await asService((tx) => listUsers(tx, { status: 'pending_review' }), db);
    expect(pending.map((a) => a.id)).toEqual([first.id, second.id]);
    expect((await asService((tx) => findAccountByEmail(tx, 'FIRST@example.test'), db))?.id).toBe(first.id);
    expect((await findAuthUserByEmail(db, 'First@Example.test'))?.id).toBe(first.id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberByEmail, appendAudit, createWorkspace, listMyWorkspaces } from '@/lib/data/workspaces';
import { asAnon, asService, withUser } from '@/lib/db/scopes';
import { refusing } from '@/lib/db/refusals';
import { recordCallRequest, recordContactSubmission } from '@/lib/data/inquiries';
import { recordSignInAttempt, setAccountStatus } from '@/lib/data/accounts';
import type { Queryable } from '@/lib/db/types';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

/**
 * One small world, read by every test: alice and bob each own a personal workspace; alice also owns
 * "shared", where bob is a viewer, carol a reviewer and erin (now suspended) an operator. dave is
 * still pending review; root is a platform administrator.
 */
let db: TestDb;
let alice: TestUser, bob: TestUser, carol: TestUser, dave: TestUser, erin: TestUser, root: TestUser;
let aliceWs: string, bobWs: string, shared: string;

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);
/** A member row inserted straight, past the app's role checks: only RLS stands in the way. */
const insertMember = (tx: Queryable, workspaceId: string, userId: string, role: string) =>
  refusing(tx, async (q) => {
    await q.query(`insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)`, [workspaceId, userId, role]);
    return {};
  });

async function personalWorkspaceOf(user: TestUser): Promise<string> {
  const [row] = await asService(
    (tx) => tx.query<{ id: string }>('select id from public.workspaces where created_by = $1 and personal', [user.id]),
    db,
  );
  return row!.id;
}

beforeAll(async () => {
  db = await freshDb();
  alice = await makeUser(db, { username: 'alice' });
  bob = await makeUser(db, { username: 'bob' });
  carol = await makeUser(db, { username: 'carol' });
  dave = await makeUser(db, { username: 'dave', status: 'pending_review' });
  erin = await makeUser(db, { username: 'erin' });
  root = await makeUser(db, { username: 'root', admin: true });
  aliceWs = await personalWorkspaceOf(alice);
  bobWs = await personalWorkspaceOf(bob);
  const created = await as(alice, (tx) => createWorkspace(tx, { name: 'Shared', slug: 'shared' }));
  if (!created.ok) throw new Error(created.message);
  shared = created.workspaceId;
  for (const [user, role] of [
    [bob, 'viewer'],
    [carol, 'reviewer'],
    [erin, 'operator'],
  ] as const) {
    const added = await as(alice, (tx) => addMemberByEmail(tx, { workspaceId: shared, email: user.email, role }));
    if (!added.ok) throw new Error(added.message);
  }
  await asService((tx) => setAccountStatus(tx, { userId: erin.id, status: 'suspended', reason: 'test' }), db);
  await asAnon(
    (tx) => recordContactSubmission(tx, { name: 'Visitor', email: 'v@example.test', message: 'Hello there, Partsmith!' }),
    db,
  );
  await asAnon(
    (tx) =>
      recordCallRequest(tx, {
        name: 'Visitor',
        email: 'v@example.test',
        company: 'Brakes Inc',
        preferredDate: '2027-01-15',
        timeWindow: 'morning',
        timezone: 'Europe/Berlin',
        topic: 'demo',
      }),
    db,
  );
  await asService((tx) => recordSignInAttempt(tx, { email: alice.email, succeeded: false }), db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

describe('row level security on every table', () => {
  it('is enabled and forced on every table in public and on the audit chain heads', async () => {
    const tables = await db.query<{ name: string; enabled: boolean; forced: boolean }>(
      `select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual([
      'api_keys',
      'audit_chain_heads',
      'audit_log',
      'batch_items',
      'batches',
      'call_requests',
      'contact_submissions',
      'conversion_rows',
      'conversions',
      'custom_metrics',
      'docs_requests',
      'export_requests',
      'exports',
      'learned_terms',
      'monitoring_alerts',
      'notifications',
      'partner_access_log',
      'request_logs',
      'saved_mappings',
      'sender_identities',
      'sign_in_attempts',
      'upload_reservations',
      'uploads',
      'users',
      'workspace_members',
      'workspace_settings',
      'workspaces',
    ]);
    for (const table of tables) expect(table, table.name).toMatchObject({ enabled: true, forced: true });
  });

  it('gives anonymous visitors no read access to any table', async () => {
    const tables = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    for (const { name } of tables) {
      expect(await sqlstateOf(asAnon((tx) => tx.query(`select * from public.${name}`), db)), name).toBe('42501');
    }
  });
});

describe('users', () => {
  it('shows a user only their own account', async () => {
    expect(idsOf(await as(alice, (tx) => tx.query('select id from public.users')))).toEqual([alice.id]);
    expect(idsOf(await as(dave, (tx) => tx.query('select id from public.users')))).toEqual([dave.id]);
  });

  it('shows an administrator every account', async () => {
    const ids = idsOf(await as(root, (tx) => tx.query('select id from public.users')));
    expect(ids).toEqual([alice, bob, carol, dave, erin, root].map((u) => u.id).sort());
  });

  it('lets a user change their username but not their status or administrator flag', async () => {
    expect(await sqlstateOf(as(alice, (tx) => tx.query(`update public.users set account_status = 'active' where id = $1`, [alice.id])))).toBe('42501');
    expect(await sqlstateOf(as(dave, (tx) => tx.query(`update public.users set is_admin = true where id = $1`, [dave.id])))).toBe('42501');
    const renamed = await as(alice, (tx) =>
      tx.query<{ username: string }>(`update public.users set username = 'alice2' where id = $1 returning username`, [alice.id]),
    );
    expect(renamed).toEqual([{ username: 'alice2' }]);
    await as(alice, (tx) => tx.query(`update public.users set username = 'alice' where id = $1`, [alice.id]));
  });

  it("does not let a user change someone else's account", async () => {
    const touched = await as(alice, (tx) => tx.query(`update public.users set username = 'hijack' where id = $1 returning id`, [bob.id]));
    expect(touched).toEqual([]);
  });

  it('lets nobody but server code insert or delete accounts directly', async () => {
    expect(await sqlstateOf(as(alice, (tx) => tx.query(`delete from public.users where id = $1`, [alice.id])))).toBe('42501');
    expect(await sqlstateOf(as(root, (tx) => tx.query(`insert into public.users (id, email) values (gen_random_uuid(), 'x@y.z')`)))).toBe('42501');
  });
});

describe('workspaces', () => {
  it("shows each user only the workspaces they belong to", async () => {
    expect(idsOf(await as(alice, (tx) => tx.query('select id from public.workspaces')))).toEqual([aliceWs, shared].sort());
    expect(idsOf(await as(bob, (tx) => tx.query('select id from public.workspaces')))).toEqual([bobWs, shared].sort());
    expect(idsOf(await as(carol, (tx) => tx.query('select id from public.workspaces')))).toContain(shared);
    expect(idsOf(await as(carol, (tx) => tx.query('select id from public.workspaces')))).not.toContain(aliceWs);
  });

  it('shows a pending account no workspace, and a suspended member none of theirs', async () => {
    expect(await as(dave, (tx) => tx.query('select id from public.workspaces'))).toEqual([]);
    expect(await as(erin, (tx) => tx.query('select id from public.workspaces'))).toEqual([]);
    expect(await as(erin, (tx) => tx.query('select * from public.workspace_members'))).toEqual([]);
  });

  it('lists memberships with roles through listMyWorkspaces', async () => {
    const mine = await as(bob, (tx) => listMyWorkspaces(tx));
    expect(mine.map((m) => [m.workspace.id, m.role])).toEqual([
      [bobWs, 'owner'],
      [shared, 'viewer'],
    ]);
  });

  it('refuses direct inserts; workspaces are created through create_workspace by active accounts', async () => {
    expect(
      await sqlstateOf(as(alice, (tx) => tx.query(`insert into public.workspaces (name, slug) values ('X', 'x-direct')`))),
    ).toBe('42501');
    const pending = await as(dave, (tx) => createWorkspace(tx, { name: 'Nope', slug: 'nope' }));
    expect(pending).toMatchObject({ ok: false, code: 'not_allowed' });
    const taken = await as(bob, (tx) => createWorkspace(tx, { name: 'Again', slug: 'shared' }));
    expect(taken).toMatchObject({ ok: false, code: 'conflict', constraint: 'workspaces_slug_key' });
  });

  it('lets only owners rename or delete a workspace', async () => {
    const byViewer = await as(bob, (tx) => tx.query(`update public.workspaces set name = 'Mine now' where id = $1 returning id`, [shared]));
    expect(byViewer).toEqual([]);
    const byReviewer = await as(carol, (tx) => tx.query(`delete from public.workspaces where id = $1 returning id`, [shared]));
    expect(byReviewer).toEqual([]);
    const byOwner = await as(alice, (tx) =>
      tx.query<{ name: string }>(`update public.workspaces set name = 'Shared catalog' where id = $1 returning name`, [shared]),
    );
    expect(byOwner).toEqual([{ name: 'Shared catalog' }]);
  });

  it("makes another workspace's rows invisible to updates and deletes", async () => {
    const rows = await as(alice, (tx) => tx.query(`delete from public.workspaces where id = $1 returning id`, [bobWs]));
    expect(rows).toEqual([]);
    const [still] = await asService((tx) => tx.query('select count(*)::int as n from public.workspaces where id = $1', [bobWs]), db);
    expect(still).toEqual({ n: 1 });
  });
});

describe('workspace members', () => {
  it('shows members only of workspaces the user belongs to', async () => {
    const rows = await as(bob, (tx) => tx.query<{ workspace_id: string }>('select distinct workspace_id from public.workspace_members'));
    expect(rows.map((r) => r.workspace_id).sort()).toEqual([bobWs, shared].sort());
  });

  it("refuses adding oneself to another user's workspace", async () => {
    const outcome = await as(alice, (tx) => insertMember(tx, bobWs, alice.id, 'owner'));
    expect(outcome).toMatchObject({ ok: false, code: 'not_allowed' });
  });

  it('refuses a viewer or reviewer managing members', async () => {
    const byViewer = await as(bob, (tx) => insertMember(tx, shared, dave.id, 'viewer'));
    expect(byViewer).toMatchObject({ ok: false, code: 'not_allowed' });
    // An update RLS filters out touches no row rather than failing.
    const byReviewer = await as(carol, (tx) =>
      tx.query(`update public.workspace_members set role = 'owner' where workspace_id = $1 and user_id = $2 returning user_id`, [shared, carol.id]),
    );
    expect(byReviewer).toEqual([]);
    const [carolNow] = await asService((tx) => tx.query<{ role: string }>(`select role from public.workspace_members where workspace_id = $1 and user_id = $2`, [shared, carol.id]), db);
    expect(carolNow?.role).toBe('reviewer');
  });

  it('rejects a role that does not exist', async () => {
    const insert = as(alice, (tx) =>
      tx.query(`insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'superuser')`, [shared, dave.id]),
    );
    expect(await sqlstateOf(insert)).toBe('23514');
  });
});

describe('audit log', () => {
  it("shows members their workspaces' entries and administrators the platform chain", async () => {
    const seen = async (user: TestUser) =>
      new Set((await as(user, (tx) => tx.query<{ w: string | null }>('select workspace_id as w from public.audit_log'))).map((r) => r.w));
    expect(await seen(alice)).toEqual(new Set([aliceWs, shared]));
    expect(await seen(bob)).toEqual(new Set([bobWs, shared]));
    expect((await seen(root)).has(null)).toBe(true);
    expect(await seen(dave)).toEqual(new Set());
  });

  it('refuses direct inserts from users; they append through append_audit', async () => {
    expect(
      await sqlstateOf(as(alice, (tx) => tx.query(`insert into public.audit_log (workspace_id, action, hash) values ($1, 'x.y', 'h')`, [aliceWs]))),
    ).toBe('42501');
    const ok = await as(carol, (tx) => appendAudit(tx, { workspaceId: shared, action: 'review.approved', target: 'row 12' }));
    expect(ok.ok).toBe(true);
  });

  it("refuses appending to another workspace's log, or to the platform chain without being an administrator", async () => {
    expect(await as(alice, (tx) => appendAudit(tx, { workspaceId: bobWs, action: 'review.approved' }))).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await as(alice, (tx) => appendAudit(tx, { workspaceId: null, action: 'account.approved' }))).toMatchObject({ ok: false, code: 'not_allowed' });
    expect((await as(root, (tx) => appendAudit(tx, { workspaceId: null, action: 'platform.note' }))).ok).toBe(true);
  });

  it('refuses a viewer writing to the log', async () => {
    expect(await as(bob, (tx) => appendAudit(tx, { workspaceId: shared, action: 'review.approved' }))).toMatchObject({ ok: false, code: 'not_allowed' });
  });

  it('records the signed-in user as the actor and refuses naming someone else', async () => {
    const spoof = await as(carol, (tx) => appendAudit(tx, { workspaceId: shared, action: 'review.approved', actorId: alice.id }));
    expect(spoof).toMatchObject({ ok: false, code: 'not_allowed' });
    const own = await as(carol, (tx) => appendAudit(tx, { workspaceId: shared, action: 'review.rejected' }));
    if (!own.ok) throw new Error(own.message);
    const [row] = await asService((tx) => tx.query('select actor_id from public.audit_log where id = $1', [own.id]), db);
    expect(row).toEqual({ actor_id: carol.id });
  });

  it('hides the chain heads from users', async () => {
    expect(await sqlstateOf(as(root, (tx) => tx.query('select * from public.audit_chain_heads')))).toBe('42501');
  });
});

describe('public form submissions', () => {
  it('lets anonymous visitors insert but not read back', async () => {
    expect(await sqlstateOf(asAnon((tx) => tx.query('select * from public.contact_submissions'), db))).toBe('42501');
    expect(await sqlstateOf(asAnon((tx) => tx.query('select * from public.call_requests'), db))).toBe('42501');
    expect(await sqlstateOf(asAnon((tx) => tx.query('select * from public.docs_requests'), db))).toBe('42501');
    expect(await sqlstateOf(asAnon((tx) => tx.query('select * from public.inquiries'), db))).toBe('42501');
  });

  it('refuses visitors setting columns the table owns', async () => {
    expect(
      await sqlstateOf(
        asAnon(
          (tx) => tx.query(`insert into public.contact_submissions (name, email, message, created_at) values ('a', 'a@b.c', 'hello!', '2000-01-01')`),
          db,
        ),
      ),
    ).toBe('42501');
    // Nobody sends a message that arrives already handled.
    expect(
      await sqlstateOf(
        asAnon(
          (tx) => tx.query(`insert into public.docs_requests (name, email, company, documents, status) values ('a', 'a@b.c', 'Co', 'dpa', 'handled')`),
          db,
        ),
      ),
    ).toBe('42501');
  });

  it('shows submissions to administrators only', async () => {
    expect(await as(alice, (tx) => tx.query('select id from public.contact_submissions'))).toEqual([]);
    expect(await as(alice, (tx) => tx.query('select id from public.call_requests'))).toEqual([]);
    expect(await as(root, (tx) => tx.query('select id from public.contact_submissions'))).toHaveLength(1);
    expect(await as(root, (tx) => tx.query('select id from public.call_requests'))).toHaveLength(1);
  });
});

describe('sign-in attempts', () => {
  it('are for server code only', async () => {
    expect(await sqlstateOf(as(root, (tx) => tx.query('select * from public.sign_in_attempts')))).toBe('42501');
    expect(await asService((tx) => tx.query('select id from public.sign_in_attempts'), db)).toHaveLength(1);
  });
});

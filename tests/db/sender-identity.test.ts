import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMemberByEmail, createWorkspace, getSenderIdentity, listAuditEntries, saveSenderIdentity } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import type { SenderIdentity } from '@/lib/catalog';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

/**
 * The sender identity's storage (issue 12.3): team "Pads" is owned by olivia, otto is an operator,
 * vera a viewer; xavier owns a workspace of his own.
 */
let db: TestDb;
let olivia: TestUser, otto: TestUser, vera: TestUser, xavier: TestUser;
let team: string, other: string;

const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);

const IDENTITY: SenderIdentity = {
  company: 'Bremsen Müller & Söhne GmbH',
  senderName: 'Zoë Ångström',
  phone: '+49 30 1234-5678',
  email: 'daten@mueller.example',
  brands: [
    { name: 'Müller Pro', code: 'BKMN' },
    { name: 'Müller Eco', code: 'BKMP' },
  ],
  documentTitle: '{brand} {date}',
  language: 'de',
};

beforeEach(async () => {
  db = await freshDb();
  olivia = await makeUser(db, { username: 'olivia' });
  otto = await makeUser(db, { username: 'otto' });
  vera = await makeUser(db, { username: 'vera' });
  xavier = await makeUser(db, { username: 'xavier' });
  const created = await as(olivia, (tx) => createWorkspace(tx, { name: 'Pads', slug: 'pads' }));
  if (!created.ok) throw new Error(created.message);
  team = created.workspaceId;
  for (const [user, role] of [
    [otto, 'operator'],
    [vera, 'viewer'],
  ] as const) {
    const added = await as(olivia, (tx) => addMemberByEmail(tx, { workspaceId: team, email: user.email, role }));
    if (!added.ok) throw new Error(added.message);
  }
  const own = await as(xavier, (tx) => createWorkspace(tx, { name: 'Xavier Parts', slug: 'xavier-parts' }));
  if (!own.ok) throw new Error(own.message);
  other = own.workspaceId;
});

afterEach(async () => {
  await db?.close();
});

afterAll(async () => {
  await closeTemplate();
});

describe('a workspace sender identity', () => {
  it('is empty until an owner saves one, so every header field is still a placeholder', async () => {
    expect(await as(vera, (tx) => getSenderIdentity(tx, team))).toEqual({
      workspaceId: team,
      identity: {},
      placeholders: ['Company', 'SenderName', 'SenderPhone'],
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('is saved by an owner, read back by every member and audited', async () => {
    const saved = await as(olivia, (tx) => saveSenderIdentity(tx, team, IDENTITY));
    expect(saved).toMatchObject({ ok: true, sender: { identity: IDENTITY, placeholders: [], updatedBy: olivia.id } });
    expect((await as(vera, (tx) => getSenderIdentity(tx, team)))?.identity).toEqual(IDENTITY);
    const entries = await asService((tx) => listAuditEntries(tx, { workspaceId: team }), db);
    const entry = entries.find((e) => e.action === 'workspace.sender_identity_changed');
    expect(entry).toMatchObject({ actorId: olivia.id, target: team, details: { company: IDENTITY.company!, sender_phone: IDENTITY.phone! } });
  });

  it('is replaced as a whole: a field left out goes back to a placeholder', async () => {
    await as(olivia, (tx) => saveSenderIdentity(tx, team, IDENTITY));
    const saved = await as(olivia, (tx) => saveSenderIdentity(tx, team, { company: 'Pads GmbH', senderName: 'Olivia' }));
    expect(saved).toMatchObject({ ok: true, sender: { identity: { company: 'Pads GmbH', senderName: 'Olivia' }, placeholders: ['SenderPhone'] } });
  });

  it('refuses invalid values with a message naming the field, before anything is written', async () => {
    const refused = await as(olivia, (tx) => saveSenderIdentity(tx, team, { phone: 'call us', brands: [{ name: 'Acme', code: 'AAAA' }] }));
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
    expect(refused.ok ? '' : refused.message).toMatch(/Sender phone .*phone number.*Sender brands\.0\.code "AAAA"/);
    expect((await as(olivia, (tx) => getSenderIdentity(tx, team)))?.updatedAt).toBeNull();
  });

  it('cannot be changed by an operator or a viewer', async () => {
    for (const user of [otto, vera]) {
      const refused = await as(user, (tx) => saveSenderIdentity(tx, team, IDENTITY));
      expect(refused).toMatchObject({ ok: false, code: 'not_allowed' });
    }
    expect((await as(olivia, (tx) => getSenderIdentity(tx, team)))?.identity).toEqual({});
  });

  it('is guarded by RLS too: a non-owner writing the table directly is refused', async () => {
    await as(olivia, (tx) => saveSenderIdentity(tx, team, IDENTITY));
    const insert = as(otto, (tx) => tx.query(`insert into public.sender_identities (workspace_id, company) values ($1, 'Otto Inc')`, [other]));
    expect(await sqlstateOf(insert)).toBe('42501');
    // An update RLS hides is no error, just no row changed.
    const updated = await as(otto, (tx) => tx.query(`update public.sender_identities set company = 'Otto Inc' where workspace_id = $1 returning company`, [team]));
    expect(updated).toEqual([]);
    expect((await as(vera, (tx) => getSenderIdentity(tx, team)))?.identity.company).toBe(IDENTITY.company);
    // Nobody may set who changed it: the stamp column is not granted.
    expect(await sqlstateOf(as(olivia, (tx) => tx.query(`update public.sender_identities set updated_by = $2 where workspace_id = $1`, [team, otto.id])))).toBe('42501');
  });

  it('cannot be read or written from another workspace', async () => {
    await as(olivia, (tx) => saveSenderIdentity(tx, team, IDENTITY));
    expect(await as(xavier, (tx) => getSenderIdentity(tx, team))).toBeNull();
    expect(await as(xavier, (tx) => tx.query(`select * from public.sender_identities where workspace_id = $1`, [team]))).toEqual([]);
    expect(await as(xavier, (tx) => saveSenderIdentity(tx, team, { company: 'Hijack' }))).toMatchObject({ ok: false, code: 'not_found' });
    // His own workspace's identity is his to set, and says nothing about Pads.
    expect(await as(xavier, (tx) => saveSenderIdentity(tx, other, { company: 'Xavier Parts' }))).toMatchObject({ ok: true });
    expect((await as(olivia, (tx) => getSenderIdentity(tx, team)))?.identity.company).toBe(IDENTITY.company);
  });

  it('is checked by the database as well, for rows written around the app', async () => {
    const write = (column: string, value: unknown) =>
      sqlstateOf(asService((tx) => tx.query(`insert into public.sender_identities (workspace_id, ${column}) values ($1, $2)`, [team, value]), db));
    expect(await write('sender_phone', 'call us')).toBe('23514');
    expect(await write('sender_name', 'x'.repeat(61))).toBe('23514');
    expect(await write('company', 'Acme\nBrakes')).toBe('23514');
    expect(await write('sender_email', 'not an address')).toBe('23514');
    expect(await write('default_language', 'pt')).toBe('23514');
    expect(await write('brands', JSON.stringify([{ name: 'Acme', code: 'AEIO' }]))).toBe('23514');
    expect(await write('brands', JSON.stringify([{ code: 'BKMN' }]))).toBe('23514');
    expect(await write('brands', JSON.stringify({ name: 'Acme', code: 'BKMN' }))).toBe('23514');
    expect(await write('brands', JSON.stringify([{ name: 'Müller Pro', code: 'BKMN' }]))).toBe('resolved');
  });

  it('is readable by the job runner (service role), which writes it into the headers', async () => {
    await as(olivia, (tx) => saveSenderIdentity(tx, team, IDENTITY));
    expect((await asService((tx) => getSenderIdentity(tx, team), db))?.identity).toEqual(IDENTITY);
  });
});

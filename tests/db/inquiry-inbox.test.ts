import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, asService, withUser } from '@/lib/db';
import { listAuditEntries } from '@/lib/data/workspaces';
import { INQUIRY_RATE_LIMIT, REQUESTED_DOCUMENTS, createInquiryRecorder, listInquiries, processInquiry, setInquiryStatus } from '@/lib/data/inquiries';
import { SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { closeTemplate, freshDb, makeUser, type TestDb, type TestUser } from './harness';

let db: TestDb;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  db = await freshDb();
  admin = await makeUser(db, { admin: true });
  member = await makeUser(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

const CLIENT = 'b'.repeat(64);

function docsRequest(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Grace Hopper', email: 'grace@example.com', company: 'Compiler Brakes', documents: 'dpa', notes: '', ...fields })) {
    form.set(name, value);
  }
  return form;
}

describe('the docs request and the inquiry inbox', () => {
  it('offers the documents the table accepts (its check constraint, the migration\'s copy of the list)', async () => {
    const [row] = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'docs_requests_documents_check'`,
    );
    expect([...row!.def.matchAll(/'([a-z]+)'/g)].map((m) => m[1])).toEqual([...REQUESTED_DOCUMENTS]);
  });

  it('stores a docs request through the same validation, rate limit and storage as the other forms', async () => {
    const limiter = new SlidingWindowRateLimiter(INQUIRY_RATE_LIMIT);
    const context = {
      clientKey: CLIENT,
      limiter,
      record: createInquiryRecorder({ locale: 'fr', clientKey: CLIENT }, db),
      now: new Date(),
    };
    expect(await processInquiry('docsRequest', docsRequest({ documents: 'brochure' }), context)).toMatchObject({
      ok: false,
      fieldErrors: { documents: { key: 'inquiryForm.errors.documentsInvalid' } },
    });
    expect(await processInquiry('docsRequest', docsRequest({ company: '' }), context)).toMatchObject({
      ok: false,
      fieldErrors: { company: { key: 'inquiryForm.errors.companyRequired' } },
    });
    for (let i = 0; i < INQUIRY_RATE_LIMIT.limit; i++) {
      expect(await processInquiry('docsRequest', docsRequest({ notes: `Request ${i}` }), context)).toEqual({ ok: true, data: undefined });
    }
    const refused = await processInquiry('docsRequest', docsRequest({ notes: 'one too many' }), context);
    expect(refused).toMatchObject({ ok: false, error: { key: 'inquiryForm.errors.rateLimited' } });

    const stored = await asService((tx) => tx.query<{ documents: string; locale: string; ip_hash: string; status: string }>(
      `select documents, locale, ip_hash, status from public.docs_requests`,
    ), db);
    expect(stored).toHaveLength(INQUIRY_RATE_LIMIT.limit);
    expect(stored[0]).toEqual({ documents: 'dpa', locale: 'fr', ip_hash: CLIENT, status: 'new' });
  });

  it('lists all three kinds for a platform administrator, newest first, paged', async () => {
    const record = createInquiryRecorder({ locale: 'en', clientKey: CLIENT }, db);
    await record('contact', { name: 'Ada', email: 'ada@example.com', message: 'Forty thousand brake parts.' });
    await record('callRequest', {
      name: 'Alan',
      email: 'alan@example.com',
      company: 'Enigma Axles',
      preferredDate: '2026-12-01',
      timeWindow: 'morning',
      timezone: 'Europe/London',
      topic: 'pilot',
    });
    // The embedded database's clock can give rows made within a millisecond one timestamp, and the
    // list breaks such ties by id (random): spread the rows a second apart in the order they were
    // made (as the superuser: no role may change a row's time), so "newest first" has one answer
    // (it once listed Request 3 before Request 4).
    await db.pglite.exec(`
      update public.docs_requests set created_at = timestamptz '2026-01-01 00:00:00Z' + substring(notes from 'Request ([0-9]+)')::int * interval '1 second';
      update public.contact_submissions set created_at = timestamptz '2026-01-01 00:01:00Z';
      update public.call_requests set created_at = timestamptz '2026-01-01 00:02:00Z';`);
    const first = await withUser(admin.claims, (tx) => listInquiries(tx, { page: 1, pageSize: 3 }), db);
    expect(first.total).toBe(INQUIRY_RATE_LIMIT.limit + 2);
    expect(first.inquiries.map((i) => i.kind)).toEqual(['callRequest', 'contact', 'docsRequest']);
    expect(first.inquiries[0]).toMatchObject({ name: 'Alan', details: { topic: 'pilot', preferredDate: '2026-12-01' }, status: 'new' });
    expect(first.inquiries[2]).toMatchObject({ company: 'Compiler Brakes', details: { documents: 'dpa' }, message: 'Request 4' });
    const last = await withUser(admin.claims, (tx) => listInquiries(tx, { page: 3, pageSize: 3 }), db);
    expect(last.inquiries.map((i) => i.message)).toEqual(['Request 0']);
  });

  it('shows a member who is no platform administrator nothing, and a visitor nothing', async () => {
    const seen = await withUser(member.claims, (tx) => listInquiries(tx), db);
    expect(seen).toEqual({ inquiries: [], total: 0 });
    const anon = await asAnon((tx) => tx.query(`select * from public.docs_requests`), db).catch((error: { code?: string }) => error.code);
    expect(anon).toBe('42501');
  });

  it('lets only a platform administrator mark an inquiry handled, and audits it', async () => {
    const { inquiries } = await withUser(admin.claims, (tx) => listInquiries(tx, { pageSize: 1 }), db);
    const target = inquiries[0]!;

    const refused = await withUser(member.claims, (tx) => setInquiryStatus(tx, { kind: target.kind, id: target.id, status: 'handled' }), db);
    expect(refused).toMatchObject({ ok: false, code: 'not_allowed' });
    const direct = await withUser(member.claims, (tx) => tx.query(`update public.call_requests set status = 'handled'`), db).catch(
      (error: { code?: string }) => error.code,
    );
    expect(direct).toBe('42501');

    const wrongKind = await withUser(admin.claims, (tx) => setInquiryStatus(tx, { kind: 'contact', id: target.id, status: 'handled' }), db);
    expect(wrongKind).toMatchObject({ ok: false, code: 'not_found' });

    expect(await withUser(admin.claims, (tx) => setInquiryStatus(tx, { kind: target.kind, id: target.id, status: 'handled' }), db)).toEqual({
      ok: true,
      status: 'handled',
    });
    const after = await withUser(admin.claims, (tx) => listInquiries(tx, { pageSize: 1 }), db);
    expect(after.inquiries[0]).toMatchObject({ id: target.id, status: 'handled', handledAt: expect.any(Date) });

    const audit = await asService((tx) => listAuditEntries(tx, { workspaceId: null, limit: 5 }), db);
    expect(audit[0]).toMatchObject({
      action: 'inquiry.handled',
      target: `${target.kind}:${target.id}`,
      actorId: admin.id,
      details: { kind: target.kind, from: 'new', to: 'handled' },
    });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listOutboxMessages } from '@/lib/auth/embedded/outbox';
import { openAlerts } from '@/lib/data/monitoring';
import { ExportResponseSchema, JobResponseSchema, ReferenceSearchResultSchema, UploadResultSchema, type ApiRuntime } from '@/lib/api';
import { asService, withUser } from '@/lib/db/scopes';
import { render, say } from '@/lib/catalog/messages';
import { countPartnerAccess } from '@/lib/data/partner-access/audit';
import { guardAiSuggestion, guardPartnerAccess } from '@/lib/data/partner-access/guard';
import { runRetention } from '@/lib/jobs';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate, makeUser, type TestUser } from './harness';
import { buildJobWorld, waitFor, type JobWorld } from './jobs-world';

/**
 * The partner data-loss rule on the real database: off by default (nothing checked, nothing written),
 * on with PARTSMITH_PARTNER_DATA_CHECK=1 (every decision an audit record, refusals answered 403),
 * and the audit trail readable by platform administrators only.
 */
const FLAG = 'PARTSMITH_PARTNER_DATA_CHECK';
let world: JobWorld;
let api: ApiRuntime;
let key: string;
let admin: TestUser;

type LogRow = {
  operation: string;
  user_id: string | null;
  data_source: string;
  involves_ai: boolean;
  authorized: boolean;
  alert_triggered: boolean;
  reason: string | null;
};
const log = () => asService((tx) => tx.query<LogRow>('select operation, user_id, data_source, involves_ai, authorized, alert_triggered, reason from public.partner_access_log order by id'), world.db);

beforeAll(async () => {
  // A refusal raises an alert, mailed through this process's mailer: the outbox of a data folder of its own.
  process.env.PARTSMITH_DATA_DIR = await mkdtemp(path.join(tmpdir(), 'partner-access-'));
  world = await buildJobWorld();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  admin = await makeUser(world.db, { admin: true });
}, 120_000);

afterEach(async () => {
  delete process.env[FLAG];
  // Only the retention job deletes audit records (a year on): the superuser clears them between tests.
  await world.db.pglite.query('delete from public.partner_access_log');
});

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('the partner data-loss rule, off (the default)', () => {
  it('lets reference answers and AI calls through and records nothing', async () => {
    const search = await call(api, 'GET', '/api/v1/reference/search?kind=part-type&q=brake', { key });
    expect(search.status).toBe(200);
    expect(await guardAiSuggestion({ dataSource: 'VCdb', userId: world.owner.id }, { db: world.db })).toEqual({ allowed: true, checked: false });
    expect(await log()).toEqual([]);
  });
});

describe('the partner data-loss rule, on', () => {
  it('records an authorized reference search over REST and answers it', async () => {
    process.env[FLAG] = '1';
    const search = await call(api, 'GET', '/api/v1/reference/search?kind=make&q=toy', { key });
    expect(search.status).toBe(200);
    ReferenceSearchResultSchema.parse(search.body);
    expect(await log()).toEqual([
      { operation: 'api.reference.search', user_id: world.owner.id, data_source: 'VCdb', involves_ai: false, authorized: true, alert_triggered: false, reason: null },
    ]);
  });

  it('refuses an AI suggestion over partner data and one for nobody known', async () => {
    process.env[FLAG] = 'true';
    expect(await guardAiSuggestion({ dataSource: 'PCdb', userId: world.owner.id }, { db: world.db })).toEqual({ allowed: false, checked: true, reason: 'ai_on_partner_data' });
    expect(await guardPartnerAccess({ operation: 'export.download', dataSource: 'VCdb', involvesAi: false, userId: null }, { db: world.db })).toEqual({ allowed: false, checked: true, reason: 'unknown_user' });
    expect(await guardAiSuggestion({ dataSource: 'other', userId: world.owner.id }, { db: world.db })).toEqual({ allowed: true, checked: true });
    expect((await log()).map((r) => [r.operation, r.data_source, r.involves_ai, r.authorized, r.alert_triggered, r.reason])).toEqual([
      ['ai.suggest', 'PCdb', true, false, true, 'ai_on_partner_data'],
      ['export.download', 'VCdb', false, false, true, 'unknown_user'],
      ['ai.suggest', 'other', true, true, false, null],
    ]);
    // Each refusal is an alert (the audit's alert_triggered), high, mailed once to ops and security.
    const alerts = await withUser(admin.claims, (tx) => openAlerts(tx), world.db);
    expect(alerts.map((a) => [a.incident, a.severity, a.recipients.join(' ')]).sort()).toEqual([
      ['security:partnerData:ai.suggest:PCdb:ai_on_partner_data', 'high', 'ops@partsmith.example security@partsmith.example'],
      ['security:partnerData:export.download:VCdb:unknown_user', 'high', 'ops@partsmith.example security@partsmith.example'],
    ]);
    const mails = (await listOutboxMessages(50)).filter((m) => m.to === 'security@partsmith.example').map((m) => m.subject);
    expect(mails.sort()).toEqual(['[High] Partner data refused: ai.suggest on PCdb', '[High] Partner data refused: export.download on VCdb']);
    // What the routes answer with a refusal, in the caller's language.
    expect(render(say('refusal.partnerData', { reason: 'ai_on_partner_data' }), 'de')).toBe('Referenzdaten von Auto Care (VCdb, PAdb, PCdb) dürfen nicht an einen KI-Dienst gehen.');
    expect(render(say('refusal.partnerData', { reason: 'unknown_user' }), 'en')).toBe('Auto Care reference data goes only to a known, signed-in user.');
  });

  it('refuses when the decision cannot be written: no unaudited hand-out', async () => {
    process.env[FLAG] = '1';
    const broken = { ...world.db, transaction: () => Promise.reject(new Error('database away')) } as typeof world.db;
    expect(await guardPartnerAccess({ operation: 'api.reference.search', dataSource: 'VCdb', involvesAi: false, userId: world.owner.id }, { db: broken })).toMatchObject({ allowed: false });
  });
});

describe('the partner-access audit trail', () => {
  it('is counted for platform administrators and shows nobody else a thing', async () => {
    process.env[FLAG] = '1';
    await guardAiSuggestion({ dataSource: 'VCdb', userId: world.owner.id }, { db: world.db });
    await guardPartnerAccess({ operation: 'api.reference.search', dataSource: 'PCdb', involvesAi: false, userId: world.owner.id }, { db: world.db });
    await guardPartnerAccess({ operation: 'api.reference.search', dataSource: 'PCdb', involvesAi: false, userId: null }, { db: world.db });

    expect(await withUser(admin.claims, (tx) => countPartnerAccess(tx), world.db)).toEqual({ total: 3, authorized: 1, denied: 2, aiDenied: 1, alerts: 2 });
    expect(await withUser(admin.claims, (tx) => countPartnerAccess(tx, { since: new Date(Date.now() + 60_000) }), world.db)).toMatchObject({ total: 0 });
    expect(await withUser(world.owner.claims, (tx) => countPartnerAccess(tx), world.db)).toEqual({ total: 0, authorized: 0, denied: 0, aiDenied: 0, alerts: 0 });
    // Nobody writes it but server code.
    await expect(
      withUser(admin.claims, (tx) => tx.query(`insert into public.partner_access_log (operation, data_source, authorized) values ('x', 'VCdb', true)`), world.db),
    ).rejects.toThrow();
  });
});

describe('the partner-access audit trail, a year on', () => {
  it('is deleted by the retention job after 365 days, and by no user', async () => {
    const DAY = 86_400_000;
    const now = new Date();
    await world.db.pglite.query(
      `insert into public.partner_access_log (occurred_at, operation, data_source, authorized) values ($1, 'api.old', 'VCdb', true), ($2, 'api.recent', 'PCdb', true)`,
      [new Date(now.getTime() - 366 * DAY).toISOString(), new Date(now.getTime() - 364 * DAY).toISOString()],
    );
    await withUser(admin.claims, (tx) => tx.query('delete from public.partner_access_log'), world.db).catch(() => undefined);
    expect(await log()).toHaveLength(2);
    expect((await runRetention(world.ctx, now)).partnerAccessDeleted).toBe(1);
    expect((await log()).map((r) => r.operation)).toEqual(['api.recent']);
  });
});

describe('export downloads under the rule', () => {
  it('are answered and written to the audit trail with the partner database each file carries', async () => {
    await world.startWorkers();
    const uploaded = await call(api, 'POST', '/api/v1/uploads?name=guarded.csv', { key, body: await readFile('tests/fixtures/exports/guarded.csv') });
    const job = JobResponseSchema.parse((await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId: UploadResultSchema.parse(uploaded.body).upload.id, brand: 'BKMN' } })).body).job;
    await waitFor(async () => JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${job.id}`, { key })).body).job, (j) => j.status === 'succeeded');
    const started = ExportResponseSchema.parse((await call(api, 'POST', '/api/v1/exports', { key, json: { jobId: job.id, confirm: true } })).body).export;
    const done = await waitFor(async () => ExportResponseSchema.parse((await call(api, 'GET', `/api/v1/exports/${started.id}`, { key })).body).export, (e) => e.status === 'succeeded' || e.status === 'failed');
    expect(done.status).toBe('succeeded');

    // Off: downloaded, nothing written.
    expect((await call(api, 'GET', `/api/v1/exports/${started.id}/download?file=aces.xml`, { key })).status).toBe(200);
    expect(await log()).toEqual([]);

    process.env[FLAG] = '1';
    expect((await call(api, 'GET', `/api/v1/exports/${started.id}/download?file=aces.xml`, { key })).status).toBe(200);
    expect((await call(api, 'GET', `/api/v1/exports/${started.id}/download?file=pies.xml`, { key })).status).toBe(200);
    expect((await log()).map((r) => [r.operation, r.data_source, r.user_id, r.authorized])).toEqual([
      ['api.export.download', 'VCdb', world.owner.id, true],
      ['api.export.download', 'PCdb', world.owner.id, true],
    ]);
  }, 180_000);
});

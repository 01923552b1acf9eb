import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema, type ApiRuntime } from '@/lib/api';
import { asService, withUser } from '@/lib/db/scopes';
import { setAccountStatus } from '@/lib/data/accounts';
import { addMemberByEmail, changeMemberRole, createWorkspace, listApiKeys, removeMember, revokeApiKey } from '@/lib/data/workspaces';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { startConversion } from '@/lib/data/catalogs';
import { ALL_SCOPES, apiRuntime, call, makeKey } from './api-world';
import { closeTemplate, makeUser, type TestUser } from './harness';
import { buildJobWorld, type JobWorld } from './jobs-world';

/** Who may use a key, on what, how often: everything that is refused before or around the work. */

const OUTCOMES = 'tests/fixtures/convert/outcomes.csv';
const NOBODY = '00000000-0000-4000-8000-000000000000';

let world: JobWorld;
let api: ApiRuntime;
let ownerKey: string;
/** A job and upload in another workspace the same owner belongs to. */
let elsewhere: { workspaceId: string; uploadId: string; jobId: string };
let here: { uploadId: string; jobId: string };

async function uploadAndQueue(user: TestUser, workspaceId: string) {
  const received = await submitUpload(user.claims, { workspaceId, fileName: 'outcomes.csv', body: createReadStream(OUTCOMES) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const started = await submitConversion(user.claims, { workspaceId, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!started.ok) throw new Error(started.message);
  return { uploadId: received.upload.id, jobId: started.conversion.id };
}

async function secondOwner(): Promise<TestUser> {
  const user = await makeUser(world.db);
  const added = await withUser(world.owner.claims, (tx) => addMemberByEmail(tx, { workspaceId: world.workspace, email: user.email, role: 'owner' }), world.db);
  if (!added.ok) throw new Error(added.message);
  return user;
}

async function setRole(user: TestUser, role: 'owner' | 'viewer'): Promise<void> {
  const changed = await withUser(world.owner.claims, (tx) => changeMemberRole(tx, { workspaceId: world.workspace, userId: user.id, role }), world.db);
  if (!changed.ok) throw new Error(changed.message);
}

beforeAll(async () => {
  world = await buildJobWorld();
  api = apiRuntime(world);
  ownerKey = await makeKey(world, world.owner);
  here = await uploadAndQueue(world.owner, world.workspace);
  const other = await withUser(world.owner.claims, (tx) => createWorkspace(tx, { name: 'Other', slug: `other-${world.owner.id.slice(0, 8)}` }), world.db);
  if (!other.ok) throw new Error(other.message);
  elsewhere = { workspaceId: other.workspaceId, ...(await uploadAndQueue(world.owner, other.workspaceId)) };
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('API keys', () => {
  it('answers 401 without a key, and ignores session cookies', async () => {
    const none = await call(api, 'GET', '/api/v1/jobs');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('missing_api_key');
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(ErrorSchema.safeParse(none.body).success).toBe(true);

    const cookie = await call(api, 'GET', '/api/v1/jobs', { headers: { cookie: 'partsmith-session=anything' } });
    expect(cookie.status).toBe(401);
    const basic = await call(api, 'GET', '/api/v1/jobs', { headers: { authorization: `Basic ${ownerKey}` } });
    expect(basic.status).toBe(401);
  });

  it('answers 401 for an unknown key, a wrong secret and a revoked key, all alike', async () => {
    const unknown = await call(api, 'GET', '/api/v1/jobs', { key: 'psk_abcdefghijkl_' + 'x'.repeat(43) });
    const prefix = ownerKey.split('_')[1];
    const wrongSecret = await call(api, 'GET', '/api/v1/jobs', { key: `psk_${prefix}_${'y'.repeat(43)}` });
    expect([unknown.status, wrongSecret.status]).toEqual([401, 401]);
    expect(wrongSecret.body).toEqual(unknown.body);

    const doomed = await makeKey(world, world.owner);
    expect((await call(api, 'GET', '/api/v1/jobs', { key: doomed })).status).toBe(200);
    const keys = await withUser(world.owner.claims, (tx) => listApiKeys(tx, world.workspace), world.db);
    const target = keys.find((k) => doomed.startsWith(`psk_${k.prefix}_`))!;
    await withUser(world.owner.claims, (tx) => revokeApiKey(tx, target.id), world.db);
    const revoked = await call(api, 'GET', '/api/v1/jobs', { key: doomed });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(unknown.body);
  });

  it('stops working the moment its creator is suspended, and again when reinstated', async () => {
    const owner2 = await secondOwner();
    const key = await makeKey(world, owner2);
    expect((await call(api, 'GET', '/api/v1/jobs', { key })).status).toBe(200);
    await asService((tx) => setAccountStatus(tx, { userId: owner2.id, status: 'suspended' }), world.db);
    expect((await call(api, 'GET', '/api/v1/jobs', { key })).status).toBe(401);
    await asService((tx) => setAccountStatus(tx, { userId: owner2.id, status: 'active' }), world.db);
    expect((await call(api, 'GET', '/api/v1/jobs', { key })).status).toBe(200);
  });

  it('needs the endpoint\'s scope (403), whatever the creator may do', async () => {
    const readOnly = await makeKey(world, world.owner, ['jobs:read']);
    expect((await call(api, 'GET', `/api/v1/jobs/${here.jobId}`, { key: readOnly })).status).toBe(200);
    const start = await call(api, 'POST', '/api/v1/jobs', { key: readOnly, json: { uploadId: here.uploadId, brand: 'BKMN' } });
    expect(start.status).toBe(403);
    expect(start.body.error.code).toBe('insufficient_scope');
    expect(start.headers.get('www-authenticate')).toContain('scope="jobs:write"');
    expect((await call(api, 'GET', '/api/v1/exports', { key: readOnly })).status).toBe(403);
    expect((await call(api, 'POST', '/api/v1/uploads?name=a.csv', { key: readOnly, body: 'a,b\n1,2\n' })).status).toBe(403);
  });

  it('acts with its creator\'s current role: a demotion or a removal applies at once', async () => {
    const owner2 = await secondOwner();
    const key = await makeKey(world, owner2, ALL_SCOPES);
    const start = { uploadId: here.uploadId, brand: 'BKMN' };
    expect((await call(api, 'POST', '/api/v1/jobs', { key, json: start })).status).toBe(200);

    await setRole(owner2, 'viewer');
    const refused = await call(api, 'POST', '/api/v1/jobs', { key, json: start });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'not_allowed' });
    expect(refused.body.error.message).toContain('viewer');
    expect((await call(api, 'GET', '/api/v1/jobs', { key })).status).toBe(200);

    const left = await withUser(world.owner.claims, (tx) => removeMember(tx, { workspaceId: world.workspace, userId: owner2.id }), world.db);
    if (!left.ok) throw new Error(left.message);
    const removed = await call(api, 'GET', '/api/v1/jobs', { key });
    expect(removed.status).toBe(403);
    expect(removed.body.error.message).toContain('no longer a member');
  });
});

describe('the key\'s workspace', () => {
  it('lists only its own workspace\'s jobs, though its creator belongs to two', async () => {
    const listed = await call(api, 'GET', '/api/v1/jobs', { key: ownerKey });
    expect(listed.status).toBe(200);
    const ids = listed.body.jobs.map((j: { id: string }) => j.id);
    expect(ids).toContain(here.jobId);
    expect(ids).not.toContain(elsewhere.jobId);
  });

  it('answers another workspace\'s records exactly like records that do not exist (404)', async () => {
    const theirs = await call(api, 'GET', `/api/v1/jobs/${elsewhere.jobId}`, { key: ownerKey });
    const nobody = await call(api, 'GET', `/api/v1/jobs/${NOBODY}`, { key: ownerKey });
    expect([theirs.status, nobody.status]).toEqual([404, 404]);
    expect(theirs.body).toEqual(nobody.body);

    for (const [method, path, json] of [
      ['GET', `/api/v1/jobs/${elsewhere.jobId}/review`, undefined],
      ['POST', `/api/v1/jobs/${elsewhere.jobId}/decisions`, { decisions: [{ row: 5, decision: 'approved' }] }],
      ['GET', `/api/v1/jobs/${elsewhere.jobId}/review/values`, undefined],
      ['POST', `/api/v1/jobs/${elsewhere.jobId}/review/values/decide`, { field: 'make', key: 'toyta', decision: 'overridden', referenceId: 9009 }],
      ['POST', `/api/v1/jobs/${elsewhere.jobId}/retry`, undefined],
      ['POST', '/api/v1/jobs', { uploadId: elsewhere.uploadId, brand: 'BKMN' }],
      ['POST', '/api/v1/exports', { jobId: elsewhere.jobId }],
      ['GET', `/api/v1/exports/${NOBODY}`, undefined],
      ['GET', `/api/v1/exports/${NOBODY}/download`, undefined],
      ['GET', '/api/v1/jobs/not-a-uuid', undefined],
    ] as const) {
      const answer = await call(api, method, path, { key: ownerKey, ...(json ? { json } : method === 'POST' ? { json: {} } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    }
  });
});

describe('paging', () => {
  it('walks every job once, even jobs created in one transaction (one timestamp), as a batch does', async () => {
    const batchLike = await withUser(
      world.owner.claims,
      async (tx) => {
        const ids: string[] = [];
        for (const acceptThreshold of [0.5, 0.6, 0.7]) {
          const started = await startConversion(tx, { workspaceId: world.workspace, uploadId: here.uploadId, brand: 'BKMN', acceptThreshold });
          if (!started.ok) throw new Error(started.message);
          ids.push(started.conversion.id);
        }
        return ids;
      },
      world.db,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(api, 'GET', `/api/v1/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { key: ownerKey });
      expect(page.status).toBe(200);
      seen.push(...page.body.jobs.map((j: { id: string }) => j.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...batchLike, here.jobId]));
  });
});

describe('input', () => {
  it('answers 400 with where the problem is', async () => {
    const badQuery = await call(api, 'GET', '/api/v1/jobs?limit=0', { key: ownerKey });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.message).toContain('limit');
    const badCursor = await call(api, 'GET', '/api/v1/jobs?cursor=nonsense', { key: ownerKey });
    expect(badCursor.status).toBe(400);
    const notJson = await call(api, 'POST', '/api/v1/jobs', { key: ownerKey, body: '{"uploadId":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const badBrand = await call(api, 'POST', '/api/v1/jobs', { key: ownerKey, json: { uploadId: here.uploadId, brand: 'bk' } });
    expect(badBrand.status).toBe(400);
    expect(badBrand.body.error.message).toContain('brand');
    const both = await call(api, 'POST', '/api/v1/exports', { key: ownerKey, json: { jobId: here.jobId, batchId: NOBODY } });
    expect(both.status).toBe(400);
    const unnamed = await call(api, 'POST', '/api/v1/uploads', { key: ownerKey, body: 'a,b\n1,2\n' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.message).toContain('X-File-Name');
  });

  it('answers 413 for a JSON body over its limit', async () => {
    const huge = await call(api, 'POST', '/api/v1/jobs', { key: ownerKey, json: { uploadId: here.uploadId, brand: 'BKMN', pad: 'x'.repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('body_too_large');
  });
});

describe('rate limits', () => {
  it('counts per key and class, says what is left, and answers 429 with Retry-After', async () => {
    const limited = apiRuntime(world, { translation: 2, matching: 5, crawling: 1 });
    const first = await call(limited, 'GET', '/api/v1/jobs', { key: ownerKey });
    expect(first.headers.get('x-ratelimit-limit')).toBe('2');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    const second = await call(limited, 'GET', `/api/v1/jobs/${here.jobId}`, { key: ownerKey });
    expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
    const third = await call(limited, 'GET', '/api/v1/jobs', { key: ownerKey });
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate_limited');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Another class, another key: their own allowances.
    expect((await call(limited, 'GET', `/api/v1/exports/${NOBODY}/download`, { key: ownerKey })).status).toBe(404);
    expect((await call(limited, 'GET', `/api/v1/exports/${NOBODY}/download`, { key: ownerKey })).status).toBe(429);
    const otherKey = await makeKey(world, world.owner);
    expect((await call(limited, 'GET', '/api/v1/jobs', { key: otherKey })).status).toBe(200);
  });
});

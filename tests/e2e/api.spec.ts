import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { partsmith } from './cli';
import { teamWorkspace } from './workspace';

/**
 * REST API v1 as a connector uses it: a key from `partsmith api-keys`, then upload → job → review →
 * export → download over HTTP, and the refusals (401, 403, 404, 400, 413, 429).
 */

// Each test sets up accounts, a workspace and keys with the CLI (a few seconds per call on a busy machine).
test.describe.configure({ timeout: 120_000 });

const ALL_SCOPES = 'uploads:write,jobs:read,jobs:write,exports:read,exports:write';
const MESSY = readFileSync('samples/preview/mixed-messy-export.csv');
const NOBODY = '00000000-0000-4000-8000-000000000000';

function createKey(slug: string, owner: string, scopes = ALL_SCOPES, name = 'e2e connector'): string {
  const secret = partsmith(['api-keys', 'create', slug, '--name', name, '--scopes', scopes, '--owner', owner]).trim();
  expect(secret).toMatch(/^psk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  return secret;
}

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

async function upload(request: APIRequestContext, key: string, name: string, bytes: Buffer): Promise<APIResponse> {
  return request.post('/api/v1/uploads', { headers: { ...auth(key), 'X-File-Name': encodeURIComponent(name), 'Content-Type': 'application/octet-stream' }, data: bytes });
}

async function startJob(request: APIRequestContext, key: string): Promise<string> {
  const uploaded = await upload(request, key, 'mixed messy.csv', MESSY);
  expect([200, 201]).toContain(uploaded.status());
  const { upload: stored } = await uploaded.json();
  const started = await request.post('/api/v1/jobs', { headers: auth(key), data: { uploadId: stored.id, brand: 'BKMN' } });
  expect([200, 201]).toContain(started.status());
  return (await started.json()).job.id;
}

async function errorCode(response: APIResponse): Promise<string> {
  return (await response.json()).error.code;
}

test('a connector uploads, converts, reviews, exports and downloads the evidence bundle', async ({ request }) => {
  const team = teamWorkspace('api', []);
  const key = createKey(team.slug, team.members.owner!);

  const uploaded = await upload(request, key, 'mixed messy.csv', MESSY);
  expect(uploaded.status()).toBe(201);
  const body = await uploaded.json();
  expect(body).toMatchObject({ created: true, upload: { fileName: 'mixed messy.csv', bytes: MESSY.length } });
  expect(uploaded.headers()['x-ratelimit-limit']).toBeDefined();

  const started = await request.post('/api/v1/jobs', { headers: auth(key), data: { uploadId: body.upload.id, brand: 'BKMN' } });
  expect(started.status()).toBe(201);
  const jobId: string = (await started.json()).job.id;

  await expect
    .poll(async () => (await (await request.get(`/api/v1/jobs/${jobId}`, { headers: auth(key) })).json()).job.status, { timeout: 60_000 })
    .toBe('succeeded');
  const job = (await (await request.get(`/api/v1/jobs/${jobId}`, { headers: auth(key) })).json()).job;
  expect(job.counts.rows).toBeGreaterThan(0);

  const review = await request.get(`/api/v1/jobs/${jobId}/review?limit=100`, { headers: auth(key) });
  expect(review.status()).toBe(200);
  const queue = await review.json();
  expect(queue.summary.total).toBeGreaterThan(0);
  expect(queue.rows.length).toBe(queue.summary.total);
  const flagged = queue.rows.find((r: { outcome: string }) => r.outcome === 'flagged');
  if (flagged) {
    const decided = await request.post(`/api/v1/jobs/${jobId}/decisions`, { headers: auth(key), data: { decisions: [{ row: flagged.row, decision: 'approved' }] } });
    expect(await decided.json()).toEqual({ decided: 1, missing: [] });
  }

  // Confirmed up front: the messy sample leaves rows open in review, which an export otherwise waits on.
  const exported = await request.post('/api/v1/exports', { headers: auth(key), data: { jobId, confirm: true } });
  expect(exported.status()).toBe(202);
  const exportId: string = (await exported.json()).export.id;
  await expect
    .poll(async () => (await (await request.get(`/api/v1/exports/${exportId}`, { headers: auth(key) })).json()).export.status, { timeout: 60_000 })
    .toBe('succeeded');
  const done = (await (await request.get(`/api/v1/exports/${exportId}`, { headers: auth(key) })).json()).export;
  expect(done.result.files.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['aces.xml', 'pies.xml']));

  const listed = await (await request.get(`/api/v1/exports?jobId=${jobId}`, { headers: auth(key) })).json();
  expect(listed.exports.map((e: { id: string }) => e.id)).toEqual([exportId]);

  const bundle = await request.get(`/api/v1/exports/${exportId}/download`, { headers: auth(key) });
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()['content-type']).toBe('application/zip');
  expect(bundle.headers()['content-disposition']).toMatch(/^attachment; filename="partsmith-BKMN-[\d-]+-evidence\.zip"$/);
  const bytes = await bundle.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(done.result.bundle.sha256);
});

test('the OpenAPI document is public and names every operation', async ({ request }) => {
  const response = await request.get('/api/v1/openapi.json');
  expect(response.status()).toBe(200);
  const doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/uploads', '/api/v1/jobs/{id}', '/api/v1/exports/{id}/download']));
});

test('keys are required, checked, scoped and revocable', async ({ request }) => {
  const team = teamWorkspace('apikeys', []);
  const none = await request.get('/api/v1/jobs');
  expect(none.status()).toBe(401);
  expect(await errorCode(none)).toBe('missing_api_key');

  const key = createKey(team.slug, team.members.owner!, ALL_SCOPES, 'to revoke');
  expect((await request.get('/api/v1/jobs', { headers: auth(key) })).status()).toBe(200);
  const prefix = key.split('_')[1]!;
  expect(partsmith(['api-keys', 'list', team.slug])).toContain(`psk_${prefix}_`);
  expect(partsmith(['api-keys', 'revoke', team.slug, prefix])).toContain('revoked');
  const revoked = await request.get('/api/v1/jobs', { headers: auth(key) });
  expect(revoked.status()).toBe(401);
  expect(await errorCode(revoked)).toBe('invalid_api_key');

  const readOnly = createKey(team.slug, team.members.owner!, 'jobs:read', 'read only');
  const refused = await request.post('/api/v1/jobs', { headers: auth(readOnly), data: { uploadId: NOBODY, brand: 'BKMN' } });
  expect(refused.status()).toBe(403);
  expect(await errorCode(refused)).toBe('insufficient_scope');
});

test('another workspace\'s job is not found, by id in the URL or in a body', async ({ request }) => {
  const ours = teamWorkspace('api-ours', []);
  const theirs = teamWorkspace('api-theirs', []);
  const ourKey = createKey(ours.slug, ours.members.owner!);
  const theirJob = await startJob(request, createKey(theirs.slug, theirs.members.owner!));

  for (const response of [
    await request.get(`/api/v1/jobs/${theirJob}`, { headers: auth(ourKey) }),
    await request.get(`/api/v1/jobs/${theirJob}/review`, { headers: auth(ourKey) }),
    await request.post('/api/v1/exports', { headers: auth(ourKey), data: { jobId: theirJob } }),
  ]) {
    expect(response.status()).toBe(404);
    expect(await errorCode(response)).toBe('not_found');
  }
});

/** Declares a body larger than the default 200 MB limit without sending it: the API answers before reading. */
function declaredOversizedUpload(baseURL: string, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/v1/uploads?name=huge.csv', baseURL);
    const req = http.request(url, { method: 'POST', headers: { ...auth(key), 'Content-Length': String(300 * 1024 * 1024) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.write('Part Number,Make\n');
  });
}

test('oversized and malformed uploads are refused with the reason', async ({ request, baseURL }) => {
  const team = teamWorkspace('api-uploads', []);
  const key = createKey(team.slug, team.members.owner!, 'uploads:write');

  const huge = await declaredOversizedUpload(baseURL!, key);
  expect(huge.status).toBe(413);
  expect(JSON.parse(huge.body).error).toMatchObject({ code: 'upload_too_large', finding: { code: 'UPLOAD_TOO_LARGE' } });

  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 3)]);
  const malformed = await upload(request, key, 'catalog.csv', png);
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toMatchObject({ code: 'invalid_upload', finding: { code: expect.stringMatching(/^INPUT_/) } });
});

test('a key that calls too fast gets 429 with Retry-After', async ({ request }) => {
  const team = teamWorkspace('api-limit', []);
  const key = createKey(team.slug, team.members.owner!, 'exports:read');
  // Downloads have the smallest allowance (the `crawling` limit, 20 a minute by default).
  let last: APIResponse | null = null;
  for (let i = 0; i < 60; i++) {
    last = await request.get(`/api/v1/exports/${NOBODY}/download`, { headers: auth(key) });
    if (last.status() === 429) break;
    expect(last.status()).toBe(404);
  }
  expect(last!.status()).toBe(429);
  expect(await errorCode(last!)).toBe('rate_limited');
  expect(Number(last!.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(last!.headers()['x-ratelimit-remaining']).toBe('0');
});

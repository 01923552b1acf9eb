import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DecisionsResultSchema,
  ErrorSchema,
  ExportListSchema,
  ExportResponseSchema,
  JobListSchema,
  JobResponseSchema,
  MappingListSchema,
  ReviewPageSchema,
  UploadResultSchema,
  type ApiRuntime,
} from '@/lib/api';
import { verifyEvidenceBundle } from '@/lib/catalog';
import { listAuditEntries, updateWorkspaceSettings } from '@/lib/data/workspaces';
import { withUser } from '@/lib/db/scopes';
import { apiRuntime, call, makeKey, streamedBody } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, type JobWorld } from './jobs-world';

/**
 * A connector's whole path through REST API v1 with real workers: upload, convert, review, export,
 * download. Every answer is checked against the schema the OpenAPI document publishes for it.
 * outcomes.csv: 10 rows; 5 and 7 flagged, 4/6/8/9 rejected (see tests/db/jobs-export.test.ts).
 */
const OUTCOMES = 'tests/fixtures/convert/outcomes.csv';

let world: JobWorld;
let api: ApiRuntime;
let key: string;
let catalog: Buffer;
let uploadId: string;
let jobId: string;
let exportId: string;

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  catalog = await readFile(OUTCOMES);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a connector, end to end', () => {
  it('uploads a catalog as the raw body, and the same bytes again as a reuse', async () => {
    const first = await call(api, 'POST', '/api/v1/uploads', { key, body: catalog, headers: { 'x-file-name': encodeURIComponent('Outcomes März.csv') } });
    expect(first.status).toBe(201);
    const result = UploadResultSchema.parse(first.body);
    expect(result).toMatchObject({ created: true, latestJob: null, upload: { fileName: 'Outcomes März.csv', bytes: catalog.length, sha256: sha256(catalog), format: 'csv' } });
    expect(result.header).toContain('Part Number');
    uploadId = result.upload.id;

    const again = await call(api, 'POST', '/api/v1/uploads?name=again.csv', { key, body: catalog });
    expect(again.status).toBe(200);
    expect(UploadResultSchema.parse(again.body)).toMatchObject({ created: false, upload: { id: uploadId } });
  });

  it('starts a job idempotently and reports its progress until it succeeds', async () => {
    const started = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId, brand: 'BKMN' } });
    expect(started.status).toBe(201);
    const { job, created } = JobResponseSchema.parse(started.body);
    expect(created).toBe(true);
    expect(job.links.self).toBe(`/api/v1/jobs/${job.id}`);
    jobId = job.id;

    const again = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId, brand: 'BKMN' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, job: { id: jobId } });

    const done = await waitFor(
      async () => JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}`, { key })).body).job,
      (j) => j.status === 'succeeded' || j.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'succeeded', error: null, rowsDone: 10, counts: { rows: 10, flagged: 2, rejected: 4 } });
  });

  it('lists jobs a page at a time', async () => {
    const other = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId, brand: 'BKMN', acceptThreshold: 0.5 } });
    expect(other.status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(api, 'GET', `/api/v1/jobs?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { key });
      const parsed = JobListSchema.parse(page.body);
      expect(parsed.jobs).toHaveLength(1);
      seen.push(parsed.jobs[0]!.id);
      cursor = parsed.nextCursor;
    } while (cursor);
    expect(seen).toEqual([other.body.job.id, jobId]);
    const filtered = JobListSchema.parse((await call(api, 'GET', `/api/v1/jobs?status=succeeded&uploadId=${uploadId}`, { key })).body);
    expect(filtered.jobs.map((j) => j.id)).toContain(jobId);
  });

  it('shows the review queue and takes decisions, one by one and by filter', async () => {
    const queue = ReviewPageSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}/review`, { key })).body);
    expect(queue.summary).toMatchObject({ total: 6, pending: 6, flagged: 2, rejected: 4 });
    expect(queue.rows.map((r) => [r.row, r.outcome])).toEqual([
      [4, 'rejected'],
      [5, 'flagged'],
      [6, 'rejected'],
      [7, 'flagged'],
      [8, 'rejected'],
      [9, 'rejected'],
    ]);
    expect(queue.rows[1]!.source.Make).toBe('Toyta');
    // Messages in the caller's language; code and parameters always there.
    const german = ReviewPageSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}/review`, { key, headers: { 'accept-language': 'de-DE,de;q=0.9' } })).body);
    const english = queue.rows.flatMap((r) => r.findings).filter((f) => f.params !== undefined);
    const translated = german.rows.flatMap((r) => r.findings).filter((f) => f.params !== undefined);
    expect(english.length).toBeGreaterThan(0);
    expect(translated.map((f) => [f.code, f.params])).toEqual(english.map((f) => [f.code, f.params]));
    translated.forEach((f, i) => expect(f.message).not.toBe(english[i]!.message));

    const paged = ReviewPageSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}/review?outcome=flagged&limit=1`, { key })).body);
    expect(paged.rows.map((r) => r.row)).toEqual([5]);
    const next = ReviewPageSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}/review?outcome=flagged&limit=1&cursor=${paged.nextCursor}`, { key })).body);
    expect(next.rows.map((r) => r.row)).toEqual([7]);
    expect(next.nextCursor).toBeNull();

    const one = await call(api, 'POST', `/api/v1/jobs/${jobId}/decisions`, {
      key,
      json: { decisions: [{ row: 5, decision: 'approved' }, { row: 9, decision: 'overridden', override: { make: 'Honda' } }, { row: 99, decision: 'rejected' }] },
    });
    expect(one.status).toBe(200);
    expect(DecisionsResultSchema.parse(one.body)).toEqual({ decided: 2, missing: [99] });

    const bulk = await call(api, 'POST', `/api/v1/jobs/${jobId}/decisions`, { key, json: { match: { outcome: 'rejected' }, decision: 'rejected' } });
    expect(bulk.body).toEqual({ decided: 3, missing: [] });

    const pending = ReviewPageSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}/review?state=pending`, { key })).body);
    expect(pending.rows.map((r) => r.row)).toEqual([7]);

    const audit = await withUser(world.owner.claims, (tx) => listAuditEntries(tx, { workspaceId: world.workspace, limit: 50 }), world.db);
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['review.approved', 'review.overridden', 'review.rejected']));
  });

  it('exports, lists the export, and downloads the evidence bundle and a deliverable', async () => {
    // Row 7 is still open in review: confirmed up front (the guard itself: api-exports-guard.test.ts).
    const started = await call(api, 'POST', '/api/v1/exports', { key, json: { jobId, confirm: true } });
    expect(started.status).toBe(202);
    exportId = ExportResponseSchema.parse(started.body).export.id;

    const early = await call(api, 'GET', `/api/v1/exports/${exportId}/download`, { key });
    if (early.status !== 200) expect(early.status).toBe(409);

    const done = await waitFor(
      async () => ExportResponseSchema.parse((await call(api, 'GET', `/api/v1/exports/${exportId}`, { key })).body).export,
      (e) => e.status === 'succeeded' || e.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'succeeded', jobId, result: { brand: 'BKMN', decisions: { approved: 1, overridden: 1, rejected: 3 } } });
    const names = done.result!.files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['aces.xml', 'pies.xml', 'review/decisions.json']));

    const bundle = await call(api, 'GET', done.links.download!, { key });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('application/zip');
    expect(bundle.headers.get('content-disposition')).toMatch(/^attachment; filename="partsmith-BKMN-\d{4}-\d\d-\d\d-evidence\.zip"$/);
    expect(bundle.bytes.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(sha256(bundle.bytes)).toBe(done.result!.bundle.sha256);
    expect(bundle.headers.get('etag')).toBe(`"${done.result!.bundle.sha256}"`);
    const verified = await verifyEvidenceBundle(bundle.bytes, { trustedKeys: [world.signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);

    const decisionsFile = done.result!.files.find((f) => f.name === 'review/decisions.json')!;
    const decisions = await call(api, 'GET', decisionsFile.download, { key });
    expect(decisions.status).toBe(200);
    expect(decisions.headers.get('content-disposition')).toContain('review-decisions.json');
    expect(sha256(decisions.bytes)).toBe(decisionsFile.sha256);

    const missing = await call(api, 'GET', `/api/v1/exports/${exportId}/download?file=../../etc/passwd`, { key });
    expect(missing.status).toBe(404);

    const listed = ExportListSchema.parse((await call(api, 'GET', `/api/v1/exports?jobId=${jobId}`, { key })).body);
    expect(listed.exports.map((e) => e.id)).toEqual([exportId]);
    expect(listed.exports[0]!.result?.files.length).toBe(done.result!.files.length);
  });

  it('lists saved mappings for mappingId', async () => {
    expect(MappingListSchema.parse((await call(api, 'GET', '/api/v1/mappings', { key })).body)).toEqual({ mappings: [] });
  });
});

describe('uploads the engine or the limits refuse', () => {
  it('answers 400 with the engine\'s finding for a file that is not a catalog', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const refused = await call(api, 'POST', '/api/v1/uploads?name=catalog.csv', { key, body: png });
    expect(refused.status).toBe(400);
    expect(ErrorSchema.parse(refused.body).error).toMatchObject({ code: 'invalid_upload', finding: { code: expect.stringMatching(/^INPUT_/) } });
  });

  it('answers 413 past the workspace\'s per-file limit, declared or streamed', async () => {
    const set = await withUser(world.owner.claims, (tx) => updateWorkspaceSettings(tx, world.workspace, { uploadLimitBytes: 100_000 }), world.db);
    expect(set.ok).toBe(true);
    const declared = await call(api, 'POST', '/api/v1/uploads?name=big.csv', { key, body: Buffer.alloc(150_000, 0x41) });
    expect(declared.status).toBe(413);
    expect(declared.body.error).toMatchObject({ code: 'upload_too_large', finding: { code: 'UPLOAD_TOO_LARGE' } });

    const streamed = await call(api, 'POST', '/api/v1/uploads?name=big.csv', { key, body: streamedBody(5_000_000) });
    expect(streamed.status).toBe(413);
    expect(streamed.body.error.finding.code).toBe('UPLOAD_TOO_LARGE');
  });
});

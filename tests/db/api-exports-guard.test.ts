import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema, ExportResponseSchema, JobResponseSchema, UploadResultSchema, type ApiRuntime } from '@/lib/api';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, type JobWorld } from './jobs-world';

/*
 * Guarded exports through REST API v1 (decision 0009): an export of tests/fixtures/exports/guarded.csv
 * (one flagged row left open, one APP_OVERLAP in the assessment) stops at awaiting_confirmation and
 * says why; nothing downloads until `confirm: true`; asked with `confirm: true` it is published at once.
 */

let world: JobWorld;
let api: ApiRuntime;
let key: string;
let jobId: string;

const exportOf = async (id: string) => ExportResponseSchema.parse((await call(api, 'GET', `/api/v1/exports/${id}`, { key })).body).export;

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  const uploaded = await call(api, 'POST', '/api/v1/uploads?name=guarded.csv', { key, body: await readFile('tests/fixtures/exports/guarded.csv') });
  const started = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId: UploadResultSchema.parse(uploaded.body).upload.id, brand: 'BKMN' } });
  jobId = JobResponseSchema.parse(started.body).job.id;
  await waitFor(
    async () => JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${jobId}`, { key })).body).job,
    (j) => j.status === 'succeeded',
  );
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('an export through the API that needs confirmation', () => {
  let exportId: string;

  it('stops at awaiting_confirmation, listing the open review rows and the assessment errors by code', async () => {
    const started = await call(api, 'POST', '/api/v1/exports', { key, json: { jobId } });
    expect(started.status).toBe(202);
    exportId = ExportResponseSchema.parse(started.body).export.id;
    const waiting = await waitFor(
      () => exportOf(exportId),
      (e) => e.status !== 'queued' && e.status !== 'running',
    );
    expect(waiting).toMatchObject({
      status: 'awaiting_confirmation',
      result: null,
      checks: { openReview: 1, needsConfirmation: ['open_review', 'assessment_errors'], assessment: { errorsByCode: { APP_OVERLAP: 1 } } },
      links: { download: null, confirm: `/api/v1/exports/${exportId}/confirm` },
    });
  });

  it('downloads nothing before confirmation, and says what needs confirming', async () => {
    const early = await call(api, 'GET', `/api/v1/exports/${exportId}/download`, { key });
    expect(early.status).toBe(409);
    expect(ErrorSchema.parse(early.body).error.message).toContain('1 flagged row is still open in review');
  });

  it('answers a confirmation without confirm: true with what needs confirming, and publishes nothing', async () => {
    const unconfirmed = await call(api, 'POST', `/api/v1/exports/${exportId}/confirm`, { key, json: {} });
    expect(unconfirmed.status).toBe(409);
    const message = ErrorSchema.parse(unconfirmed.body).error.message;
    expect(message).toContain('1 flagged row is still open in review and left out');
    expect(message).toContain('the assessment found 1 error in the files (APP_OVERLAP 1)');
    expect(message).toContain('{"confirm": true}');
    expect((await exportOf(exportId)).status).toBe('awaiting_confirmation');
  });

  it('says what needs confirming in the caller’s language, the code unchanged', async () => {
    const german = await call(api, 'POST', `/api/v1/exports/${exportId}/confirm`, { key, json: {}, headers: { 'accept-language': 'de' } });
    expect(german.status).toBe(409);
    const { error } = ErrorSchema.parse(german.body);
    expect(error.code).toBe('conflict');
    expect(error.message).toBe(
      'Dieser Export wartet auf Bestätigung: 1 markierte Zeile ist in der Prüfung noch offen und nicht enthalten; die Prüfungen haben 1 Fehler in den Dateien gefunden (APP_OVERLAP 1). Senden Sie {"confirm": true}, um ihn trotzdem zu veröffentlichen.',
    );
    const italian = await call(api, 'GET', `/api/v1/exports/${exportId}/download`, { key, headers: { 'accept-language': 'it-IT' } });
    expect(ErrorSchema.parse(italian.body).error.message).toMatch(/^L’esportazione non è ancora pubblicata: Questa esportazione attende una conferma: 1 riga segnalata è ancora aperta/);
  });

  it('publishes the checked files on confirm: true, with the delimited files among them', async () => {
    const confirmed = await call(api, 'POST', `/api/v1/exports/${exportId}/confirm`, { key, json: { confirm: true } });
    expect(confirmed.status).toBe(200);
    const exp = ExportResponseSchema.parse(confirmed.body).export;
    expect(exp).toMatchObject({ status: 'succeeded', checks: { openReview: 1, confirmedBy: world.owner.id }, links: { confirm: null } });
    expect(exp.result!.files.map((f) => f.name)).toEqual(expect.arrayContaining(['aces.xml', 'pies.xml', 'apps.csv', 'items.csv', 'checks/export-checks.json']));
    const apps = await call(api, 'GET', exp.result!.files.find((f) => f.name === 'apps.csv')!.download, { key });
    expect(apps.status).toBe(200);
    expect(apps.headers.get('content-type')).toContain('text/csv');
  });
});

describe('an export asked for with confirm: true', () => {
  it('is published at once, the checks recorded as confirmed up front', async () => {
    const started = await call(api, 'POST', '/api/v1/exports', { key, json: { jobId, confirm: true } });
    expect(started.status).toBe(202);
    const id = ExportResponseSchema.parse(started.body).export.id;
    const done = await waitFor(
      () => exportOf(id),
      (e) => e.status !== 'queued' && e.status !== 'running',
    );
    expect(done).toMatchObject({ status: 'succeeded', checks: { needsConfirmation: ['open_review', 'assessment_errors'], confirmedUpFront: true } });
  });
});

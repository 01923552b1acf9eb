/**
 * Issue 12, the blocker, on real jobs: a German catalog is converted and exported; another reference
 * release is imported into the workspace and made its current one; pressing Export again on the same
 * conversion, with no new decisions, must give the same deliverables byte for byte — against the
 * release the conversion was pinned to — and a change summary with nothing in it. Moving the
 * conversion to the new release is an explicit re-run that first shows its impact and then makes a
 * NEW conversion, leaving the old one as it was.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobResponseSchema, RerunPreviewSchema } from '@/lib/api';
import { verifyEvidenceBundle } from '@/lib/catalog';
import { bundledDemoRelease, chooseReferenceRelease, importReferenceRelease, searchPin } from '@/lib/data/reference';
import { asService, withUser } from '@/lib/db/scopes';
import { createWorkspace } from '@/lib/data/workspaces';
import { previewRerun, submitConversion, submitRerun, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { decideMatchingRows, getConversion, reviewSummary, type Conversion } from '@/lib/data/catalogs';
import { listExports, type Export } from '@/lib/data/exports';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, exportAndWait, waitForConversion, type JobWorld } from './jobs-world';
import { nextReleaseDelivery } from './reference-deliveries';

const GERMAN = 'tests/fixtures/ingest/de-bremsen-semikolon.csv';
/** What a customer receives and loads: these must not change while the conversion and decisions do not. */
const DELIVERABLES = ['aces.xml', 'pies.xml', 'flagged.csv', 'mapping.json', 'review/decisions.json'];

let world: JobWorld;
let scratch: string;
let conversion: Conversion;
let first: Export;
let second: Export;
let nextRelease: number;

const fileOf = (exp: Export, name: string) => exp.files.find((f) => f.name === name);
const json = async (exp: Export, name: string) => JSON.parse((await readBlob(world.store, fileOf(exp, name)!.storageKey))!.toString('utf8'));

const exportNow = () => exportAndWait(world, conversion.id);

beforeAll(async () => {
  world = await buildJobWorld();
  scratch = await mkdtemp(path.join(tmpdir(), 'partsmith-pinning-'));
  await world.startWorkers();
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'bremsen.csv', body: createReadStream(GERMAN) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  conversion = await waitForConversion(world, submitted.conversion.id);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await rm(scratch, { recursive: true, force: true });
  await closeTemplate();
});

describe('a conversion pinned to its reference release', () => {
  it('records the release it ran against, in its row and in its report', async () => {
    expect(conversion.status).toBe('succeeded');
    const demo = await bundledDemoRelease();
    expect(conversion.reference).toEqual({ releaseId: null, versionDate: '2026-01-01', sha256: demo.sha256 });
    expect(conversion.report?.reference).toMatchObject({ source: 'demo', demo: true, releaseId: null, sha256: demo.sha256 });
    expect(conversion.counts!.apps).toBeGreaterThan(0);
  });

  it('exports byte-identical deliverables after another release is imported and made current', async () => {
    // Whatever the queue holds is decided before the first export; the second one adds nothing.
    await withUser(world.reviewer.claims, (tx) => decideMatchingRows(tx, conversion.id, { outcome: 'flagged' }, { decision: 'approved' }), world.db);
    // Asked for on another day than today: the documents carry the conversion's date, not the clock's.
    await asService((tx) => tx.query(`update public.conversions set created_at = '2025-06-30T12:00:00Z' where id = $1`, [conversion.id]), world.db);
    first = await exportNow();
    const aces = (await readBlob(world.store, fileOf(first, 'aces.xml')!.storageKey))!.toString('utf8');
    expect(aces).toContain('<TransferDate>2025-06-30</TransferDate>');

    const imported = await importReferenceRelease(world.db, await nextReleaseDelivery(scratch), { source: 'VCdb 2026-02', workspaceId: world.workspace });
    if (!imported.ok) throw new Error(imported.message);
    nextRelease = imported.release.id;
    const chosen = await withUser(world.owner.claims, (tx) => chooseReferenceRelease(tx, world.workspace, nextRelease), world.db);
    expect(chosen).toMatchObject({ ok: true, current: { release: { id: nextRelease } } });

    second = await exportNow();
    for (const name of DELIVERABLES) {
      expect(fileOf(first, name), name).toBeDefined();
      expect(fileOf(second, name)?.sha256, name).toBe(fileOf(first, name)!.sha256);
    }
    expect(second.counts).toEqual(first.counts);

    // Compared with the first export, nothing changed: no apps added, deleted or changed, and so no
    // UPDATE file to send (an UPDATE without apps is never written; decision 0009).
    const changes = await json(second, 'changes/changes.json');
    expect(changes).toMatchObject({ summary: 'no changes', counts: { added: 0, deleted: 0, changed: 0 } });
    expect(fileOf(second, 'changes/aces-update.xml')).toBeUndefined();

    // The signed bundle names the release and its hash.
    const report = await json(second, 'report.json');
    expect(report.reference).toMatchObject({ releaseId: null, sha256: conversion.reference.sha256, versionDate: '2026-01-01' });
    const verified = await verifyEvidenceBundle((await readBlob(world.store, second.bundleKey))!, { trustedKeys: [world.signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect((verified.statement?.predicate as { reference: unknown }).reference).toMatchObject({ releaseId: null, sha256: conversion.reference.sha256 });
  }, 120_000);

  it('keeps reviewing against the pinned release while new work uses the current one', async () => {
    expect(await searchPin(world.reviewer.claims, world.workspace, conversion.id, world.db)).toEqual(conversion.reference);
    expect(await searchPin(world.reviewer.claims, world.workspace, undefined, world.db)).toMatchObject({ releaseId: nextRelease, versionDate: '2026-02-01' });
    expect((await asService((tx) => getConversion(tx, conversion.id), world.db))!.reference).toEqual(conversion.reference);
  });

  it('shows what a re-run against the new release would change, then makes a new conversion and leaves this one as it was', async () => {
    const notAllowed = await previewRerun(world.reviewer.claims, { conversionId: conversion.id, releaseId: nextRelease }, { ...world.runtime, context: world.ctx });
    expect(notAllowed).toMatchObject({ ok: false, code: 'not_allowed' });
    const samePin = await previewRerun(world.operator.claims, { conversionId: conversion.id, releaseId: null }, { ...world.runtime, context: world.ctx });
    expect(samePin).toMatchObject({ ok: false, code: 'conflict' });

    const preview = await previewRerun(world.operator.claims, { conversionId: conversion.id, releaseId: nextRelease }, { ...world.runtime, context: world.ctx });
    if (!preview.ok) throw new Error(preview.message);
    const { impact } = preview;
    expect(impact.from).toEqual(conversion.reference);
    expect(impact.to).toMatchObject({ releaseId: nextRelease, versionDate: '2026-02-01' });
    // The next release calls BMW something else: the BMW rows' apps go, and those rows are held instead.
    expect(impact.apps.before).toBe(conversion.counts!.apps);
    expect(impact.apps.removed).toBeGreaterThan(0);
    expect(impact.apps.after).toBe(impact.apps.before - impact.apps.removed + impact.apps.added);
    expect(impact.rows.newlyFlagged + impact.rows.newlyRejected).toBeGreaterThan(0);
    expect(impact.rows.newlyHeldRows.length).toBeGreaterThan(0);
    // A preview saves nothing.
    expect(await asService((tx) => tx.query('select id from public.conversions'), world.db)).toHaveLength(1);

    const rerun = await submitRerun(world.operator.claims, { conversionId: conversion.id, releaseId: nextRelease }, world.runtime);
    if (!rerun.ok) throw new Error(rerun.message);
    expect(rerun.created).toBe(true);
    expect(rerun.conversion.id).not.toBe(conversion.id);
    expect(rerun.conversion.reference).toMatchObject({ releaseId: nextRelease, versionDate: '2026-02-01' });
    const moved = await waitForConversion(world, rerun.conversion.id);
    expect(moved.status).toBe('succeeded');
    // The preview said what the run does.
    expect(moved.counts!.apps).toBe(impact.apps.after);
    const held = await withUser(world.reviewer.claims, (tx) => reviewSummary(tx, moved.id), world.db);
    expect(held.total).toBe(impact.rows.heldAfter);
    // Whatever was decided before the exports and still applies came along, as the preview said
    // (tests/db/jobs-rerun-decisions.test.ts has every case).
    expect(moved).toMatchObject({
      rerunOf: conversion.id,
      carriedDecisions: { from: conversion.id, carried: impact.decisions.carried, reviewAgain: impact.decisions.reviewAgain, noLongerHeld: impact.decisions.noLongerHeld },
    });
    expect(held.decisions.approved).toBe(impact.decisions.carried);

    const again = await submitRerun(world.operator.claims, { conversionId: conversion.id, releaseId: nextRelease }, world.runtime);
    expect(again).toMatchObject({ ok: true, created: false, conversion: { id: moved.id } });

    const old = (await asService((tx) => getConversion(tx, conversion.id), world.db))!;
    expect(old.reference).toEqual(conversion.reference);
    expect(old.counts).toEqual(conversion.counts);
    const exportsOfOld = await withUser(world.operator.claims, (tx) => listExports(tx, world.workspace, { conversionId: conversion.id }), world.db);
    expect(exportsOfOld.map((e) => e.id).sort()).toEqual([first.id, second.id].sort());
  }, 180_000);

  it('offers the pin, the preview and the re-run through REST API v1', async () => {
    const api = apiRuntime(world);
    const key = await makeKey(world, world.owner);
    const job = await call(api, 'GET', `/api/v1/jobs/${conversion.id}`, { key });
    expect(JobResponseSchema.parse(job.body).job.reference).toEqual(conversion.reference);

    const preview = await call(api, 'POST', `/api/v1/jobs/${conversion.id}/rerun/preview`, { key, json: { release: nextRelease } });
    expect(preview.status).toBe(200);
    expect(RerunPreviewSchema.parse(preview.body).impact).toMatchObject({ from: conversion.reference, to: { releaseId: nextRelease } });
    const pinnedAlready = await call(api, 'POST', `/api/v1/jobs/${conversion.id}/rerun/preview`, { key, json: { release: 'demo' } });
    expect(pinnedAlready.status).toBe(409);

    // The re-run made above: asking again answers it instead of converting a third time.
    const rerun = await call(api, 'POST', `/api/v1/jobs/${conversion.id}/rerun`, { key, json: { release: nextRelease } });
    expect(rerun.status).toBe(200);
    expect(JobResponseSchema.parse(rerun.body)).toMatchObject({ created: false, job: { reference: { releaseId: nextRelease } } });
  }, 120_000);

  it('pins a job started through the API to the release its request names, and refuses one the workspace may not use', async () => {
    const api = apiRuntime(world);
    const key = await makeKey(world, world.owner);
    const start = (referenceReleaseId: unknown) =>
      call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId: conversion.uploadId, brand: 'BKMN', referenceReleaseId } });

    // The demo set by name, although the workspace now uses the next release: the job made first is it.
    const demo = await start('demo');
    expect(demo.status).toBe(200);
    expect(JobResponseSchema.parse(demo.body)).toMatchObject({ created: false, job: { id: conversion.id, reference: conversion.reference } });

    // The next release by id: a new job (the re-run's keeps the mapping the first job ran with), pinned to exactly it.
    const named = await start(nextRelease);
    expect(named.status).toBe(201);
    const job = JobResponseSchema.parse(named.body).job;
    expect(job.reference).toMatchObject({ releaseId: nextRelease, versionDate: '2026-02-01' });
    expect((await waitForConversion(world, job.id)).reference.releaseId).toBe(nextRelease);

    // Another workspace's own release and one that does not exist look the same: 400 naming the field.
    const other = await withUser(world.owner.claims, (tx) => createWorkspace(tx, { name: 'Elsewhere', slug: `elsewhere-${world.owner.id.slice(0, 8)}` }), world.db);
    if (!other.ok) throw new Error(other.message);
    const theirs = await importReferenceRelease(world.db, await nextReleaseDelivery(scratch, { versionDate: '2026-03-01' }), { source: 'VCdb theirs', workspaceId: other.workspaceId });
    if (!theirs.ok) throw new Error(theirs.message);
    for (const refused of [theirs.release.id, 2_000_000_000]) {
      const answer = await start(refused);
      expect(answer.status, String(refused)).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/^referenceReleaseId: Reference release \d+ is not a ready release of this workspace or a shared one/) });
    }
    // The data layer's refusal is a text, said in the caller's language (issue 16).
    const german = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId: conversion.uploadId, brand: 'BKMN', referenceReleaseId: 2_000_000_000 }, headers: { 'accept-language': 'de' } });
    expect(german.status).toBe(400);
    expect(german.body.error).toMatchObject({
      code: 'invalid_request',
      message: 'referenceReleaseId: Die Referenzversion 2000000000 ist keine fertige Version dieses Arbeitsbereichs und keine gemeinsame. Wählen Sie eine unter Einstellungen → Referenzdaten aufgeführte.',
    });
    const malformed = await start('latest');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toContain('referenceReleaseId');
    const jobs = await asService((tx) => tx.query<{ reference_release_id: number | null }>('select reference_release_id from public.conversions where upload_id = $1', [conversion.uploadId]), world.db);
    expect(jobs.map((j) => j.reference_release_id)).not.toContain(theirs.release.id);
  }, 120_000);

  // Last: it purges the upload the tests above convert again.
  it('refuses a re-run of a purged upload with the engine’s reason as a text, for the page to say in its language', async () => {
    await asService((tx) => tx.query('update public.uploads set purged_at = now() where id = $1', [conversion.uploadId]), world.db);
    const purged = await previewRerun(world.operator.claims, { conversionId: conversion.id, releaseId: nextRelease }, { ...world.runtime, context: world.ctx });
    expect(purged).toMatchObject({ ok: false, code: 'invalid', said: { id: 'job.uploadPurged.rerun', params: { file: conversion.fileName } } });
  });
});

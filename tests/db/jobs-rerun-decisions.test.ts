/**
 * Issue 12.2: a re-run against another release carries the review decisions of the conversion it
 * came from where they still apply — the row is held again for the same reason with the same values,
 * and an override's reference ids exist in the new release — and says, before and after, how many it
 * carried and how many wait for review again. The next release here renames BMW to "Bavaria Motor
 * Works" (a row naming that make converts) and lacks base vehicle 310080 (Ford Focus 2015): one
 * override names it, and a Ford Focus 2015 row is held for another reason.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobResponseSchema, ReviewPageSchema } from '@/lib/api';
import { listAuditEntries } from '@/lib/data/workspaces';
import { importReferenceRelease } from '@/lib/data/reference';
import { asService, withUser } from '@/lib/db/scopes';
import { previewRerun, submitConversion, submitRerun, submitUpload, type RerunImpact } from '@/lib/jobs';
import { decideRows, listReviewRows, type Conversion } from '@/lib/data/catalogs';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, waitForConversion, type JobWorld } from './jobs-world';
import { nextReleaseDelivery } from './reference-deliveries';

const CATALOG = [
  'Part Number,Part Type,Make,Model,Years,Position,Qty,Notes,Description,List Price (USD)',
  'BKM-D1414,Disc Brake Pad Set,Ford,F-150,2015-2017,Front,1,,Ceramic brake pads,54.99', // 2: converts
  'BKM-X2018,Disc Brake Pad Set,Toyta,Camry,2018,Front,1,,Brake pads,19.99', // 3: make typo, approved → carried
  'BKM-C2016,Disc Brake Pad Set,Honda,Civc,2016,Front,1,,Brake pads,19.99', // 4: model typo, overridden by text → carried
  'BKM-U0001,Disc Brake Pad Set,Zorgmobile,Civic,2016,Front,1,,Brake pads,19.99', // 5: unknown make, overridden by an id both releases have → carried
  'BKM-U0002,Disc Brake Pad Set,Zorgmobile,Focus,2015,Front,1,,Brake pads,19.99', // 6: overridden by an id the next release lacks → again
  'BKM-F0001,Disc Brake Pad Set,Ford,Focsu,2015,Front,1,,Brake pads,19.99', // 7: a model typo, approved → no such vehicle now → again
  'BKM-B0002,Disc Brake Pad Set,Bavaria Motor Works,3 Series,2016,Front,1,,Brake pads,19.99', // 8: rejected → converts now
  'BKM-U0003,Disc Brake Pad Set,Zorgmobile,Civic,2017,Front,1,,Brake pads,19.99', // 9: held, never decided
].join('\r\n');

let world: JobWorld;
let scratch: string;
let first: Conversion;
let nextRelease: number;
let impact: RerunImpact;
let rerun: Conversion;

beforeAll(async () => {
  world = await buildJobWorld();
  scratch = await mkdtemp(path.join(tmpdir(), 'partsmith-rerun-decisions-'));
  await world.startWorkers();
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'decided.csv', body: Buffer.from(`${CATALOG}\r\n`) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  first = await waitForConversion(world, submitted.conversion.id);
  const imported = await importReferenceRelease(world.db, await nextReleaseDelivery(scratch, { dropBaseVehicles: [310080] }), { source: 'VCdb 2026-02', workspaceId: world.workspace });
  if (!imported.ok) throw new Error(imported.message);
  nextRelease = imported.release.id;
}, 120_000);

afterAll(async () => {
  await world?.close();
  await rm(scratch, { recursive: true, force: true });
  await closeTemplate();
});

const heldRows = async (conversionId: string) => (await withUser(world.reviewer.claims, (tx) => listReviewRows(tx, conversionId, { limit: 100 }), world.db)).rows;

describe('a re-run and the review decisions of the conversion it came from', () => {
  it('starts from a conversion whose held rows people decided', async () => {
    expect(first.status).toBe('succeeded');
    expect((await heldRows(first.id)).map((r) => r.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    const decided = await withUser(
      world.reviewer.claims,
      (tx) =>
        decideRows(tx, first.id, [
          { row: 3, decision: 'approved' },
          { row: 4, decision: 'overridden', override: { model: 'Civic' } },
          { row: 5, decision: 'overridden', override: { make: 'Honda', baseVehicleId: '310853' } },
          { row: 6, decision: 'overridden', override: { make: 'Ford', baseVehicleId: '310080' } },
          { row: 7, decision: 'approved' },
          { row: 8, decision: 'rejected' },
        ]),
      world.db,
    );
    expect(decided).toMatchObject({ ok: true, decided: 6, missing: [] });
  });

  it('says in the preview how many decisions carry over and how many do not', async () => {
    const preview = await previewRerun(world.operator.claims, { conversionId: first.id, releaseId: nextRelease }, { ...world.runtime, context: world.ctx });
    if (!preview.ok) throw new Error(preview.message);
    impact = preview.impact;
    expect(impact.decisions).toEqual({ made: 6, carried: 3, reviewAgain: 2, noLongerHeld: 1 });
  }, 60_000);

  it('carries exactly those decisions to the new conversion, saying where each came from and who made it', async () => {
    const started = await submitRerun(world.operator.claims, { conversionId: first.id, releaseId: nextRelease }, world.runtime);
    if (!started.ok) throw new Error(started.message);
    expect(started.conversion.rerunOf).toBe(first.id);
    rerun = await waitForConversion(world, started.conversion.id);
    expect(rerun.status).toBe('succeeded');
    expect(rerun.carriedDecisions).toEqual({ from: first.id, carried: 3, reviewAgain: 2, noLongerHeld: 1 });
    // What the preview said.
    expect(rerun.carriedDecisions).toMatchObject({ carried: impact.decisions.carried, reviewAgain: impact.decisions.reviewAgain, noLongerHeld: impact.decisions.noLongerHeld });

    const before = new Map((await heldRows(first.id)).map((r) => [r.row, r]));
    const after = await heldRows(rerun.id);
    expect(after.map((r) => r.row)).not.toContain(8);
    const decided = after.filter((r) => r.decision !== null);
    expect(decided.map((r) => [r.row, r.decision, r.override])).toEqual([
      [3, 'approved', null],
      [4, 'overridden', { model: 'Civic' }],
      [5, 'overridden', { make: 'Honda', baseVehicleId: '310853' }],
    ]);
    for (const r of decided) {
      expect(r.carriedFrom).toBe(first.id);
      // The person who decided, and when: not the job that carried it.
      expect(r.decidedBy).toBe(world.reviewer.id);
      expect(r.decidedAt).toEqual(before.get(r.row)!.decidedAt);
    }
    // Held differently now (7), an id the release lacks (6), never decided (9): open for review.
    expect(after.filter((r) => r.decision === null).map((r) => r.row)).toEqual([6, 7, 9]);
    // The conversion re-run from keeps its own decisions.
    expect([...before.values()].filter((r) => r.decision !== null).map((r) => [r.row, r.carriedFrom])).toEqual([3, 4, 5, 6, 7, 8].map((row) => [row, null]));
  }, 120_000);

  it('audits the carrying once, with the counts, as the person who asked for the re-run', async () => {
    const entries = await withUser(world.owner.claims, (tx) => listAuditEntries(tx, { workspaceId: world.workspace }), world.db);
    const carried = entries.filter((e) => e.action === 'review.carried');
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatchObject({
      actorId: world.operator.id,
      target: rerun.id,
      details: { from_conversion_id: first.id, carried: 3, review_again: 2, no_longer_held: 1, reference_release_id: nextRelease },
    });
    // Not one entry per carried row: those were audited when the reviewer made them.
    const perRow = entries.filter((e) => e.action.startsWith('review.') && e.action !== 'review.carried');
    expect(perRow.every((e) => String(e.target).startsWith(first.id))).toBe(true);
  });

  it('makes a carried decision a person\'s own once they change it', async () => {
    const changed = await withUser(world.owner.claims, (tx) => decideRows(tx, rerun.id, [{ row: 3, decision: 'rejected' }]), world.db);
    expect(changed).toMatchObject({ ok: true, decided: 1 });
    const row3 = (await heldRows(rerun.id)).find((r) => r.row === 3)!;
    expect(row3).toMatchObject({ decision: 'rejected', decidedBy: world.owner.id, carriedFrom: null });
  });

  it('cannot be faked: people may neither set where a decision came from nor name an unrelated conversion as re-run from', async () => {
    const forged = await withUser(
      world.owner.claims,
      (tx) => tx.query(`update public.conversion_rows set carried_from = $2 where conversion_id = $1 and source_row = 4`, [rerun.id, first.id]),
      world.db,
    ).catch((error: { code?: string }) => error.code);
    expect(forged).toBe('42501');
    const other = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'other.csv', body: Buffer.from(`${CATALOG.split('\r\n').slice(0, 3).join('\r\n')}\r\n`) }, world.runtime);
    if (!other.ok) throw new Error(other.message);
    const unrelated = await withUser(
      world.operator.claims,
      (tx) => tx.query(`insert into public.conversions (workspace_id, upload_id, brand, rerun_of) values ($1, $2, 'BKMN', $3)`, [world.workspace, other.upload.id, first.id]),
      world.db,
    ).catch((error: { code?: string }) => error.code);
    expect(unrelated).toBe('23503');
    expect((await asService((tx) => tx.query('select 1 from public.conversions where upload_id = $1', [other.upload.id]), world.db))).toHaveLength(0);
  });

  it('shows the carrying through REST API v1: on the job and on each carried row', async () => {
    const api = apiRuntime(world);
    const key = await makeKey(world, world.owner);
    const job = JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${rerun.id}`, { key })).body).job;
    expect(job).toMatchObject({ rerunOf: first.id, carriedDecisions: { from: first.id, carried: 3, reviewAgain: 2, noLongerHeld: 1 } });
    const review = ReviewPageSchema.parse((await call(api, 'GET', `/api/v1/jobs/${rerun.id}/review?state=overridden`, { key })).body);
    expect(review.rows.map((r) => [r.row, r.carriedFrom])).toEqual([
      [4, first.id],
      [5, first.id],
    ]);
  });
});

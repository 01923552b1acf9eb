import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeldRow } from '@/lib/catalog/convert';
import { asService } from '@/lib/db/scopes';
import { QUEUES, submitConversion, submitExport, submitUpload } from '@/lib/jobs';
import { claimConversion, listReviewRows, stageReviewRows, type Conversion } from '@/lib/data/catalogs';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/**
 * What happens when a worker dies or a run crashes: the job is retried (or, after its last try,
 * failed through the dead-letter queue), a retry starts from scratch, and an export is published
 * whole or not at all.
 */
const CLEAN = 'tests/fixtures/ingest/en-brakes-clean.csv';

let world: JobWorld;
let uploadId: string;
let converted: Conversion;

async function convert(acceptThreshold: number) {
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId, brand: 'BKMN', acceptThreshold }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  return submitted.conversion;
}

const exportsOf = async (requestId: string) =>
  (await world.db.query<{ n: number }>(`select count(*)::int as n from public.exports where request_id = $1`, [requestId]))[0]!.n;

/** A held row as a dying worker might have staged it before it died. */
const strayRow: HeldRow = {
  source: { row: 999, values: ['stale'] },
  columns: ['Part Number'],
  fields: { partNumber: 'stale' },
  outcome: 'rejected',
  findings: [{ code: 'STALE', severity: 'error', row: 999, message: 'from a dead worker' }],
  decisions: [],
  confidence: 1,
  stops: [],
};

beforeAll(async () => {
  world = await buildJobWorld();
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'en-brakes-clean.csv', body: createReadStream(CLEAN) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  uploadId = received.upload.id;
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('a worker that dies mid-job', () => {
  it('leaves its conversion to a retry that starts from scratch, or, on the last try, failed', async () => {
    const retried = await convert(0.9);
    const lastTry = await convert(0.95);
    // Two workers take the jobs and die half-way: each claimed its conversion and staged a row.
    for (let i = 0; i < 2; i++) {
      const [job] = await world.boss.fetch<{ conversionId: string }>(QUEUES.convert);
      if (!job) throw new Error('no job to take');
      await asService(async (tx) => {
        const claimed = await claimConversion(tx, job.data.conversionId, job.id);
        await stageReviewRows(tx, { conversionId: job.data.conversionId, attempt: claimed!.attempt }, [strayRow]);
      }, world.db);
    }
    await world.db.query(`update pgboss.job set retry_limit = 0 where id = $1`, [lastTry.jobId]);
    // Their leases run out: pg-boss fails both jobs, retrying the first, dead-lettering the second.
    await world.db.query(`update pgboss.job set started_on = now() - interval '2 hours' where name = $1 and state = 'active'`, [QUEUES.convert]);
    await world.boss.expire();
    expect((await world.boss.getJobById(QUEUES.convert, retried.jobId!))?.state).toBe('retry');
    expect((await world.boss.getJobById(QUEUES.convert, lastTry.jobId!))?.state).toBe('failed');

    await world.startWorkers();
    const done = await waitForConversion(world, retried.id);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2, counts: { rows: 20, flagged: 1, rejected: 2 } });
    const { rows } = await asService((tx) => listReviewRows(tx, retried.id), world.db);
    expect(rows.map((r) => r.row)).toEqual([12, 13, 20]);
    converted = done;

    const failed = await waitForConversion(world, lastTry.id);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'JOB_FAILED' } });
    expect(failed.error?.message).toMatch(/timeout/);
    expect((await asService((tx) => listReviewRows(tx, lastTry.id), world.db)).rows).toEqual([]);
  });
});

describe('a run that crashes', () => {
  it('is retried, and the retry stages each held row once', async () => {
    let crashes = 0;
    world.ctx.onEngineProgress = (stage) => {
      if (stage === 'items' && crashes === 0) {
        crashes++;
        throw new Error('simulated crash after the rows were read');
      }
    };
    const conversion = await convert(0.85);
    const done = await waitForConversion(world, conversion.id);
    world.ctx.onEngineProgress = undefined;
    expect(crashes).toBe(1);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2, error: null });
    const { rows } = await asService((tx) => listReviewRows(tx, conversion.id), world.db);
    expect(rows).toHaveLength(done.counts!.flagged + done.counts!.rejected);
    // pg-boss marks the job completed just after the handler has recorded the result.
    const job = await waitFor(() => world.boss.getJobById(QUEUES.convert, done.jobId!), (j) => j?.state !== 'active');
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('publishes no export when every try of the export crashes', async () => {
    world.ctx.onEngineProgress = () => {
      throw new Error('simulated crash while writing the deliverables');
    };
    // Confirmed up front: the file's flagged row would otherwise hold the export for a person.
    const submitted = await submitExport(world.operator.claims, { workspaceId: world.workspace, conversionId: converted.id, confirm: true }, world.runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    const failed = await waitForExportRequest(world, submitted.request.id);
    world.ctx.onEngineProgress = undefined;
    expect(failed).toMatchObject({ status: 'failed', attempt: 3, exportId: null, error: { code: 'JOB_CRASHED' } });
    expect(failed.error?.message).toMatch(/simulated crash/);
    expect(await exportsOf(submitted.request.id)).toBe(0);
    expect((await world.boss.getJobById(QUEUES.export, failed.jobId!))?.state).toBe('failed');
    expect(world.mail.some((m) => m.subject.includes('export') && m.subject.includes('failed'))).toBe(true);
  });

  it('publishes exactly one export when a crashed export is retried', async () => {
    let crashes = 0;
    world.ctx.onEngineProgress = (stage) => {
      if (stage === 'bundle' && crashes === 0) {
        crashes++;
        throw new Error('simulated crash before the bundle');
      }
    };
    // Confirmed up front: the file's flagged row would otherwise hold the export for a person.
    const submitted = await submitExport(world.operator.claims, { workspaceId: world.workspace, conversionId: converted.id, confirm: true }, world.runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    const done = await waitForExportRequest(world, submitted.request.id);
    world.ctx.onEngineProgress = undefined;
    expect(crashes).toBe(1);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 2, error: null });
    expect(done.exportId).not.toBeNull();
    expect(await exportsOf(submitted.request.id)).toBe(1);
  });
});

import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, withUser } from '@/lib/db/scopes';
import { QUEUES, runRetention, submitConversion, submitUpload } from '@/lib/jobs';
import { checkBlob } from '@/lib/storage';
import { getConversion, listReviewRows, type Conversion } from '@/lib/data/catalogs';
import { updateWorkspaceSettings } from '@/lib/data/workspaces';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, waitForConversion, type JobWorld } from './jobs-world';

const CLEAN = 'tests/fixtures/ingest/en-brakes-clean.csv';
const HEADER_ONLY = 'tests/fixtures/jobs/header-only.csv';

let world: JobWorld;
let conversion: Conversion;

beforeAll(async () => {
  world = await buildJobWorld();
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

async function upload(file: string, name = file.split('/').pop()!) {
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: name, body: createReadStream(file) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  return received;
}

describe('the convert job', () => {
  it('converts an uploaded catalog: progress, counts, review rows staged, outputs stored', async () => {
    const received = await upload(CLEAN);
    expect(received.created).toBe(true);
    expect(received.upload.sha256).toBe(createHash('sha256').update(await readFile(CLEAN)).digest('hex'));
    expect(received.info).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',' });
    expect(received.header).toContain('Part Number');
    expect(await world.store.has(received.upload.storageKey)).toBe(true);

    const stages = new Set<string>();
    world.ctx.onEngineProgress = (stage) => void stages.add(stage);
    const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    expect(submitted).toMatchObject({ created: true, conversion: { status: 'queued' } });
    expect(submitted.conversion.jobId).toMatch(/^[0-9a-f-]{36}$/);

    await world.startWorkers();
    conversion = await waitForConversion(world, submitted.conversion.id);
    world.ctx.onEngineProgress = undefined;

    expect(conversion).toMatchObject({
      status: 'succeeded',
      stage: 'done',
      rowsDone: 20,
      rowsTotal: 20,
      attempt: 1,
      error: null,
      counts: { rows: 20, converted: 17, flagged: 1, rejected: 2, merged: 0, apps: 103, items: 14 },
    });
    expect([...stages]).toEqual(expect.arrayContaining(['read', 'map', 'convert', 'validate', 'bundle', 'done']));
    expect(conversion.report?.input.sha256).toBe(received.upload.sha256);
    expect(conversion.mappingUsed?.columns.map((c) => c.column)).toContain('Part Number');
    // Pollers read the same row without the report.
    const light = await withUser(world.operator.claims, (tx) => getConversion(tx, conversion.id, { withReport: false }), world.db);
    expect(light).toEqual({ ...conversion, report: null });

    // Every output is a blob whose bytes still hash to its key.
    expect(conversion.outputs.map((f) => f.name)).toEqual([
      'aces.xml',
      'pies.xml',
      'report.json',
      'report.html',
      'flagged.csv',
      'mapping.json',
      'evidence.zip',
    ]);
    for (const file of conversion.outputs) expect(await checkBlob(world.store, file.storageKey), file.name).toBe('intact');

    // pg-boss marks the job completed just after the handler has recorded the result.
    const job = await waitFor(() => world.boss.getJobById(QUEUES.convert, conversion.jobId!), (j) => j?.state !== 'active');
    expect(job?.state).toBe('completed');
    // Users reach jobs only through lib/jobs: no API role may even look into pg-boss's schema.
    const [access] = await world.db.query<Record<string, boolean>>(
      `select has_schema_privilege('authenticated', 'pgboss', 'USAGE') as authenticated,
              has_schema_privilege('anon', 'pgboss', 'USAGE') as anon`,
    );
    expect(access).toEqual({ authenticated: false, anon: false });
  });

  it('stages the held rows for review with source values, findings and the proposal', async () => {
    const { rows } = await withUser(world.reviewer.claims, (tx) => listReviewRows(tx, conversion.id), world.db);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['flagged', 'rejected', 'rejected']);
    const flagged = rows.find((r) => r.outcome === 'flagged')!;
    // Row 20: '2.0L L4 Turbo' fits a petrol and a diesel engine — undecidable, so no apps are proposed.
    expect(flagged).toMatchObject({ row: 20, codes: ['ENGINE_AMBIGUOUS'] });
    expect(flagged.findings.every((f) => f.row === flagged.row)).toBe(true);
    expect(flagged.proposed).toMatchObject({ apps: [], item: { partNumber: 'BKM-OF5620' } });
    expect(Object.keys(flagged.source)).toContain('Part Number');
    expect(flagged.fields.partNumber).toBe(flagged.source['Part Number']);
    expect(flagged.notes.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.outcome === 'rejected').every((r) => r.proposed === null)).toBe(true);
  });

  it('sends the workspace a notice when it finishes', () => {
    expect(world.mail.some((m) => m.to === 'team@example.test' && m.subject.includes('en-brakes-clean.csv is converted'))).toBe(true);
  });

  it('recognises the same file again and offers the earlier conversion; asking again queues nothing', async () => {
    const again = await upload(CLEAN, 'brakes-copy.csv');
    expect(again.created).toBe(false);
    expect(again.latestConversion?.id).toBe(conversion.id);
    const resubmitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: again.upload.id, brand: 'BKMN' }, world.runtime);
    expect(resubmitted).toMatchObject({ ok: true, created: false, conversion: { id: conversion.id, status: 'succeeded', jobId: conversion.jobId } });
  });

  it('refuses a file without data rows at upload, with the converter’s code and message, keeping nothing', async () => {
    // It was received and failed only once converted; the preview refused it at once.
    const bytes = await readFile(HEADER_ONLY);
    const refused = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'header-only.csv', body: bytes }, world.runtime);
    expect(refused).toMatchObject({ ok: false, code: 'invalid', finding: { code: 'INPUT_NO_ROWS', file: 'header-only.csv' } });
    expect(refused.ok ? null : refused.finding?.message).toMatch(/^header-only\.csv has a header \(row 1\) but no data rows below it/);
    expect(await world.store.has(createHash('sha256').update(bytes).digest('hex'))).toBe(false);
  });

  it('refuses a file that is not a catalog before any job, keeping nothing', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const refused = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'logo.csv', body: png }, world.runtime);
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
    expect(refused.ok ? null : refused.finding?.code).toMatch(/^[A-Z_]+$/);
    expect(await world.store.has(createHash('sha256').update(png).digest('hex'))).toBe(false);
  });

  it("refuses a file over the workspace's size limit", async () => {
    const set = await withUser(world.owner.claims, (tx) => updateWorkspaceSettings(tx, world.workspace, { uploadLimitBytes: 100 }), world.db);
    expect(set.ok).toBe(true);
    const refused = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'big.csv', body: createReadStream(CLEAN) }, world.runtime);
    expect(refused).toMatchObject({ ok: false, code: 'invalid', finding: { code: 'UPLOAD_TOO_LARGE' } });
    await withUser(world.owner.claims, (tx) => updateWorkspaceSettings(tx, world.workspace, { uploadLimitBytes: 200 * 1024 * 1024 }), world.db);
  });

  it('refuses uploads and conversions from a reviewer', async () => {
    const upload = await submitUpload(world.reviewer.claims, { workspaceId: world.workspace, fileName: 'x.csv', body: 'a,b\n1,2\n' }, world.runtime);
    expect(upload).toMatchObject({ ok: false, code: 'not_allowed' });
    const convert = await submitConversion(world.reviewer.claims, { workspaceId: world.workspace, uploadId: conversion.uploadId, brand: 'BCDF' }, world.runtime);
    expect(convert).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await asService((tx) => getConversion(tx, conversion.id), world.db)).toMatchObject({ status: 'succeeded' });
  });
});

describe('retention', () => {
  it("deletes uploads older than the workspace's retention period, keeping their rows and the results", async () => {
    await withUser(world.owner.claims, (tx) => updateWorkspaceSettings(tx, world.workspace, { retentionDays: 30 }), world.db);
    const upload = (await asService((tx) => getConversion(tx, conversion.id), world.db))!;
    await asService((tx) => tx.query(`update public.uploads set created_at = now() - interval '31 days' where id = $1`, [upload.uploadId]), world.db);
    const [stored] = await world.db.query<{ storage_key: string }>(`select storage_key from public.uploads where id = $1`, [upload.uploadId]);
    const key = stored!.storage_key;

    const result = await runRetention(world.ctx);
    expect(result.purged).toBe(1);
    expect(await world.store.has(key)).toBe(false);
    const [row] = await world.db.query<{ purged_at: Date | null }>(`select purged_at from public.uploads where id = $1`, [upload.uploadId]);
    expect(row!.purged_at).toBeInstanceOf(Date);
    // The conversion's own files are deliverables, not uploads: they stay.
    for (const file of upload.outputs) expect(await world.store.has(file.storageKey), file.name).toBe(true);
    expect(await runRetention(world.ctx)).toEqual({ purged: 0, blobsDeleted: 0, exportsExpired: 0, monitoringDeleted: 0, partnerAccessDeleted: 0 });
  });
});

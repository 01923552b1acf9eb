import { createReadStream } from 'node:fs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEvidenceBundle } from '@/lib/catalog';
import { render } from '@/lib/catalog/messages';
import { listAuditEntries } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import { confirmExport, submitConversion, submitExport, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { getExport, getExportRequest, listExports, type Export, type ExportRequest } from '@/lib/data/exports';
import { isBlobInUse, type Conversion } from '@/lib/data/catalogs';
import { XSD_DIR } from '../unit/catalog/assess/standards';
import { closeTemplate } from './harness';
import { buildJobWorld, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/*
 * Guarded exports (issue 12.4, decision 0009) against real jobs on PGlite, with the official XSDs.
 * tests/fixtures/exports/guarded.csv: BKM-D1414 and BKM-D9999 both fit a 2016 F-150, front pads
 * (APP_OVERLAP in the assessment); 'Toyta' is flagged and left open; a description is a formula and
 * a note starts with @. clean.csv converts without a flag or an error; nothing.csv rejects every row.
 */

let world: JobWorld;

const text = async (key: string) => (await readBlob(world.store, key))!.toString('utf8');
const fileOf = (exp: Export, name: string) => exp.files.find((f) => f.name === name);
const parse = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

async function convert(fixture: string, brand: string): Promise<Conversion> {
  const received = await submitUpload(
    world.operator.claims,
    { workspaceId: world.workspace, fileName: fixture.split('/').pop()!, body: createReadStream(fixture) },
    world.runtime,
  );
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  const done = await waitForConversion(world, submitted.conversion.id);
  expect(done.status).toBe('succeeded');
  return done;
}

async function exportOf(conversion: Conversion, options: { confirm?: boolean } = {}): Promise<ExportRequest> {
  const submitted = await submitExport(world.operator.claims, { workspaceId: world.workspace, conversionId: conversion.id, ...options }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  return waitForExportRequest(world, submitted.request.id, ['awaiting_confirmation', 'succeeded', 'failed']);
}

const published = async (request: ExportRequest) => (await withUser(world.operator.claims, (tx) => getExport(tx, request.exportId!), world.db))!;

beforeAll(async () => {
  world = await buildJobWorld({ standardsDir: XSD_DIR });
  await world.startWorkers();
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('an export with rows open in review and errors in the assessment', () => {
  let conversion: Conversion;
  let waiting: ExportRequest;
  let exp: Export;

  it('waits for confirmation, saying how many rows are open and which errors the assessment found', async () => {
    conversion = await convert('tests/fixtures/exports/guarded.csv', 'BKMN');
    expect(conversion.counts).toMatchObject({ flagged: 1 });
    waiting = await exportOf(conversion);
    expect(waiting).toMatchObject({ status: 'awaiting_confirmation', exportId: null, error: null });
    expect(waiting.checks).toMatchObject({
      openReview: 1,
      needsConfirmation: ['open_review', 'assessment_errors'],
      assessment: { errors: 1, errorsByCode: { APP_OVERLAP: 1 } },
      notWritten: [],
    });
    expect(waiting.checks!.assessment.examples[0]).toMatchObject({ code: 'APP_OVERLAP', file: 'aces.xml', message: expect.stringContaining('BKM-D9999') });
  });

  it('publishes nothing until then, while keeping the staged files from any clean-up', async () => {
    const exports = await withUser(world.operator.claims, (tx) => listExports(tx, world.workspace, { conversionId: conversion.id }), world.db);
    expect(exports).toEqual([]);
    const staged = await asService((tx) => tx.query<{ key: string }>(`select staged #>> '{bundle,key}' as key from public.export_requests where id = $1`, [waiting.id]), world.db);
    expect(await readBlob(world.store, staged[0]!.key)).not.toBeNull();
    expect(await asService((tx) => isBlobInUse(tx, staged[0]!.key), world.db)).toBe(true);
  });

  it('cannot be confirmed by a reviewer', async () => {
    expect(await confirmExport(world.reviewer.claims, waiting.id, { db: world.db })).toMatchObject({ ok: false, code: 'not_allowed' });
    expect((await asService((tx) => getExportRequest(tx, waiting.id), world.db))!.status).toBe('awaiting_confirmation');
  });

  it('is published when an operator confirms, with the checks and who confirmed them, audited', async () => {
    world.mail.length = 0;
    const sent: typeof world.mail = [];
    const mailer = { send: async (m: (typeof world.mail)[number]) => (sent.push(m), { ok: true as const }) };
    const confirmed = await confirmExport(world.operator.claims, waiting.id, { db: world.db, mailer });
    if (!confirmed.ok) throw new Error(confirmed.message);
    exp = confirmed.export;
    expect(exp.checks).toMatchObject({ openReview: 1, assessment: { errorsByCode: { APP_OVERLAP: 1 } }, confirmedBy: world.operator.id });
    const request = (await asService((tx) => getExportRequest(tx, waiting.id), world.db))!;
    expect(request).toMatchObject({ status: 'succeeded', exportId: exp.id, confirmedBy: world.operator.id });
    const entries = await withUser(world.owner.claims, (tx) => listAuditEntries(tx, { workspaceId: world.workspace }), world.db);
    expect(entries.find((e) => e.action === 'export.confirmed' && e.target === waiting.id)).toMatchObject({
      actorId: world.operator.id,
      details: { export_id: exp.id, open_review: 1, assessment_errors: 1 },
    });
    // Asking again changes nothing: the same export.
    const again = await confirmExport(world.operator.claims, waiting.id, { db: world.db, mailer });
    expect(again).toMatchObject({ ok: true, export: { id: exp.id } });
    // The confirmation that published it told the notification address, once, with the export's link.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'team@example.test', subject: expect.stringMatching(/export of guarded\.csv is ready/) });
    expect(sent[0]!.link).toMatch(new RegExp(`/exports/${exp.id}$`));
  });

  it('signs apps.csv, items.csv and the checks with the deliverables', async () => {
    const verified = await verifyEvidenceBundle((await readBlob(world.store, exp.bundleKey))!, { trustedKeys: [world.signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);
    const names = verified.files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['aces.xml', 'pies.xml', 'apps.csv', 'items.csv', 'checks/export-checks.json']));
    for (const name of ['apps.csv', 'items.csv', 'checks/export-checks.json']) {
      expect(verified.files.find((f) => f.name === name)).toMatchObject({ status: 'ok' });
      expect(fileOf(exp, name), `${name} is a deliverable`).toBeDefined();
    }
    const signed = JSON.parse(await text(fileOf(exp, 'checks/export-checks.json')!.storageKey));
    expect(signed).toMatchObject({ openReview: 1, needsConfirmation: ['open_review', 'assessment_errors'], assessment: { errorsByCode: { APP_OVERLAP: 1 } } });
  });

  it('writes apps.csv and items.csv one row per app and item, well formed and safe to open in a spreadsheet', async () => {
    const apps = parse(await text(fileOf(exp, 'apps.csv')!.storageKey));
    const items = parse(await text(fileOf(exp, 'items.csv')!.storageKey));
    expect(apps.errors).toEqual([]);
    expect(items.errors).toEqual([]);
    expect(apps.data).toHaveLength(exp.counts.apps!);
    expect(items.data).toHaveLength(exp.counts.items!);
    expect(apps.data.find((r) => r.part === 'BKM-D9999')).toMatchObject({ make: 'Ford', model: 'F-150', years: '2016', part_type: 'Disc Brake Pad Set', position: 'Front', qty: '1' });
    expect(apps.data.find((r) => r.part === 'BKM-R54180')!.notes).toBe("'@SUM(1;2) vented");
    expect(items.data.find((r) => r.part_number === 'BKM-D1414')!.description_DES_EN).toBe(`'=HYPERLINK("http://evil.example","pads")`);
  });
});

describe('confirmation given up front', () => {
  it('publishes at once and records that it was given when the export was asked for', async () => {
    const conversion = await convert('tests/fixtures/exports/guarded.csv', 'BCDF');
    const done = await exportOf(conversion, { confirm: true });
    expect(done.status).toBe('succeeded');
    const exp = await published(done);
    expect(exp.checks).toMatchObject({ openReview: 1, needsConfirmation: ['open_review', 'assessment_errors'], confirmedUpFront: true, confirmedBy: world.operator.id });
  });
});

describe('an export with nothing open and nothing wrong', () => {
  let first: Export;

  it('is published without asking', async () => {
    const conversion = await convert('tests/fixtures/exports/clean.csv', 'CDFG');
    const done = await exportOf(conversion);
    expect(done.status).toBe('succeeded');
    first = await published(done);
    expect(first.checks).toMatchObject({ openReview: 0, needsConfirmation: [], assessment: { errors: 0 }, confirmedBy: null });
  });

  it('exported again unchanged: the change summary says "no changes" and there is no UPDATE file', async () => {
    const conversion = await convert('tests/fixtures/exports/clean.csv', 'CDFG');
    const again = await published(await exportOf(conversion));
    expect(again.previousExportId).toBe(first.id);
    const summary = JSON.parse(await text(fileOf(again, 'changes/changes.json')!.storageKey));
    expect(summary).toMatchObject({ summary: 'no changes', counts: { added: 0, deleted: 0, changed: 0 } });
    expect(fileOf(again, 'changes/aces-update.xml')).toBeUndefined();
  });
});

describe('a run with no apps and no items', () => {
  it('writes no aces.xml or pies.xml, and the checks and the report say why', async () => {
    const conversion = await convert('tests/fixtures/exports/nothing.csv', 'DFGH');
    expect(conversion.counts).toMatchObject({ rows: 2, rejected: 2, apps: 0, items: 0 });
    expect(conversion.outputs.map((f) => f.name)).not.toContain('aces.xml');
    expect(conversion.outputs.map((f) => f.name)).not.toContain('pies.xml');
    const done = await exportOf(conversion);
    expect(done.status).toBe('succeeded');
    const exp = await published(done);
    const names = exp.files.map((f) => f.name);
    for (const absent of ['aces.xml', 'pies.xml', 'apps.csv', 'items.csv']) expect(names).not.toContain(absent);
    expect(exp.checks!.notWritten).toEqual([
      { file: 'aces.xml', reason: 'no_apps' },
      { file: 'pies.xml', reason: 'no_items' },
    ]);
    const report = JSON.parse(await text(fileOf(exp, 'report.json')!.storageKey)) as { findingCounts: Record<string, number> };
    expect(report.findingCounts).toMatchObject({ ACES_NOT_WRITTEN: 1, PIES_NOT_WRITTEN: 1 });
    const verified = await verifyEvidenceBundle((await readBlob(world.store, exp.bundleKey))!, { trustedKeys: [world.signer.publicKey] });
    expect(verified.ok).toBe(true);
    expect(verified.files.map((f) => f.name)).not.toContain('aces.xml');
  });
});

describe('an export that is not waiting for confirmation', () => {
  it('refuses a confirmation, naming its status in the reader’s language (issue 16)', async () => {
    const conversion = await convert('tests/fixtures/exports/guarded.csv', 'FGHJ');
    const request = await exportOf(conversion);
    expect(request.status).toBe('awaiting_confirmation');
    // As a run that failed leaves it (a failing export is the export job's tests' business).
    await asService((tx) => tx.query(`update public.export_requests set status = 'failed', staged = null where id = $1`, [request.id]), world.db);
    const refused = await confirmExport(world.operator.claims, request.id, { db: world.db });
    if (refused.ok || !refused.said) throw new Error('expected a refusal with its text');
    expect(refused.code).toBe('conflict');
    expect(refused.message).toBe('This export is not waiting for confirmation (it is failed).');
    expect(render(refused.said, 'de')).toBe('Dieser Export wartet nicht auf eine Bestätigung (Status: Fehlgeschlagen).');
    expect(render(refused.said, 'fr')).toBe('Cet export n’attend pas de confirmation (état : échec).');
  });
});

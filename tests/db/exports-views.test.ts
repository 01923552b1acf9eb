import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Export, exportSources, findExportFile, readExportDetail, readExportList } from '@/lib/data/exports';
import { asService, withUser } from '@/lib/db/scopes';
import { createWorkspace } from '@/lib/data/workspaces';
import { submitConversion, submitExport, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import type { Conversion } from '@/lib/data/catalogs';
import { closeTemplate, makeUser, type TestUser } from './harness';
import { buildJobWorld, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/**
 * What the export pages read: the list (sources, authors, paging), one export with its files,
 * change summary and decisions — under each user's own RLS scope. Two catalogs of one brand:
 * the second export compares with the first.
 */
const HEADER = 'Part Number,Part Type,Make,Model,Years,Position,Qty,Notes,Description,List Price (USD)';
const PADS = 'BKM-D1414,Disc Brake Pad Set,Ford,F-150,2015-2017,Front,1,,Ceramic brake pads,54.99';
const ROTORS = 'BKM-R54180,Disc Brake Rotor,Chevy,Silverado 1500,2014-2015,Front,2,13.0 in. rotor,Vented rotor,84.50';
const FILTER = 'BKM-OF3600,Engine Oil Filter,Toyota,Camry,2018,,1,,Spin-on oil filter,8.49';
const csv = (...rows: string[]) => `${HEADER}\r\n${rows.join('\r\n')}\r\n`;

let world: JobWorld;
let outsider: TestUser;
let first: Export;
let second: Export;
let secondConversion: Conversion;

async function converted(fileName: string, body: string): Promise<Conversion> {
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName, body }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  return waitForConversion(world, submitted.conversion.id);
}

async function exported(conversion: Conversion, who: TestUser): Promise<Export> {
  const submitted = await submitExport(who.claims, { workspaceId: world.workspace, conversionId: conversion.id }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  const done = await waitForExportRequest(world, submitted.request.id);
  if (done.status !== 'succeeded') throw new Error(JSON.stringify(done.error));
  const exp = await asService(async (tx) => (await tx.query<{ id: string }>(`select id from public.exports where request_id = $1`, [done.id]))[0], world.db);
  const detail = await withUser(who.claims, (tx) => readExportDetail(tx, exp!.id, who.id, world.store), world.db);
  return detail!.export;
}

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  outsider = await makeUser(world.db, { username: 'oscar' });
  const own = await withUser(outsider.claims, (tx) => createWorkspace(tx, { name: 'Elsewhere', slug: `elsewhere-${outsider.id.slice(0, 8)}` }), world.db);
  if (!own.ok) throw new Error(own.message);
  const january = await converted('january.csv', csv(PADS, ROTORS));
  first = await exported(january, world.operator);
  secondConversion = await converted('february.csv', csv(ROTORS, FILTER));
  second = await exported(secondConversion, world.owner);
}, 180_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('the exports list', () => {
  it('shows the workspace’s exports newest first, with their source and who made them', async () => {
    const page = await withUser(world.owner.claims, (tx) => readExportList(tx, world.workspace, world.owner.id), world.db);
    expect(page.rows.map((r) => r.export.id)).toEqual([second.id, first.id]);
    expect(page.rows.map((r) => r.source)).toEqual([
      { kind: 'conversion', id: secondConversion.id, fileName: 'february.csv' },
      { kind: 'conversion', id: first.conversionId, fileName: 'january.csv' },
    ]);
    // The owner made the second; the first was an operator's (members see roles, not accounts).
    expect(page.rows.map((r) => r.author)).toEqual([{ kind: 'you' }, { kind: 'member', role: 'operator' }]);
    expect(page.olderBefore).toBeNull();
    expect(page.pending).toEqual([]);
  });

  it('pages by creation time', async () => {
    const older = await withUser(world.reviewer.claims, (tx) => readExportList(tx, world.workspace, world.reviewer.id, { before: second.createdAt }), world.db);
    expect(older.rows.map((r) => r.export.id)).toEqual([first.id]);
  });

  it('shows another workspace nothing, not even the sources by id', async () => {
    const page = await withUser(outsider.claims, (tx) => readExportList(tx, world.workspace, outsider.id), world.db);
    expect(page.rows).toEqual([]);
    const sources = await withUser(outsider.claims, (tx) => exportSources(tx, [first, second]), world.db);
    expect(sources.size).toBe(0);
  });
});

describe('one export', () => {
  it('lists its deliverables with their hashes, the bundle included, and downloads them by name', async () => {
    const detail = (await withUser(world.reviewer.claims, (tx) => readExportDetail(tx, second.id, world.reviewer.id, world.store), world.db))!;
    const names = detail.deliverables.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['aces.xml', 'pies.xml', 'flagged.csv', 'report.html', 'review/decisions.json', 'changes/changes.json', 'evidence.zip']));
    const bundle = findExportFile(second, 'evidence.zip')!;
    expect(bundle.sha256).toBe(second.bundleSha256);
    const aces = (await readBlob(world.store, findExportFile(second, 'aces.xml')!.storageKey))!.toString('utf8');
    expect(aces).toContain('BKM-OF3600');
    expect(detail.author).toEqual({ kind: 'member', role: 'owner' });
  });

  it('has no change summary when it is the brand’s first export here', async () => {
    const detail = (await withUser(world.owner.claims, (tx) => readExportDetail(tx, first.id, world.owner.id, world.store), world.db))!;
    expect(detail.changes).toBeNull();
    expect(detail.decisions).toMatchObject({ total: 0, approved: 0 });
  });

  it('summarises what changed since the previous export of the brand, with the UPDATE file', async () => {
    const detail = (await withUser(world.owner.claims, (tx) => readExportDetail(tx, second.id, world.owner.id, world.store), world.db))!;
    expect(detail.changes?.previous).toEqual({ id: first.id, createdAt: first.createdAt });
    // January: pads on three F-150 years and rotors on two Silverado years; February drops the pads, adds the filter.
    expect(detail.changes?.counts).toMatchObject({ added: 1, deleted: 3, changed: 0, unchanged: 2, partsAdded: 1, partsDropped: 1 });
    expect(detail.changes?.update?.name).toBe('changes/aces-update.xml');
    expect(detail.changes?.csv?.name).toBe('changes/changes.csv');
  });

  it('is not found for a user of another workspace', async () => {
    expect(await withUser(outsider.claims, (tx) => readExportDetail(tx, second.id, outsider.id, world.store), world.db)).toBeNull();
  });
});

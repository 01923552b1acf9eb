import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEvidenceBundle } from '@/lib/catalog';
import { listAuditEntries } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import { submitConversion, submitExport, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { decideRows, listReviewRows, type Conversion } from '@/lib/data/catalogs';
import type { Export } from '@/lib/data/exports';
import { closeTemplate, sqlstateOf } from './harness';
import { buildJobWorld, exportAndWait, waitForConversion, type JobWorld } from './jobs-world';

/**
 * tests/fixtures/convert/outcomes.csv: rows 2–4 convert (3 a duplicate of 2: merged), 5 (make
 * 'Toyta') and 7 (model 'Civc', part number a formula) are flagged, 4/6/8/9 rejected (9: make
 * 'Zorgmobile'). Rows 10 and 11 convert.
 */
const OUTCOMES = 'tests/fixtures/convert/outcomes.csv';

let world: JobWorld;
let conversion: Conversion;
let first: Export;

const text = async (key: string) => (await readBlob(world.store, key))!.toString('utf8');
const fileOf = (exp: Export, name: string) => exp.files.find((f) => f.name === name);

const exportNow = () => exportAndWait(world, conversion.id);

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'outcomes.csv', body: createReadStream(OUTCOMES) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  conversion = await waitForConversion(world, submitted.conversion.id);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('the export job', () => {
  it('starts from a conversion with held rows to review', async () => {
    expect(conversion.counts).toMatchObject({ rows: 10, converted: 3, flagged: 2, rejected: 4, merged: 1 });
    const { rows } = await withUser(world.reviewer.claims, (tx) => listReviewRows(tx, conversion.id), world.db);
    expect(rows.map((r) => [r.row, r.outcome])).toEqual([
      [4, 'rejected'],
      [5, 'flagged'],
      [6, 'rejected'],
      [7, 'flagged'],
      [8, 'rejected'],
      [9, 'rejected'],
    ]);
  });

  it('exports approved and overridden rows and leaves rejected ones out', async () => {
    const decided = await withUser(
      world.reviewer.claims,
      (tx) =>
        decideRows(tx, conversion.id, [
          { row: 5, decision: 'approved' },
          { row: 7, decision: 'rejected' },
          { row: 9, decision: 'overridden', override: { make: 'Honda' } },
        ]),
      world.db,
    );
    expect(decided).toMatchObject({ ok: true, decided: 3 });

    first = await exportNow();
    expect(first).toMatchObject({
      brand: 'BKMN',
      acesVersion: '4.2',
      piesVersion: '7.2',
      conversionId: conversion.id,
      previousExportId: null,
      decisions: { approved: 1, overridden: 1, rejected: 1 },
      counts: { rows: 10, converted: 5, flagged: 0, rejected: 4, merged: 1 },
    });
    const aces = await text(fileOf(first, 'aces.xml')!.storageKey);
    expect(aces).toContain('BKM-X2018'); // row 5, approved
    expect(aces).toContain('BKM-U0001'); // row 9, make overridden to Honda
    expect(aces).not.toContain('HYPERLINK'); // row 7, rejected in review
    const flagged = await text(fileOf(first, 'flagged.csv')!.storageKey);
    expect(flagged).toContain('REVIEW_REJECTED');
  });

  it('signs an evidence bundle that verifies and records the review decisions', async () => {
    const bundle = (await readBlob(world.store, first.bundleKey))!;
    const verified = await verifyEvidenceBundle(bundle, { trustedKeys: [world.signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);
    expect(verified.files.find((f) => f.name === 'review/decisions.json')).toMatchObject({ status: 'ok' });

    const decisions = JSON.parse(await text(fileOf(first, 'review/decisions.json')!.storageKey)) as {
      summary: Record<string, number>;
      decisions: { row: number; decision: string; decidedBy: string; override?: Record<string, string> }[];
    };
    expect(decisions.summary).toEqual({ approved: 1, overridden: 1, rejected: 1, pending: 3 });
    expect(decisions.decisions.map((d) => [d.row, d.decision, d.decidedBy])).toEqual([
      [5, 'approved', world.reviewer.id],
      [7, 'rejected', world.reviewer.id],
      [9, 'overridden', world.reviewer.id],
    ]);
    expect(decisions.decisions[2]!.override).toEqual({ make: 'Honda' });
  });

  it('is immutable and audited', async () => {
    expect(await sqlstateOf(asService((tx) => tx.query(`update public.exports set brand = 'BCDF' where id = $1`, [first.id]), world.db))).toBe('42501');
    expect(await sqlstateOf(world.db.query(`delete from public.exports where id = $1`, [first.id]))).toBe('42501');
    const entries = await withUser(world.owner.claims, (tx) => listAuditEntries(tx, { workspaceId: world.workspace }), world.db);
    expect(entries.some((e) => e.action === 'export.created' && e.target === first.id && e.actorId === world.operator.id)).toBe(true);
    expect(world.mail.some((m) => m.subject.includes('export') && m.subject.includes('ready'))).toBe(true);
  });

  it('summarises the change against the previous export of the brand', async () => {
    const changed = await withUser(world.reviewer.claims, (tx) => decideRows(tx, conversion.id, [{ row: 7, decision: 'approved' }]), world.db);
    expect(changed).toMatchObject({ ok: true, decided: 1 });
    const second = await exportNow();
    expect(second.previousExportId).toBe(first.id);
    expect(second.counts).toMatchObject({ converted: 6, rejected: 3 });
    const summary = JSON.parse(await text(fileOf(second, 'changes/changes.json')!.storageKey)) as { counts: { added: number; deleted: number } };
    expect(summary.counts).toMatchObject({ added: 1, deleted: 0 });
    expect(fileOf(second, 'changes/aces-update.xml')).toBeDefined();
    const verified = await verifyEvidenceBundle((await readBlob(world.store, second.bundleKey))!, { trustedKeys: [world.signer.publicKey] });
    expect(verified.ok).toBe(true);
    expect(verified.files.map((f) => f.name)).toEqual(expect.arrayContaining(['changes/changes.json', 'changes/aces-update.xml', 'review/decisions.json']));
  });

  it('refuses an export asked for by a reviewer', async () => {
    const refused = await submitExport(world.reviewer.claims, { workspaceId: world.workspace, conversionId: conversion.id }, world.runtime);
    expect(refused).toMatchObject({ ok: false, code: 'not_allowed' });
  });
});

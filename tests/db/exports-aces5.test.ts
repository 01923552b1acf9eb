import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEvidenceBundle } from '@/lib/catalog';
import { asService, withUser } from '@/lib/db/scopes';
import { submitConversion, submitExport, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { getExport, type Export, type RequestExportInput } from '@/lib/data/exports';
import type { Conversion } from '@/lib/data/catalogs';
import { XSD_DIR } from '../unit/catalog/validate/standards';
import { closeTemplate, sqlstateOf } from './harness';
import { buildJobWorld, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/** tests/fixtures/convert/outcomes.csv converts 3 rows without review (see jobs-export.test.ts). */
const OUTCOMES = 'tests/fixtures/convert/outcomes.csv';

let world: JobWorld;
let conversion: Conversion;
let aces5: Export;

const blob = async (key: string) => (await readBlob(world.store, key))!;
const fileOf = (exp: Export, name: string) => exp.files.find((f) => f.name === name);

async function exportAs(acesVersion: RequestExportInput['acesVersion']): Promise<Export> {
  const submitted = await submitExport(
    world.operator.claims,
    // Confirmed up front: outcomes.csv leaves flagged rows open, and the guard is not this file's subject.
    { workspaceId: world.workspace, conversionId: conversion.id, confirm: true, ...(acesVersion ? { acesVersion } : {}) },
    world.runtime,
  );
  if (!submitted.ok) throw new Error(submitted.message);
  expect(submitted.request.acesVersion).toBe(acesVersion ?? '4.2');
  const done = await waitForExportRequest(world, submitted.request.id);
  expect(done).toMatchObject({ status: 'succeeded', error: null });
  return (await withUser(world.operator.claims, (tx) => getExport(tx, done.exportId!), world.db))!;
}

beforeAll(async () => {
  world = await buildJobWorld();
  // Validate against the official schemas when they are on this machine (the report then says so).
  world.ctx.standardsDir = XSD_DIR;
  await world.startWorkers();
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'outcomes.csv', body: createReadStream(OUTCOMES) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  conversion = await waitForConversion(world, submitted.conversion.id);
  expect(conversion.status).toBe('succeeded');
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('an export asked for as ACES 5.0', () => {
  it('publishes aces.xml written as ACES 5.0 and records the version', async () => {
    aces5 = await exportAs('5.0');
    expect(aces5).toMatchObject({ acesVersion: '5.0', piesVersion: '7.2', conversionId: conversion.id, counts: { converted: 3, apps: expect.any(Number) } });
    const xml = (await blob(fileOf(aces5, 'aces.xml')!.storageKey)).toString('utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<ACES version="5\.0">\n/);
    expect(xml).toContain('<BrandID>BKMN</BrandID>');
    expect(xml.match(/<PartNumber>/g)).toHaveLength(aces5.counts.apps!);
    expect(xml).not.toMatch(/<(Part|PartType|BrandAAIAID)>/);
  });

  it('checks it against the ACES 5.0 schema and says so in the report', async () => {
    const report = JSON.parse((await blob(fileOf(aces5, 'report.json')!.storageKey)).toString('utf8')) as {
      xsd: { aces: { ran: boolean; valid: boolean | null; version: string | null; schema: string | null } };
    };
    if (XSD_DIR === null) expect(report.xsd.aces).toMatchObject({ ran: false, version: '5.0' });
    else expect(report.xsd.aces).toMatchObject({ ran: true, valid: true, version: '5.0', schema: expect.stringMatching(/ACES_5_0_/) });
  });

  it('signs an evidence bundle that verifies and holds the published aces.xml', async () => {
    const verified = await verifyEvidenceBundle(await blob(aces5.bundleKey), { trustedKeys: [world.signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.ok).toBe(true);
    const published = fileOf(aces5, 'aces.xml')!;
    const sha = createHash('sha256').update(await blob(published.storageKey)).digest('hex');
    expect(verified.files.find((f) => f.name === 'aces.xml')).toMatchObject({ status: 'ok', actualSha256: sha });
  });

  it('compares a later 4.2 export with it by content, not by element names', async () => {
    const next = await exportAs(undefined);
    expect(next).toMatchObject({ acesVersion: '4.2', previousExportId: aces5.id });
    expect((await blob(fileOf(next, 'aces.xml')!.storageKey)).toString('utf8')).toContain('<ACES version="4.2">');
    const summary = JSON.parse((await blob(fileOf(next, 'changes/changes.json')!.storageKey)).toString('utf8')) as { counts: Record<string, number> };
    expect(summary.counts).toMatchObject({ added: 0, deleted: 0, changed: 0 });
  });

  it('refuses versions nobody can write, in the database too', async () => {
    expect(
      await sqlstateOf(
        asService((tx) => tx.query(`insert into public.export_requests (workspace_id, conversion_id, aces_version) values ($1, $2, '6.0')`, [world.workspace, conversion.id]), world.db),
      ),
    ).toBe('23514');
  });
});

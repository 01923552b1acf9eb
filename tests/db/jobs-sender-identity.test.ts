import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, SenderIdentity } from '@/lib/catalog';
import { withUser } from '@/lib/db/scopes';
import { submitBatch, submitConversion, submitExport, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { getExport, type Export } from '@/lib/data/exports';
import { saveSenderIdentity } from '@/lib/data/workspaces';
import type { Conversion, StoredFile } from '@/lib/data/catalogs';
import { closeTemplate } from './harness';
import { buildJobWorld, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/**
 * Issue 12.3 through the real jobs: a conversion made before the workspace has a sender identity
 * reports its placeholders; once an owner sets the identity, the export's and the batch export's
 * aces.xml and pies.xml name it.
 */
const CATALOG = 'tests/fixtures/ingest/en-brakes-clean.csv';

const IDENTITY: SenderIdentity = {
  company: 'Freins Dupré & Fils SàRL',
  senderName: 'Zoë Dupré',
  phone: '+33 1 23 45 67 89',
  email: 'donnees@dupre.example',
  brands: [{ name: 'Dupré Pro', code: 'BKMN' }],
  documentTitle: '{brand} – {date}',
  language: 'fr',
};

let world: JobWorld;
let conversion: Conversion;

const text = async (key: string) => (await readBlob(world.store, key))!.toString('utf8');
const named = (files: StoredFile[], name: string) => {
  const file = files.find((f) => f.name === name || f.name.endsWith(`/${name}`));
  if (!file) throw new Error(`no ${name} among ${files.map((f) => f.name).join(', ')}`);
  return text(file.storageKey);
};
const placeholderFindings = (report: Pick<Report, 'findings'>) => report.findings.filter((f) => f.code === 'HEADER_SENDER_PLACEHOLDER');

async function upload(): Promise<string> {
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'en-brakes-clean.csv', body: createReadStream(CATALOG) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  return received.upload.id;
}

/** Confirmation given up front: the headers are this file's subject; the guard is jobs-export-guard's. */
async function exported(subject: { conversionId: string } | { batchId: string }): Promise<Export> {
  const submitted = await submitExport(world.operator.claims, { workspaceId: world.workspace, ...subject, confirm: true }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  const done = await waitForExportRequest(world, submitted.request.id);
  expect(done).toMatchObject({ status: 'succeeded', error: null });
  return (await withUser(world.operator.claims, (tx) => getExport(tx, done.exportId!), world.db))!;
}

function expectIdentityIn(aces: string, pies: string): void {
  expect(aces).toContain('<Company>Freins Dupré &amp; Fils SàRL</Company>');
  expect(aces).toContain('<SenderName>Zoë Dupré</SenderName>');
  expect(aces).toContain('<SenderPhone>+33 1 23 45 67 89</SenderPhone>');
  expect(aces).toMatch(/<DocumentTitle>Dupré Pro – \d{4}-\d{2}-\d{2}<\/DocumentTitle>/);
  expect(aces).not.toMatch(/<Company>Partsmith<|not given/);
  expect(pies).toContain('<TechnicalContact>Zoë Dupré</TechnicalContact>');
  expect(pies).toContain('<ContactEmail>donnees@dupre.example</ContactEmail>');
  expect(pies).toContain('<LanguageCode>FR</LanguageCode>');
}

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: await upload(), brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  conversion = await waitForConversion(world, submitted.conversion.id);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('the sender identity in the jobs’ deliverables', () => {
  it('is reported as placeholders while the workspace has none', async () => {
    expect(conversion.status).toBe('succeeded');
    expect(placeholderFindings(conversion.report!)).toEqual([expect.objectContaining({ severity: 'warning', column: 'Company, SenderName, SenderPhone' })]);
    expect(await named(conversion.outputs, 'aces.xml')).toContain('<SenderPhone>not given</SenderPhone>');
  });

  it("is the workspace's identity in an export's aces.xml and pies.xml once an owner sets it", async () => {
    const saved = await withUser(world.owner.claims, (tx) => saveSenderIdentity(tx, world.workspace, IDENTITY), world.db);
    expect(saved.ok).toBe(true);
    const exp = await exported({ conversionId: conversion.id });
    expectIdentityIn(await named(exp.files, 'aces.xml'), await named(exp.files, 'pies.xml'));
    expect(placeholderFindings(JSON.parse(await named(exp.files, 'report.json')) as Report)).toEqual([]);
  }, 120_000);

  it("is the workspace's identity in every file of a batch export", async () => {
    const submitted = await submitBatch(world.operator.claims, { workspaceId: world.workspace, name: 'Sender batch', brand: 'BKMN', uploadIds: [await upload()] }, world.runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    for (const c of submitted.conversions) await waitForConversion(world, c.id);
    const exp = await exported({ batchId: submitted.batch.id });
    expectIdentityIn(await named(exp.files, 'aces.xml'), await named(exp.files, 'pies.xml'));
  }, 120_000);
});

import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoReference, verifyEvidenceBundle } from '@/lib/catalog';
import type { ConversionContext } from '@/lib/catalog/evidence';
import { withUser } from '@/lib/db/scopes';
import { createWorkspace } from '@/lib/data/workspaces';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { listLearnedTerms, recordLearnedTerm, updateLearnedTerm } from '@/lib/data/reference';
import { listReviewRows, type Conversion, type StoredFile } from '@/lib/data/catalogs';
import { closeTemplate } from './harness';
import { buildJobWorld, exportAndWait, waitForConversion, type JobWorld } from './jobs-world';

/**
 * Learned terms through the real convert job (decision 0011). The catalog is
 * tests/fixtures/ingest/en-brakes-clean.csv with its "Disc Brake Pad Set" rows' part type written
 * in a house code nothing but a learned term can read ("BRK-KLOTZ 77"). Workspace "Brakes" has
 * learned that the code is PCdb 90101 (Disc Brake Pad Set in the demo reference); the owner's
 * second workspace, "Other", has not.
 */
const HOUSE_CODE = 'BRK-KLOTZ 77';

let world: JobWorld;
let other: string;
let termId: string;
let catalog: Buffer;
let withTerm: Conversion;
let withoutTerm: Conversion;

async function convertIn(workspaceId: string): Promise<Conversion> {
  const user = world.owner;
  const received = await submitUpload(user.claims, { workspaceId, fileName: 'house-codes.csv', body: Readable.from([catalog]) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(user.claims, { workspaceId, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  return waitForConversion(world, submitted.conversion.id);
}

const housedRows = () => catalog.toString('utf8').split('\n').filter((line) => line.includes(HOUSE_CODE)).length;
const fileText = async (files: StoredFile[], name: string) => (await readBlob(world.store, files.find((f) => f.name === name)!.storageKey))!;

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  catalog = Buffer.from((await readFile('tests/fixtures/ingest/en-brakes-clean.csv', 'utf8')).replaceAll(',Disc Brake Pad Set,', `,${HOUSE_CODE},`));
  const learned = await withUser(
    world.reviewer.claims,
    (tx) => recordLearnedTerm(tx, { workspaceId: world.workspace, field: 'partType', term: HOUSE_CODE, referenceId: 90101, referenceName: 'Disc Brake Pad Set', language: 'de', origin: 'review' }),
    world.db,
  );
  if (!learned.ok) throw new Error(learned.message);
  termId = learned.id;
  const created = await withUser(world.owner.claims, (tx) => createWorkspace(tx, { name: 'Other', slug: 'other-brakes' }), world.db);
  if (!created.ok) throw new Error(created.message);
  other = created.workspaceId;
  withTerm = await convertIn(world.workspace);
  withoutTerm = await convertIn(other);
}, 180_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('a workspace with a learned term', () => {
  it('converts the rows whose value only the term resolves, and exports them', async () => {
    expect(housedRows()).toBeGreaterThan(1);
    expect(withTerm.status).toBe('succeeded');
    const { rows } = await withUser(world.reviewer.claims, (tx) => listReviewRows(tx, withTerm.id), world.db);
    expect(rows.filter((r) => Object.values(r.source).includes(HOUSE_CODE))).toEqual([]);
    const aces = (await fileText(withTerm.outputs, 'aces.xml')).toString('utf8');
    expect(aces).toContain('<PartType id="90101"/>');
  });

  it('lists the term in its report and signed evidence with the rows it decided', async () => {
    const used = { id: termId, field: 'partType', term: HOUSE_CODE, referenceId: 90101, rows: housedRows(), origin: 'review' };
    expect(withTerm.report?.learnedTerms).toEqual({ used: [used], ignored: [] });
    const verified = await verifyEvidenceBundle(await fileText(withTerm.outputs, 'evidence.zip'), { trustedKeys: [world.signer.publicKey] });
    expect(verified.ok).toBe(true);
    expect((verified.predicate as ConversionContext & { learnedTerms?: unknown }).learnedTerms).toEqual({ used: [used], ignored: [] });
  });

  it('counts the uses on the term', async () => {
    const { terms } = await withUser(world.reviewer.claims, (tx) => listLearnedTerms(tx, world.workspace), world.db);
    expect(terms).toEqual([expect.objectContaining({ id: termId, useCount: housedRows(), lastUsedAt: expect.any(Date) })]);
  });

  it('exports what the run decided even after the term is changed', async () => {
    const demo = (await loadDemoReference()).reference;
    const changed = await withUser(world.reviewer.claims, (tx) => updateLearnedTerm(tx, termId, { referenceId: 90102 }, { origin: 'settings', reference: demo }), world.db);
    expect(changed.ok).toBe(true);
    const exported = await exportAndWait(world, withTerm.id);
    const aces = (await fileText(exported.files, 'aces.xml')).toString('utf8');
    expect(aces).toContain('<PartType id="90101"/>');
    expect(aces.match(/<App /g)?.length).toBe((await fileText(withTerm.outputs, 'aces.xml')).toString('utf8').match(/<App /g)?.length);
  }, 120_000);
});

describe('another workspace', () => {
  it('neither sees nor uses the term: its rows with the house code wait for review', async () => {
    expect(withoutTerm.status).toBe('succeeded');
    expect(withoutTerm.report?.learnedTerms).toBeUndefined();
    const { rows } = await withUser(world.owner.claims, (tx) => listReviewRows(tx, withoutTerm.id), world.db);
    expect(rows.filter((r) => Object.values(r.source).includes(HOUSE_CODE))).toHaveLength(housedRows());
    expect((await withUser(world.owner.claims, (tx) => listLearnedTerms(tx, other), world.db)).terms).toEqual([]);
    // Its conversion added nothing to the other workspace's count.
    const { terms } = await withUser(world.reviewer.claims, (tx) => listLearnedTerms(tx, world.workspace), world.db);
    expect(terms[0]?.useCount).toBe(housedRows());
  });
});

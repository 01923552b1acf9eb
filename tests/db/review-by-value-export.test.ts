import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoReference, type ReferenceSet } from '@/lib/catalog';
import { withUser } from '@/lib/db/scopes';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { decideValue, listReviewRows, listValueGroups, type Conversion } from '@/lib/data/catalogs';
import { listLearnedTerms } from '@/lib/data/reference';
import { closeTemplate } from './harness';
import { buildJobWorld, exportAndWait, waitForConversion, type JobWorld } from './jobs-world';

/**
 * A value decision on a real conversion, through to the export: tests/fixtures/convert/outcomes.csv
 * holds row 9 back for its make 'Zorgmobile' (not in the demo VCdb). Deciding that value as Honda
 * exports the row as a Honda fitment, as the same override made row by row would.
 */
const OUTCOMES = 'tests/fixtures/convert/outcomes.csv';
const HONDA = 9010;

let world: JobWorld;
let conversion: Conversion;
let reference: ReferenceSet;

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  reference = (await loadDemoReference()).reference;
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'outcomes.csv', body: createReadStream(OUTCOMES) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  conversion = await waitForConversion(world, submitted.conversion.id);
}, 120_000);

/** Converts a catalog given as text, by the operator, and waits for it. */
async function convertText(fileName: string, text: string): Promise<Conversion> {
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName, body: Readable.from([Buffer.from(text)]) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  return waitForConversion(world, submitted.conversion.id);
}

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('a value decision, exported', () => {
  it('stages the values that held each row and groups them', async () => {
    const { rows } = await withUser(world.reviewer.claims, (tx) => listReviewRows(tx, conversion.id, { value: { field: 'make', key: 'zorgmobile' } }), world.db);
    expect(rows.map((r) => [r.row, r.stops.map((s) => [s.field, s.term])])).toEqual([[9, [['make', 'Zorgmobile']]]]);
    const { groups } = await withUser(world.reviewer.claims, (tx) => listValueGroups(tx, conversion.id, { field: 'make' }), world.db);
    expect(groups.find((g) => g.key === 'zorgmobile')).toMatchObject({ term: 'Zorgmobile', rows: 1, pendingRows: 1, parts: 1, sampleRows: [9] });
  });

  it('exports the rows of a decided value with the chosen reference entity', async () => {
    const decided = await withUser(
      world.reviewer.claims,
      (tx) => decideValue(tx, conversion.id, { field: 'make', key: 'zorgmobile', decision: 'overridden', referenceId: HONDA }, reference),
      world.db,
    );
    expect(decided).toMatchObject({ ok: true, rows: 1, decided: 1, reference: { id: HONDA, name: 'Honda' } });

    const exported = await exportAndWait(world, conversion.id);
    expect(exported.decisions).toMatchObject({ overridden: 1 });
    const aces = (await readBlob(world.store, exported.files.find((f) => f.name === 'aces.xml')!.storageKey))!.toString('utf8');
    // Row 9's part, on the base vehicle of a 2016 Honda Civic.
    const app = aces.split('<App ').find((a) => a.includes('BKM-U0001'));
    expect(app).toBeDefined();
    const civic2016 = [...reference.baseVehicles.values()].find((bv) => bv.makeId === HONDA && bv.year === 2016 && reference.models.get(bv.modelId)?.name === 'Civic')!;
    expect(app).toContain(`<BaseVehicle id="${civic2016.id}"/>`);
  });
});

describe('a quantity decided by value, exported and learned', () => {
  // No quantity column: a rotor on an axle without a side is held (QTY_NOT_STATED), not written as Qty 1.
  const ROTORS = ['Part Number,Part Type,Position,Make,Model,Year', 'BKM-R1,Disc Brake Rotor,Front,Honda,Civic,2012', 'BKM-R1,Disc Brake Rotor,Front,Honda,Civic,2013', 'BKM-F1,Oil Filter,,Honda,Civic,2012'].join('\n');

  it('groups the rows by what the quantity is of, decides them with one number, and exports it', async () => {
    const first = await convertText('rotors.csv', ROTORS);
    const { groups } = await withUser(world.reviewer.claims, (tx) => listValueGroups(tx, first.id, { field: 'qty' }), world.db);
    expect(groups).toEqual([expect.objectContaining({ term: 'Disc Brake Rotor · Front', codes: ['QTY_NOT_STATED'], rows: 2, pendingRows: 2, parts: 1 })]);
    expect(groups[0]!.candidates).toEqual([{ referenceId: 2, name: '2', confidence: 0.6 }]);

    const tooMany = await withUser(world.reviewer.claims, (tx) => decideValue(tx, first.id, { field: 'qty', key: groups[0]!.key, decision: 'overridden', referenceId: 1000 }, reference), world.db);
    expect(tooMany).toMatchObject({ ok: false, code: 'invalid', message: expect.stringContaining('not a quantity') });
    const decided = await withUser(world.reviewer.claims, (tx) => decideValue(tx, first.id, { field: 'qty', key: groups[0]!.key, decision: 'overridden', referenceId: 2 }, reference), world.db);
    expect(decided).toMatchObject({ ok: true, rows: 2, decided: 2, reference: { id: 2, name: '2' } });

    const exported = await exportAndWait(world, first.id);
    const aces = (await readBlob(world.store, exported.files.find((f) => f.name === 'aces.xml')!.storageKey))!.toString('utf8');
    const rotorApps = aces.split('<App ').filter((a) => a.includes('BKM-R1'));
    expect(rotorApps).toHaveLength(2);
    for (const app of rotorApps) expect(app).toContain('<Qty>2</Qty>');

    const { terms } = await withUser(world.reviewer.claims, (tx) => listLearnedTerms(tx, world.workspace, { field: 'qty' }), world.db);
    expect(terms).toEqual([expect.objectContaining({ field: 'qty', term: 'Disc Brake Rotor · Front', referenceId: 2, referenceName: '2', language: null, origin: 'review', conversionId: first.id })]);
  });

  it('answers for the next conversion of the workspace without review', async () => {
    const second = await convertText('rotors-2.csv', ROTORS.replace(/BKM-R1/g, 'BKM-R9'));
    expect(second.counts).toMatchObject({ flagged: 0 });
    const used = second.report?.learnedTerms?.used ?? [];
    expect(used).toEqual([expect.objectContaining({ field: 'qty', term: 'Disc Brake Rotor · Front', referenceId: 2, rows: 2 })]);
  });
});

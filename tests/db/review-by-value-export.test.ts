import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoReference, type ReferenceSet } from '@/lib/catalog';
import { withUser } from '@/lib/db/scopes';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { decideValue, listReviewRows, listValueGroups, type Conversion } from '@/lib/workspace-data';
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

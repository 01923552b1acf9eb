import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobResponseSchema, type ApiRuntime } from '@/lib/api';
import { asService, withUser } from '@/lib/db/scopes';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { getConversion, listReviewRows, retryConversion, type Conversion } from '@/lib/data/catalogs';
import { baseMappingOf, editedMapping } from '@/components/catalogs/mapping-rows';
import { mappingRowsOf, settingRowsOf } from '@/components/catalogs/mapping-words';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, waitForConversion, type JobWorld } from './jobs-world';

/**
 * A catalog whose part-type column has a header the lexicon does not know and values that are no
 * part types ("Sortiment": PAD-CER, ROT-VNT): the job stops at the mapping (MAPPING_INCOMPLETE)
 * instead of rejecting every row, keeps the mapping it proposed for the page to ask for the column,
 * and a re-run with the column picked converts. The API reports the stop with its code and message.
 */
/** Also uploaded by tests/e2e/catalogs.spec.ts. */
const FILE = 'tests/fixtures/jobs/unknown-part-type.csv';

let world: JobWorld;
let api: ApiRuntime;
let key: string;
let uploadId: string;
let stopped: Conversion;

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'unknown-part-type.csv', body: createReadStream(FILE) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  uploadId = received.upload.id;
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  stopped = await waitForConversion(world, submitted.conversion.id);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('a conversion whose mapping leaves a field every row needs unmapped', () => {
  it('fails with MAPPING_INCOMPLETE naming the field and the unused column, once, with nothing written or staged', async () => {
    expect(stopped).toMatchObject({ status: 'failed', attempt: 1, counts: null, report: null, outputs: [] });
    expect(stopped.error?.code).toBe('MAPPING_INCOMPLETE');
    expect(stopped.error?.message).toMatch(/no column is mapped to Part type/);
    expect(stopped.error?.message).toContain('"Sortiment"');
    expect(await asService((tx) => listReviewRows(tx, stopped.id, {}), world.db)).toMatchObject({ rows: [] });
    // The workspace hears of it (a failed conversion's notice, sent as the job ends).
    const notice = (mail: JobWorld['mail']) => mail.some((m) => m.subject.includes('unknown-part-type.csv could not be converted'));
    expect(notice(await waitFor(async () => world.mail, notice))).toBe(true);
  });

  it('refuses a retry with the same mapping, saying what to do instead', async () => {
    const retried = await withUser(world.operator.claims, (tx) => retryConversion(tx, stopped.id), world.db);
    expect(retried).toMatchObject({ ok: false, code: 'invalid', message: expect.stringMatching(/retrying it with the same mapping stops the same way/) });
  });

  it('keeps the proposed mapping as the mapping used, with each column’s confidence and note and the settings it inferred', () => {
    const used = stopped.mappingUsed!;
    expect(used.columns.map((c) => [c.column, c.field])).toEqual([
      ['Part Number', 'partNumber'],
      ['Sortiment', null],
      ['Make', 'make'],
      ['Model', 'model'],
      ['Years', 'year'],
      ['Position', 'position'],
      ['Qty', 'qty'],
      ['List Price', 'price'],
    ]);
    expect(used.columns.every((c) => c.origin?.kind === 'detected')).toBe(true);
    // Inferred settings are stated with their basis, not frozen into the mapping as if chosen.
    expect(used.settings).toBeUndefined();
    expect(used.assumptions).toContainEqual(expect.objectContaining({ setting: 'currency', value: 'USD', by: 'inferred' }));
    // What the page shows: the rows with the detector's words, the settings as assumed.
    const sortiment = mappingRowsOf(stopped).find((r) => r.column === 'Sortiment')!;
    expect(sortiment.confidence).toBe(0.5);
    expect(sortiment.note).toMatch(/header "Sortiment" not recognised/);
    expect(settingRowsOf(stopped).find((s) => s.setting === 'currency')).toEqual({ setting: 'currency', value: 'USD', basis: expect.stringMatching(/carry no currency/), by: 'inferred' });
  });

  it('converts when run again with the column picked, using the currency set on the mapping', async () => {
    const fields = stopped.mappingUsed!.columns.map((c) => (c.column === 'Sortiment' ? 'partType' : c.field));
    const mapping = editedMapping(baseMappingOf(stopped)!, fields, world.operator.id, { currency: 'EUR' })!;
    const submitted = await submitConversion(
      world.operator.claims,
      { workspaceId: world.workspace, uploadId, brand: 'BKMN', mapping, referenceReleaseId: stopped.reference.releaseId },
      world.runtime,
    );
    if (!submitted.ok) throw new Error(submitted.message);
    expect(submitted.created).toBe(true);
    const rerun = await waitForConversion(world, submitted.conversion.id);
    expect(rerun.status, JSON.stringify(rerun.error)).toBe('succeeded');
    expect(rerun.counts?.rows).toBe(6);
    expect(rerun.report!.mapping.find((m) => m.column === 'Sortiment')).toMatchObject({ field: 'partType', origin: { kind: 'person', by: world.operator.id } });
    expect(rerun.report!.assumptions).toContainEqual({ setting: 'currency', value: 'EUR', basis: 'set on the mapping', said: { id: 'note.map.basis.set' }, by: 'mapping' });
    expect(settingRowsOf(rerun).find((s) => s.setting === 'currency')).toMatchObject({ value: 'EUR', by: 'mapping' });
    // The inferred decimal mark stays an assumption: it was not set.
    expect(rerun.report!.assumptions?.find((a) => a.setting === 'decimalMark')).toMatchObject({ by: 'inferred' });
  });
});

describe('over the API', () => {
  it('reports a job stopped at the mapping with its code and message', async () => {
    const started = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId, brand: 'BKMN', acceptThreshold: 0.8 } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = JobResponseSchema.parse(started.body).job.id;
    const job = await waitFor(
      async () => JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${id}`, { key })).body).job,
      (j) => j.status === 'failed' || j.status === 'succeeded',
    );
    expect(job.status).toBe('failed');
    // The code and the English always; the text's id and parameters for a client that renders its own language.
    expect(job.error).toEqual({ code: 'MAPPING_INCOMPLETE', message: stopped.error!.message, messageId: 'MAPPING_INCOMPLETE.unused', params: expect.objectContaining({ fields: [{ id: 'field.partType' }] }) });
  });

  it('takes settings inside an inline mapping, and refuses a setting CatalogSettingsSchema refuses', async () => {
    const inline = { version: 1, columns: [{ column: 'Sortiment', field: 'partType' }], settings: { currency: 'GBP', defaultQty: 2 } };
    const started = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId, brand: 'BKMN', mapping: inline } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = JobResponseSchema.parse(started.body).job.id;
    const job = await waitFor(
      async () => JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${id}`, { key })).body).job,
      (j) => j.status === 'failed' || j.status === 'succeeded',
    );
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    const conversion = await withUser(world.owner.claims, (tx) => getConversion(tx, id), world.db);
    expect(conversion!.report!.assumptions).toEqual(
      expect.arrayContaining([
        { setting: 'currency', value: 'GBP', basis: 'set on the mapping', said: { id: 'note.map.basis.set' }, by: 'mapping' },
        // Set though the catalog has a quantity column: kept, the person said so.
        { setting: 'defaultQty', value: 2, basis: 'set on the mapping', said: { id: 'note.map.basis.set' }, by: 'mapping' },
      ]),
    );

    for (const settings of [{ currency: 'gbp' }, { weightUnit: 'stone' }, { defaultQty: 0 }, { vat: 20 }]) {
      const refused = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId, brand: 'BKMN', mapping: { ...inline, settings } } });
      expect(refused.status, JSON.stringify(settings)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('settings');
    }
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListSchema, JobResponseSchema, type ApiRuntime } from '@/lib/api';
import type { Report } from '@/lib/catalog';
import { withUser } from '@/lib/db/scopes';
import { submitConversion } from '@/lib/jobs';
import { getConversion, saveMapping } from '@/lib/data/catalogs';
import { baseMappingOf, editedMapping } from '@/components/catalogs/mapping-rows';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, waitForConversion, type JobWorld } from './jobs-world';

/**
 * Where each column's field came from, as a job's report states it, for every way a mapping is
 * given (detected, saved, inline, changed by a person); inline mappings the API refuses; and review
 * overrides that name reference entries by id, refused with a message that says where.
 * tests/fixtures/convert/outcomes.csv: rows 5 and 7 flagged, 4, 6, 8 and 9 rejected.
 */
const CATALOG = readFileSync('tests/fixtures/convert/outcomes.csv');

let world: JobWorld;
let api: ApiRuntime;
let key: string;
let uploadId: string;
let detectedJob: string;

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  const uploaded = await call(api, 'POST', '/api/v1/uploads?name=outcomes.csv', { key, body: CATALOG });
  uploadId = uploaded.body.upload.id;
  detectedJob = (await startJob({ uploadId, brand: 'BKMN' })).id;
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

async function startJob(body: Record<string, unknown>) {
  const started = await call(api, 'POST', '/api/v1/jobs', { key, json: body });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = JobResponseSchema.parse(started.body).job.id;
  return waitFor(
    async () => JobResponseSchema.parse((await call(api, 'GET', `/api/v1/jobs/${id}`, { key })).body).job,
    (j) => j.status === 'succeeded' || j.status === 'failed',
  );
}

async function reportOf(id: string): Promise<Report['mapping']> {
  const conversion = await withUser(world.owner.claims, (tx) => getConversion(tx, id), world.db);
  return conversion!.report!.mapping;
}

const column = (mapping: Report['mapping'], name: string) => mapping.find((m) => m.column === name)!;

describe('the origin of each column', () => {
  it('is the detector’s, with its own confidence and note, when nothing was given', async () => {
    const mapping = await reportOf(detectedJob);
    expect(mapping.every((m) => m.origin?.kind === 'detected')).toBe(true);
    expect(mapping.some((m) => m.confidence < 1)).toBe(true);
    expect(mapping.map((m) => m.note)).not.toContain('saved mapping');
    // The conversion's own record says the same, for exports and re-runs to apply again.
    const conversion = await withUser(world.owner.claims, (tx) => getConversion(tx, detectedJob), world.db);
    expect(conversion!.mappingUsed!.columns.map((c) => [c.column, c.field, c.origin, c.confidence, c.note])).toEqual(
      mapping.map((m) => [m.column, m.field, m.origin, m.confidence, m.note]),
    );
  });

  it('is the saved mapping, by name and version, for a job given its id', async () => {
    const header = ['Part Number', 'Part Type', 'Make', 'Model', 'Years', 'Position', 'Qty', 'Notes', 'Description', 'List Price (USD)'];
    const base = (await withUser(world.owner.claims, (tx) => getConversion(tx, detectedJob), world.db))!.mappingUsed!;
    for (const name of ['Outcomes', 'Outcomes']) {
      const saved = await withUser(world.owner.claims, (tx) => saveMapping(tx, { workspaceId: world.workspace, name, header, mapping: base }), world.db);
      expect(saved.ok).toBe(true);
    }
    const listed = (await call(api, 'GET', '/api/v1/mappings', { key })).body.mappings;
    // Saved without the run's origins: a saved mapping is a layout, not a record.
    expect(listed[0].mapping.columns[0]).toEqual({ column: 'Part Number', field: 'partNumber' });
    const job = await startJob({ uploadId, brand: 'BKMN', mappingId: listed[0].id });
    expect(job.counts).toMatchObject({ flagged: 2, rejected: 4 });
    expect(column(await reportOf(job.id), 'Make')).toMatchObject({ origin: { kind: 'saved', name: 'Outcomes', version: 2 }, confidence: 1, note: 'saved mapping "Outcomes" v2' });
  });

  it('is the person’s, who and when, for a column changed on the mapping screen; the rest stay as detected', async () => {
    const before = (await withUser(world.operator.claims, (tx) => getConversion(tx, detectedJob), world.db))!;
    const fields = before.mappingUsed!.columns.map((c) => (c.column === 'Notes' ? 'description' : c.column === 'Description' ? null : c.field));
    // What the mapping screen's "convert again" action asks for (app/[locale]/(app)/catalogs/[id]/actions.ts).
    const mapping = editedMapping(baseMappingOf(before)!, fields, world.operator.id)!;
    const started = await submitConversion(
      world.operator.claims,
      { workspaceId: world.workspace, uploadId, brand: 'BKMN', mapping, referenceReleaseId: before.reference.releaseId },
      world.runtime,
    );
    if (!started.ok) throw new Error(started.message);
    const done = await waitForConversion(world, started.conversion.id);
    expect(done.status).toBe('succeeded');
    const report = await reportOf(done.id);
    const by = { kind: 'person', by: world.operator.id, at: done.createdAt.toISOString() };
    expect(column(report, 'Notes')).toMatchObject({ field: 'description', origin: by, confidence: 1 });
    expect(column(report, 'Description')).toMatchObject({ field: null, origin: by });
    expect(column(report, 'Make')).toEqual(column(await reportOf(detectedJob), 'Make'));

    // The same change asked for again is the same conversion: the date is not part of the request.
    const again = await submitConversion(
      world.operator.claims,
      { workspaceId: world.workspace, uploadId, brand: 'BKMN', mapping: editedMapping(baseMappingOf(before)!, fields, world.operator.id)!, referenceReleaseId: null },
      world.runtime,
    );
    expect(again.ok && again.conversion.id).toBe(done.id);
  });
});

describe('an inline mapping the API refuses', () => {
  it.each([
    ['one that unmaps the part number', [{ column: 'Part Number', field: null }], /partNumber is not mapped to any column \(every application and item needs a part number\)/],
    ['one that moves the make elsewhere', [{ column: 'Make', field: 'brand' }], /make is not mapped to any column/],
    ['one naming a column the file lacks', [{ column: 'Marke', field: 'make' }], /outcomes\.csv has no column "Marke"; its columns are "Part Number", /],
  ])('answers 400 for %s, naming it, and starts nothing', async (_, columns, message) => {
    const before = JobListSchema.parse((await call(api, 'GET', '/api/v1/jobs', { key })).body).jobs.length;
    const refused = await call(api, 'POST', '/api/v1/jobs', { key, json: { uploadId, brand: 'BKMN', mapping: { version: 1, columns } } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_request');
    expect(refused.body.error.message).toMatch(message);
    expect(JobListSchema.parse((await call(api, 'GET', '/api/v1/jobs', { key })).body).jobs).toHaveLength(before);
  });

  it('accepts one that only leaves out a column nobody needs', async () => {
    const job = await startJob({ uploadId, brand: 'BKMN', mapping: { version: 1, columns: [{ column: 'Notes', field: null }] } });
    expect(job).toMatchObject({ status: 'succeeded', counts: { rows: 10, flagged: 2, rejected: 4 } });
    expect(column(await reportOf(job.id), 'Notes')).toMatchObject({ field: null, origin: { kind: 'inline' } });
  });
});

describe('review overrides by reference id', () => {
  const decide = (override: unknown) => call(api, 'POST', `/api/v1/jobs/${detectedJob}/decisions`, { key, json: { decisions: [{ row: 9, decision: 'overridden', override }] } });

  it.each([
    [{ partTypeId: 1896 }, 'decisions.0.override.partTypeId: 1896 is not a part type in the job\'s reference release'],
    [{ positionId: '12' }, 'decisions.0.override.positionId: 12 is not a position'],
    [{ baseVehicleId: 'Civic' }, 'decisions.0.override.baseVehicleId: "Civic" is not an id'],
    [{ modelId: 21037 }, 'decisions.0.override.modelId: name the model\'s make too (makeId)'],
    [{ makeId: 9001, modelId: 21037 }, 'decisions.0.override.modelId: 21037 is not a model of make 9001'],
  ])('answers 400 for %j, saying which and why', async (override, message) => {
    const refused = await decide(override);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(message);
  });

  it('says where a body that fits no shape is wrong, instead of “(top level): Invalid input.”', async () => {
    const refused = await call(api, 'POST', `/api/v1/jobs/${detectedJob}/decisions`, { key, json: { decisions: [{ row: 9, decision: 'overridden', override: { colour: 'red' } }] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).not.toContain('(top level)');
    expect(refused.body.error.message).toContain('decisions.0.override');
  });

  it('stores a part type given by id as the picker does: its name and id', async () => {
    const decided = await decide({ partTypeId: 90101, qty: 2 });
    expect(decided.body).toEqual({ decided: 1, missing: [] });
    const review = await call(api, 'GET', `/api/v1/jobs/${detectedJob}/review?state=overridden`, { key });
    expect(review.body.rows[0]).toMatchObject({ row: 9, override: { partType: 'Disc Brake Pad Set', partTypeId: '90101', qty: '2' } });
  });
});

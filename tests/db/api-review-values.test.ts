import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema, ValueDecisionResultSchema, ValueGroupPageSchema, type ApiRuntime } from '@/lib/api';
import { addMemberByEmail, changeMemberRole, listAuditEntries } from '@/lib/data/workspaces';
import { withUser } from '@/lib/db/scopes';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { listReviewRows } from '@/lib/data/catalogs';
import { ALL_SCOPES, apiRuntime, call, makeKey } from './api-world';
import { closeTemplate, makeUser } from './harness';
import { buildJobWorld, waitForConversion, type JobWorld } from './jobs-world';

/**
 * Review by value over REST beyond its documented examples (api-docs.test.ts runs those): paging,
 * filters, the refusals, and one audit entry per value. outcomes.csv holds three values: the make
 * "Toyta" (row 5, a typo of Toyota), the model "Civc" (row 7) and the make "Zorgmobile" (row 9).
 */
const OUTCOMES = 'tests/fixtures/convert/outcomes.csv';

let world: JobWorld;
let api: ApiRuntime;
let key: string;
let jobId: string;

const values = (query = '', k = key) => call(api, 'GET', `/api/v1/jobs/${jobId}/review/values${query}`, { key: k });
const decide = (json: unknown, k = key) => call(api, 'POST', `/api/v1/jobs/${jobId}/review/values/decide`, { key: k, json });
const groupsOf = (body: unknown) => ValueGroupPageSchema.parse(body).groups.map((g) => `${g.field}:${g.key}`);

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  const received = await submitUpload(world.owner.claims, { workspaceId: world.workspace, fileName: 'outcomes.csv', body: createReadStream(OUTCOMES) }, world.runtime);
  if (!received.ok) throw new Error(received.message);
  const started = await submitConversion(world.owner.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!started.ok) throw new Error(started.message);
  jobId = started.conversion.id;
  const done = await waitForConversion(world, jobId);
  if (done.status !== 'succeeded') throw new Error(`the job ended ${done.status}`);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('listing a job\'s values', () => {
  it('walks every group once, a page at a time, and filters by field', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = ValueGroupPageSchema.parse((await values(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).body);
      expect(page.groups).toHaveLength(1);
      seen.push(...page.groups.map((g) => `${g.field}:${g.key}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['make:toyta', 'make:zorgmobile', 'model:civc']);
    expect(groupsOf((await values('?field=model')).body)).toEqual(['model:civc']);
    expect(groupsOf((await values('?field=position')).body)).toEqual([]);
  });

  it('gives the candidates with their confidence and a few rows', async () => {
    const [civc] = ValueGroupPageSchema.parse((await values('?field=model')).body).groups;
    expect(civc).toMatchObject({ term: 'Civc', codes: ['MODEL_TYPO'], rows: 1, pendingRows: 1, parts: 1, sampleRows: [7] });
    expect(civc!.candidates[0]).toEqual({ referenceId: 21037, name: 'Civic', confidence: 0.8 });
  });

  it('refuses a cursor another list gave out, and a field it does not know', async () => {
    const rowsCursor = (await call(api, 'GET', `/api/v1/jobs/${jobId}/review?limit=1`, { key })).body.nextCursor as string;
    expect(rowsCursor).toEqual(expect.any(String));
    for (const query of [`?cursor=${rowsCursor}`, '?cursor=nonsense', '?field=wheel', '?state=decided']) {
      const answer = await values(query);
      expect(answer.status, query).toBe(400);
      expect(ErrorSchema.parse(answer.body).error.code).toBe('invalid_request');
    }
  });
});

describe('deciding a value', () => {
  it('needs jobs:write, and a creator who may review', async () => {
    const readOnly = await makeKey(world, world.owner, ['jobs:read']);
    expect((await values('', readOnly)).status).toBe(200);
    const scoped = await decide({ field: 'make', key: 'toyta', decision: 'rejected' }, readOnly);
    expect(scoped.status).toBe(403);
    expect(scoped.body.error.code).toBe('insufficient_scope');

    const owner2 = await makeUser(world.db);
    const added = await withUser(world.owner.claims, (tx) => addMemberByEmail(tx, { workspaceId: world.workspace, email: owner2.email, role: 'owner' }), world.db);
    if (!added.ok) throw new Error(added.message);
    const theirs = await makeKey(world, owner2, ALL_SCOPES);
    const demoted = await withUser(world.owner.claims, (tx) => changeMemberRole(tx, { workspaceId: world.workspace, userId: owner2.id, role: 'operator' }), world.db);
    if (!demoted.ok) throw new Error(demoted.message);
    const refused = await decide({ field: 'make', key: 'toyta', decision: 'rejected' }, theirs);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('not_allowed');
    // Reading stays open to an operator.
    expect((await values('', theirs)).status).toBe(200);
    expect(groupsOf((await values()).body)).toContain('make:toyta');
  });

  it('refuses an ID the job\'s release lacks for the field, and a body that is not a decision, changing nothing', async () => {
    // 21037 is a model (Civic), not a make.
    const wrongField = await decide({ field: 'make', key: 'toyta', decision: 'overridden', referenceId: 21037 });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toMatchObject({ code: 'invalid_request' });
    expect(wrongField.body.error.message).toContain('21037');
    for (const body of [
      { field: 'make', key: 'toyta', decision: 'approved' },
      { field: 'make', key: 'toyta', decision: 'rejected', referenceId: 9009 },
      { field: 'make', key: 'toyta', decision: 'overridden' },
      { field: 'wheel', key: 'toyta', decision: 'rejected' },
    ]) {
      expect((await decide(body)).status, JSON.stringify(body)).toBe(400);
    }
    const pending = await withUser(world.owner.claims, (tx) => listReviewRows(tx, jobId, { state: 'pending' }), world.db);
    expect(pending.rows.map((r) => r.row)).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('decides every pending row of the value with one audit entry, then answers 409 for it', async () => {
    const decided = await decide({ field: 'make', key: 'toyta', decision: 'overridden', referenceId: 9009 });
    expect(decided.status).toBe(200);
    expect(ValueDecisionResultSchema.parse(decided.body)).toEqual({ rows: 1, decided: 1, pending: 0, reference: { id: 9009, name: 'Toyota' } });

    const audit = await withUser(world.owner.claims, (tx) => listAuditEntries(tx, { workspaceId: world.workspace, limit: 5 }), world.db);
    // One entry for the value (none per row), and the term the workspace learned from it.
    expect(audit.map((e) => e.action).slice(0, 2).sort()).toEqual(['learned_term.added', 'review.value_decided']);
    expect(audit.find((e) => e.action === 'review.value_decided')).toMatchObject({
      actorId: world.owner.id,
      details: { conversion_id: jobId, field: 'make', key: 'toyta', decision: 'overridden', reference_id: 9009, rows: 1 },
    });
    expect(audit.filter((e) => e.action.startsWith('review.')).map((e) => e.action)).toEqual(['review.value_decided']);

    const again = await decide({ field: 'make', key: 'toyta', decision: 'rejected' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect(groupsOf((await values()).body)).toEqual(['make:zorgmobile', 'model:civc']);
    const all = ValueGroupPageSchema.parse((await values('?state=all&field=make')).body).groups;
    expect(all.map((g) => [g.key, g.rows, g.pendingRows])).toEqual([
      ['zorgmobile', 1, 1],
      ['toyta', 1, 0],
    ]);
  });

  it('answers 409 for a value no row of the job holds (the job exists: not 404)', async () => {
    const unknown = await decide({ field: 'partType', key: 'bremsbelagsatz', decision: 'rejected' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.code).toBe('conflict');
  });
});

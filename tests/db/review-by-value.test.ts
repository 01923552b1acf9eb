import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoReference, type ReferenceSet } from '@/lib/catalog';
import type { ValueStop } from '@/lib/catalog/normalize/learned-terms';
import { listAuditEntries, verifyAuditChain } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { decideRows, decideValue, listReviewRows, listValueGroups, type ReviewRow } from '@/lib/data/catalogs';
import { listLearnedTerms } from '@/lib/data/reference';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, type TestDb, type TestUser } from './harness';

/**
 * Review by value (decision 0011): held rows grouped by the value that stopped them, one decision
 * per value with one audit entry, the decision learned by the workspace. The conversion below holds
 * a German part type in two spellings, a misspelt make, and a row that holds both.
 */
let db: TestDb;
let w: CatalogWorld;
let reference: ReferenceSet;
let conversionId: string;
const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);

const PAD_SET = 90101;
const pads = (term: string): ValueStop => ({
  field: 'partType',
  term,
  key: 'bremsbelagsatz',
  code: 'PART_TYPE_UNMATCHED',
  candidates: [
    { referenceId: PAD_SET, name: 'Disc Brake Pad Set', confidence: 0.82 },
    { referenceId: 90109, name: 'Disc Brake Pad Wear Sensor', confidence: 0.41 },
  ],
});
const toyta: ValueStop = { field: 'make', term: 'Toyta', key: 'toyta', code: 'MAKE_TYPO', candidates: [{ referenceId: 9009, name: 'Toyota', confidence: 0.8 }] };
const front: ValueStop = { field: 'position', term: 'vorn li', key: 'vornli', code: 'POSITION_UNMATCHED', candidates: [] };

/** source row → [outcome, part number, stops, extra mapped fields, position the engine read] */
const HELD: [number, 'flagged' | 'rejected', string, ValueStop[], Record<string, string>, number?][] = [
  [2, 'rejected', 'P-1', [pads('Bremsbelagsatz')], {}],
  [3, 'rejected', 'P-1', [pads('Bremsbelagsatz')], {}],
  [4, 'rejected', 'P-2', [pads('Bremsbelagsatz'), toyta], {}],
  [5, 'rejected', 'P-3', [pads('Bremsbelag-Satz')], {}],
  [6, 'flagged', 'P-4', [toyta], { baseVehicleId: '5555' }],
  [7, 'flagged', 'P-5', [], {}],
  [8, 'rejected', 'P-6', [pads('Bremsbelagsatz')], {}],
  [9, 'rejected', 'P-7', [pads('Bremsbelagsatz'), front], {}],
  // "Bremsbelagsatz hinten": the engine read the position from the part type text.
  [10, 'rejected', 'P-8', [pads('Bremsbelagsatz')], {}, 9103],
];

async function seed(): Promise<string> {
  return asService(async (tx) => {
    const [c] = await tx.query<{ id: string }>(
      `insert into public.conversions (workspace_id, upload_id, brand, created_by, status, counts, outputs)
       values ($1, $2, 'WXYZ', $3, 'succeeded', '{"rows":9}'::jsonb, '[]'::jsonb) returning id`,
      [w.workspace, w.uploadId, w.operator.id],
    );
    const rows = HELD.map(([row, outcome, part, stops, fields, positionId]) => ({
      source_row: row,
      outcome,
      codes: stops.length ? stops.map((s) => s.code) : ['MODEL_TYPO'],
      source: { Teil: part },
      fields: { partNumber: part, partType: stops.find((s) => s.field === 'partType')?.term ?? 'Disc Brake Pad Set', make: 'Toyota', ...fields },
      stops,
      notes: positionId ? [{ field: 'position', source: 'hinten', value: positionId, confidence: 1, note: 'position from the part type' }] : [],
    }));
    await tx.query(
      `insert into public.conversion_rows (conversion_id, workspace_id, source_row, outcome, codes, source, fields, stops, notes)
       select $1, $2, r.source_row, r.outcome, r.codes, r.source, r.fields, r.stops, r.notes
       from jsonb_to_recordset($3::text::jsonb) as r(source_row int, outcome text, codes text[], source jsonb, fields jsonb, stops jsonb, notes jsonb)`,
      [c!.id, w.workspace, JSON.stringify(rows)],
    );
    return c!.id;
  }, db);
}

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
  reference = (await loadDemoReference()).reference;
  conversionId = await seed();
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

const reviewEntries = async () =>
  (await as(w.owner, (tx) => listAuditEntries(tx, { workspaceId: w.workspace })))
    .filter((e) => e.action.startsWith('review.'))
    .sort((a, b) => a.seq - b.seq);

async function rowsByNumber(): Promise<Map<number, ReviewRow>> {
  const { rows } = await as(w.viewer, (tx) => listReviewRows(tx, conversionId));
  return new Map(rows.map((r) => [r.row, r]));
}

describe('review by value', () => {
  it('groups pending rows by the value that stopped them, with counts, parts, the usual spelling and candidates', async () => {
    const { groups, next } = await as(w.viewer, (tx) => listValueGroups(tx, conversionId));
    expect(next).toBeNull();
    expect(groups.map((g) => [g.field, g.key, g.pendingRows, g.rows])).toEqual([
      ['partType', 'bremsbelagsatz', 7, 7],
      ['make', 'toyta', 2, 2],
      ['position', 'vornli', 1, 1],
    ]);
    expect(groups[0]).toMatchObject({
      term: 'Bremsbelagsatz',
      codes: ['PART_TYPE_UNMATCHED'],
      parts: 6,
      candidates: [
        { referenceId: PAD_SET, name: 'Disc Brake Pad Set', confidence: 0.82 },
        { referenceId: 90109, confidence: 0.41 },
      ],
      sampleRows: [2, 3, 4, 5, 8],
    });
  });

  it('pages the groups and filters them by field', async () => {
    const first = await as(w.viewer, (tx) => listValueGroups(tx, conversionId, { limit: 1 }));
    expect(first.groups.map((g) => g.key)).toEqual(['bremsbelagsatz']);
    const second = await as(w.viewer, (tx) => listValueGroups(tx, conversionId, { limit: 1, after: first.next! }));
    expect(second.groups.map((g) => g.key)).toEqual(['toyta']);
    const makes = await as(w.viewer, (tx) => listValueGroups(tx, conversionId, { field: 'make' }));
    expect(makes.groups.map((g) => g.key)).toEqual(['toyta']);
  });

  it('shows another workspace nothing and lets neither an outsider nor a viewer decide', async () => {
    expect((await as(w.outsider, (tx) => listValueGroups(tx, conversionId))).groups).toEqual([]);
    const input = { field: 'partType', key: 'bremsbelagsatz', decision: 'overridden', referenceId: PAD_SET } as const;
    expect(await as(w.outsider, (tx) => decideValue(tx, conversionId, input, reference))).toMatchObject({ ok: false, code: 'not_found' });
    for (const user of [w.viewer, w.operator]) {
      expect(await as(user, (tx) => decideValue(tx, conversionId, input, reference))).toMatchObject({ ok: false, code: 'not_allowed' });
    }
    expect((await as(w.viewer, (tx) => listValueGroups(tx, conversionId))).groups[0]!.pendingRows).toBe(7);
  });

  it('refuses a reference ID the conversion\'s release does not have', async () => {
    const outcome = await as(w.reviewer, (tx) => decideValue(tx, conversionId, { field: 'partType', key: 'bremsbelagsatz', decision: 'overridden', referenceId: 424242 }, reference));
    expect(outcome).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('overrides every pending row holding the value, leaves decided rows alone, and keeps a row with another open value pending', async () => {
    await as(w.reviewer, (tx) => decideRows(tx, conversionId, [{ row: 8, decision: 'rejected' }]));
    const before = (await reviewEntries()).length;

    const outcome = await as(w.reviewer, (tx) => decideValue(tx, conversionId, { field: 'partType', key: 'bremsbelagsatz', decision: 'overridden', referenceId: PAD_SET }, reference));
    expect(outcome).toEqual({ ok: true, rows: 6, decided: 4, pending: 2, reference: { id: PAD_SET, name: 'Disc Brake Pad Set' } });

    const rows = await rowsByNumber();
    for (const row of [2, 3, 5]) {
      expect(rows.get(row), `row ${row}`).toMatchObject({ decision: 'overridden', decidedBy: w.reviewer.id, override: { partType: 'Disc Brake Pad Set', partTypeId: String(PAD_SET) } });
    }
    // As the picker does: the position the old part type text gave is kept.
    expect(rows.get(10)!.override).toEqual({ partType: 'Disc Brake Pad Set', partTypeId: String(PAD_SET), positionId: '9103' });
    expect(rows.get(8)).toMatchObject({ decision: 'rejected', override: null, valueDecisions: {} });
    // Rows 4 and 9 wait for their make or position; the part type decision is kept and shown.
    for (const row of [4, 9]) {
      expect(rows.get(row), `row ${row}`).toMatchObject({
        decision: null,
        override: null,
        valueDecisions: { partType: { decision: 'overridden', referenceId: PAD_SET, name: 'Disc Brake Pad Set' } },
      });
    }

    // One entry names the count; no entry per row.
    const entries = (await reviewEntries()).slice(before);
    expect(entries.map((e) => e.action)).toEqual(['review.value_decided']);
    expect(entries[0]!).toMatchObject({
      actorId: w.reviewer.id,
      details: { conversion_id: conversionId, field: 'partType', term: 'Bremsbelagsatz', key: 'bremsbelagsatz', decision: 'overridden', reference_id: PAD_SET, rows: 6, decided: 4, pending: 2 },
    });
    expect(await as(w.owner, (tx) => verifyAuditChain(tx, w.workspace))).toEqual({ ok: true, check: { intact: true } });
  });

  it('learns the decision as a term of the workspace', async () => {
    const { terms } = await as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace));
    expect(terms).toEqual([
      expect.objectContaining({ field: 'partType', term: 'Bremsbelagsatz', termKey: 'bremsbelagsatz', referenceId: PAD_SET, referenceName: 'Disc Brake Pad Set', origin: 'review', conversionId, createdBy: w.reviewer.id }),
    ]);
    expect((await as(w.outsider, (tx) => listLearnedTerms(tx, w.workspace))).terms).toEqual([]);
  });

  it('takes a decided value out of the pending groups and says so when it is decided again', async () => {
    const { groups } = await as(w.viewer, (tx) => listValueGroups(tx, conversionId));
    expect(groups.map((g) => [g.key, g.pendingRows])).toEqual([
      ['toyta', 2],
      ['vornli', 1],
    ]);
    const all = await as(w.viewer, (tx) => listValueGroups(tx, conversionId, { state: 'all' }));
    expect(all.groups.find((g) => g.key === 'bremsbelagsatz')).toMatchObject({ rows: 7, pendingRows: 0 });
    const again = await as(w.reviewer, (tx) => decideValue(tx, conversionId, { field: 'partType', key: 'bremsbelagsatz', decision: 'overridden', referenceId: PAD_SET }, reference));
    expect(again).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('rejects every pending row holding a rejected value at once, and learns nothing from it', async () => {
    const before = (await reviewEntries()).length;
    const outcome = await as(w.owner, (tx) => decideValue(tx, conversionId, { field: 'make', key: 'toyta', decision: 'rejected' }, reference));
    expect(outcome).toEqual({ ok: true, rows: 2, decided: 2, pending: 0, reference: null });
    const rows = await rowsByNumber();
    expect(rows.get(4)).toMatchObject({ decision: 'rejected', override: null, valueDecisions: { make: { decision: 'rejected' } } });
    expect(rows.get(6)).toMatchObject({ decision: 'rejected', override: null });
    const entries = (await reviewEntries()).slice(before);
    expect(entries.map((e) => [e.action, e.details.decision, e.details.rows])).toEqual([['review.value_decided', 'rejected', 2]]);
    expect((await as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace))).terms.map((t) => t.field)).toEqual(['partType']);
  });

  it('exports a row with the values decided for it when a person approves it, and clearing it opens its values again', async () => {
    // Row 9 waits for its position; approving it keeps the part type decided by value.
    await as(w.reviewer, (tx) => decideRows(tx, conversionId, [{ row: 9, decision: 'approved' }]));
    let row9 = (await rowsByNumber()).get(9)!;
    expect(row9).toMatchObject({ decision: 'overridden', override: { partType: 'Disc Brake Pad Set', partTypeId: String(PAD_SET) } });

    await as(w.reviewer, (tx) => decideRows(tx, conversionId, [{ row: 9, decision: 'overridden', override: { position: 'Front', positionId: '9102' } }]));
    row9 = (await rowsByNumber()).get(9)!;
    expect(row9.override).toEqual({ partType: 'Disc Brake Pad Set', partTypeId: String(PAD_SET), position: 'Front', positionId: '9102' });

    await as(w.reviewer, (tx) => decideRows(tx, conversionId, [{ row: 9, decision: null }]));
    row9 = (await rowsByNumber()).get(9)!;
    expect(row9).toMatchObject({ decision: null, override: null, valueDecisions: {} });
    const { groups } = await as(w.viewer, (tx) => listValueGroups(tx, conversionId));
    expect(groups.map((g) => [g.key, g.pendingRows])).toEqual([
      ['bremsbelagsatz', 1],
      ['vornli', 1],
    ]);
    const cleared = (await reviewEntries()).at(-1)!;
    expect(cleared).toMatchObject({ action: 'review.cleared', details: { row: 9, previous_value_decisions: { partType: { decision: 'overridden' } } } });
  });

  it('finishes a row once its last open value is decided, with every field decided for it', async () => {
    const outcome = await as(w.reviewer, (tx) => decideValue(tx, conversionId, { field: 'position', key: 'vornli', decision: 'overridden', referenceId: 9106 }, reference));
    expect(outcome).toMatchObject({ ok: true, rows: 1, decided: 0, pending: 1 });
    const done = await as(w.reviewer, (tx) => decideValue(tx, conversionId, { field: 'partType', key: 'bremsbelagsatz', decision: 'overridden', referenceId: PAD_SET }, reference));
    expect(done).toMatchObject({ ok: true, rows: 1, decided: 1, pending: 0 });
    expect((await rowsByNumber()).get(9)).toMatchObject({
      decision: 'overridden',
      override: { partType: 'Disc Brake Pad Set', partTypeId: String(PAD_SET), position: 'Front Left', positionId: '9106' },
    });
  });

  it('never lets a user write a conversion\'s rows unaudited while a value decision is marked', async () => {
    const attempt = as(w.reviewer, async (tx) => {
      await tx.query(`select set_config('partsmith.value_decision', $1, true)`, [conversionId]);
      return tx.query(`update public.conversion_rows set decision = 'rejected', override = null where conversion_id = $1 and source_row = 7`, [conversionId]);
    });
    await expect(attempt).rejects.toThrow(/row-level security/);
    expect((await rowsByNumber()).get(7)).toMatchObject({ decision: null });
  });
});

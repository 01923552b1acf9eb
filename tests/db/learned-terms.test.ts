import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoReference, type ReferenceSet } from '@/lib/catalog';
import { parseLearnedTermsCsv } from '@/lib/catalog/learned';
import { learnedValueName, type LearnedTerm } from '@/lib/catalog/normalize';
import { listAuditEntries } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { addLearnedTermUses, bundledDemoPin, importLearnedTerms, learnedTermsForConversion, listLearnedTerms, recordLearnedTerm, removeLearnedTerm, updateLearnedTerm, type ImportReference } from '@/lib/data/reference';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, sqlstateOf, type TestDb, type TestUser } from './harness';

/**
 * A workspace's learned terms (decision 0011) in workspace "Brakes": olivia owns it, rita reviews,
 * oscar operates, victor views; xavier has a workspace of his own. The workspace converts against
 * the bundled demo set (Disc Brake Pad Set is PCdb 90101 there, Ford is make 9001).
 */
let db: TestDb;
let w: CatalogWorld;
let demo: ReferenceSet;
let reference: ImportReference;

const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);
const audit = async (workspace: string) => asService((tx) => listAuditEntries(tx, { workspaceId: workspace }), db);

beforeAll(async () => {
  demo = (await loadDemoReference()).reference;
  reference = { pin: await bundledDemoPin(), set: demo };
});

beforeEach(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
});

afterEach(async () => {
  await db?.close();
});

afterAll(async () => {
  await closeTemplate();
});

function learn(user: TestUser, term: string, referenceId = 90101, extra: { workspaceId?: string; conversionId?: string; field?: 'partType' | 'make' } = {}) {
  return as(user, (tx) =>
    recordLearnedTerm(tx, {
      workspaceId: extra.workspaceId ?? w.workspace,
      field: extra.field ?? 'partType',
      term,
      referenceId,
      referenceName: learnedValueName(extra.field ?? 'partType', referenceId, demo),
      language: 'de',
      origin: 'review',
      conversionId: extra.conversionId ?? null,
    }),
  );
}

function csv(text: string): LearnedTerm[] {
  const parsed = parseLearnedTermsCsv(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.terms;
}

describe('recording a learned term', () => {
  it('is done by a reviewer, read by every member, and audited as added', async () => {
    const learned = await learn(w.reviewer, 'Bremsbelagsatz, Scheibenbremse', 90101, { conversionId: w.conversionId });
    expect(learned).toMatchObject({ ok: true, created: true });
    const { terms } = await as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace));
    expect(terms).toEqual([
      expect.objectContaining({
        field: 'partType',
        term: 'Bremsbelagsatz, Scheibenbremse',
        termKey: expect.any(String),
        referenceId: 90101,
        referenceName: 'Disc Brake Pad Set',
        language: 'de',
        origin: 'review',
        conversionId: w.conversionId,
        createdBy: w.reviewer.id,
        useCount: 0,
        lastUsedAt: null,
        updatedAt: null,
      }),
    ]);
    const entry = (await audit(w.workspace)).find((e) => e.action === 'learned_term.added');
    expect(entry).toMatchObject({ actorId: w.reviewer.id, target: terms[0]!.id, details: { field: 'partType', term: 'Bremsbelagsatz, Scheibenbremse', reference_id: 90101 } });
  });

  it('is one term per field and key: the same value decided again in other spelling updates it', async () => {
    const first = await learn(w.reviewer, 'Bremsbelagsatz');
    const again = await learn(w.owner, '  BREMSBELAGSATZ ', 90102);
    expect(again).toMatchObject({ ok: true, created: false, id: first.ok ? first.id : '' });
    const { terms } = await as(w.owner, (tx) => listLearnedTerms(tx, w.workspace));
    expect(terms).toHaveLength(1);
    // The term keeps its first spelling; what it means is the latest decision, by its decider.
    expect(terms[0]).toMatchObject({ term: 'Bremsbelagsatz', referenceId: 90102, updatedBy: w.owner.id });
    // The log lists newest first.
    expect((await audit(w.workspace)).filter((e) => e.action.startsWith('learned_term')).map((e) => e.action)).toEqual(['learned_term.changed', 'learned_term.added']);
    // The same field with another key, or another field with the same text, is another term.
    await learn(w.reviewer, 'Bremsbelag');
    await learn(w.reviewer, 'Bremsbelagsatz', 9001, { field: 'make' });
    expect((await as(w.owner, (tx) => listLearnedTerms(tx, w.workspace))).terms).toHaveLength(3);
  });

  it('is refused for operators and viewers, and for other workspaces, by the data layer and by RLS', async () => {
    expect(await learn(w.operator, 'Bremsbelagsatz')).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await learn(w.viewer, 'Bremsbelagsatz')).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await learn(w.outsider, 'Bremsbelagsatz')).toMatchObject({ ok: false, code: 'not_found' });
    const direct = as(w.operator, (tx) =>
      tx.query(`insert into public.learned_terms (workspace_id, field, term, term_key, reference_id, origin) values ($1, 'partType', 'x', 'x', 1, 'api')`, [w.workspace]),
    );
    expect(await sqlstateOf(direct)).toBe('42501');
    expect((await as(w.owner, (tx) => listLearnedTerms(tx, w.workspace))).terms).toEqual([]);
  });

  it('cannot name a conversion of another workspace, and refuses a term without letters or digits', async () => {
    // xavier owns his workspace, but the conversion is Brakes'.
    const foreign = await learn(w.outsider, 'Pads', 90101, { workspaceId: w.outsiderWorkspace, conversionId: w.conversionId });
    expect(foreign).toMatchObject({ ok: false, code: 'invalid' });
    expect(await learn(w.reviewer, ' -- ')).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('another workspace', () => {
  it('never sees or changes the terms', async () => {
    const learned = await learn(w.reviewer, 'Bremsbelagsatz');
    const id = learned.ok ? learned.id : '';
    expect((await as(w.outsider, (tx) => listLearnedTerms(tx, w.workspace))).terms).toEqual([]);
    expect(await as(w.outsider, (tx) => learnedTermsForConversion(tx, w.workspace))).toEqual([]);
    expect(await as(w.outsider, (tx) => removeLearnedTerm(tx, id))).toMatchObject({ ok: false, code: 'not_found' });
    expect(await as(w.outsider, (tx) => updateLearnedTerm(tx, id, { referenceId: 90102 }, { origin: 'settings', reference: demo }))).toMatchObject({ ok: false, code: 'not_found' });
    expect(await as(w.outsider, (tx) => tx.query(`delete from public.learned_terms where id = $1 returning id`, [id]))).toEqual([]);
    // The job reads one workspace's terms: asking for the outsider's gives none of Brakes'.
    expect(await asService((tx) => learnedTermsForConversion(tx, w.outsiderWorkspace), db)).toEqual([]);
  });
});

describe('editing and removing', () => {
  it('changes what a term means to an ID of the current reference, by the editor, audited with the previous ID', async () => {
    const learned = await learn(w.reviewer, 'Bremsscheibe', 90101, { conversionId: w.conversionId });
    const id = learned.ok ? learned.id : '';
    const unknown = await as(w.owner, (tx) => updateLearnedTerm(tx, id, { referenceId: 12345 }, { origin: 'settings', reference: demo }));
    expect(unknown).toMatchObject({ ok: false, code: 'invalid' });
    expect(unknown.ok ? '' : unknown.message).toMatch(/12345 is not a PCdb part type/);
    const changed = await as(w.owner, (tx) => updateLearnedTerm(tx, id, { referenceId: 90102, language: null }, { origin: 'settings', reference: demo }));
    expect(changed).toMatchObject({
      ok: true,
      term: { referenceId: 90102, referenceName: 'Disc Brake Rotor', language: null, origin: 'settings', conversionId: null, updatedBy: w.owner.id },
    });
    const entry = (await audit(w.workspace)).find((e) => e.action === 'learned_term.changed');
    expect(entry).toMatchObject({ actorId: w.owner.id, target: id, details: { reference_id: 90102, previous_reference_id: 90101 } });
    expect(await as(w.viewer, (tx) => updateLearnedTerm(tx, id, { referenceId: 90103 }, { origin: 'settings', reference: demo }))).toMatchObject({ ok: false, code: 'not_allowed' });
  });

  it('removes a term for good, audited; viewers cannot', async () => {
    const learned = await learn(w.reviewer, 'Bremsscheibe');
    const id = learned.ok ? learned.id : '';
    expect(await as(w.viewer, (tx) => removeLearnedTerm(tx, id))).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await as(w.reviewer, (tx) => removeLearnedTerm(tx, id))).toMatchObject({ ok: true, removed: { id, term: 'Bremsscheibe' } });
    expect(await as(w.reviewer, (tx) => removeLearnedTerm(tx, id))).toMatchObject({ ok: false, code: 'not_found' });
    expect((await audit(w.workspace)).find((e) => e.action === 'learned_term.removed')).toMatchObject({ actorId: w.reviewer.id, target: id, details: { term: 'Bremsscheibe' } });
  });
});

describe('listing', () => {
  it('filters by field and by search (term whatever its case and accents, reference name, or ID), and pages newest first', async () => {
    await learn(w.reviewer, 'Bremsbelagsatz', 90101);
    await learn(w.reviewer, 'Plaquettes de frein', 90101);
    await learn(w.reviewer, 'Disque de frein', 90102);
    await learn(w.reviewer, 'Forde', 9001, { field: 'make' });
    const list = (options: Parameters<typeof listLearnedTerms>[2]) => as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace, options)).then((r) => r.terms.map((t) => t.term));
    expect(await list({ field: 'make' })).toEqual(['Forde']);
    expect(await list({ search: 'PLAQUETTES' })).toEqual(['Plaquettes de frein']);
    expect(await list({ search: '90102' })).toEqual(['Disque de frein']);
    expect(await list({ search: 'pad set' })).toEqual(['Plaquettes de frein', 'Bremsbelagsatz']);
    expect(await list({ search: '100%' })).toEqual([]);
    const first = await as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace, { limit: 3 }));
    expect(first.terms.map((t) => t.term)).toEqual(['Forde', 'Disque de frein', 'Plaquettes de frein']);
    const second = await as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace, { limit: 3, afterId: first.nextAfterId! }));
    expect(second).toMatchObject({ terms: [expect.objectContaining({ term: 'Bremsbelagsatz' })], nextAfterId: null });
  });
});

describe('importing a file', () => {
  const GOOD = 'field,term,reference_id,language,note\npartType,Bremsbelagsatz,90101,de,\npartType,Bremsscheibe,90102,de,\nmake,Ford Motor Co,9001,,\n';

  it('adds every term as one audit entry with the counts', async () => {
    const imported = await as(w.reviewer, (tx) => importLearnedTerms(tx, w.workspace, csv(GOOD), { reference }));
    expect(imported).toEqual({ ok: true, counts: { count: 3, added: 3, changed: 0, unchanged: 0, removed: 0, replace: false } });
    const { terms } = await as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace));
    expect(terms.map((t) => [t.field, t.term, t.referenceId, t.referenceName, t.origin, t.createdBy])).toEqual(
      expect.arrayContaining([
        ['partType', 'Bremsbelagsatz', 90101, 'Disc Brake Pad Set', 'import', w.reviewer.id],
        ['make', 'Ford Motor Co', 9001, 'Ford', 'import', w.reviewer.id],
      ]),
    );
    const entries = (await audit(w.workspace)).filter((e) => e.action.startsWith('learned_term'));
    expect(entries).toEqual([expect.objectContaining({ action: 'learned_terms.imported', actorId: w.reviewer.id, details: expect.objectContaining({ count: 3, added: 3 }) })]);
  });

  it('updates the terms it names and, replacing, removes the ones it does not', async () => {
    await learn(w.reviewer, 'Bremsbelagsatz', 90103);
    await learn(w.reviewer, 'Trommel', 90104);
    const next = 'field,term,reference_id\npartType,bremsbelagsatz,90101\npartType,Bremsscheibe,90102\n';
    const imported = await as(w.owner, (tx) => importLearnedTerms(tx, w.workspace, csv(next), { reference, replace: true }));
    expect(imported).toMatchObject({ ok: true, counts: { count: 2, added: 1, changed: 1, unchanged: 0, removed: 1, replace: true } });
    const { terms } = await as(w.owner, (tx) => listLearnedTerms(tx, w.workspace));
    expect(terms.map((t) => `${t.term}=${t.referenceId}`).sort()).toEqual(['Bremsbelagsatz=90101', 'Bremsscheibe=90102']);
    // Importing the same again changes nothing, and says so.
    expect(await as(w.owner, (tx) => importLearnedTerms(tx, w.workspace, csv(next), { reference }))).toMatchObject({ counts: { added: 0, changed: 0, unchanged: 2 } });
  });

  it('refuses the whole file when one reference ID is not in the current release, naming the line', async () => {
    const bad = 'field,term,reference_id\npartType,Bremsbelagsatz,90101\nmake,Zorgmobile,424242\npartType,Bremsscheibe,777\n';
    const refused = await as(w.reviewer, (tx) => importLearnedTerms(tx, w.workspace, csv(bad), { reference }));
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid',
      problems: [
        { line: 3, column: 'reference_id', code: 'REFERENCE_ID_UNKNOWN', message: expect.stringMatching(/^Line 3, reference_id: 424242 is not a VCdb make/) },
        { line: 4, column: 'reference_id', code: 'REFERENCE_ID_UNKNOWN' },
      ],
    });
    expect((await as(w.reviewer, (tx) => listLearnedTerms(tx, w.workspace))).terms).toEqual([]);
    expect((await audit(w.workspace)).some((e) => e.action.startsWith('learned_term'))).toBe(false);
  });

  it('takes learned quantities, a whole number from 1 to 999, and refuses any other', async () => {
    const bad = 'field,term,reference_id\nqty,Disc Brake Rotor · Front,2\nqty,Spark Plug · 4 cylinders,1000\n';
    const refused = await as(w.reviewer, (tx) => importLearnedTerms(tx, w.workspace, csv(bad), { reference }));
    expect(refused).toMatchObject({ ok: false, problems: [{ line: 3, column: 'reference_id', code: 'REFERENCE_ID_UNKNOWN', message: expect.stringContaining('1000 is not a quantity') }] });
    const imported = await as(w.reviewer, (tx) => importLearnedTerms(tx, w.workspace, csv(bad.replace(',1000', ',4')), { reference }));
    expect(imported).toMatchObject({ ok: true, counts: { added: 2 } });
    const { terms } = await as(w.reviewer, (tx) => listLearnedTerms(tx, w.workspace, { field: 'qty' }));
    expect(terms.map((t) => [t.term, t.referenceId, t.referenceName]).sort()).toEqual([['Disc Brake Rotor · Front', 2, '2'], ['Spark Plug · 4 cylinders', 4, '4']]);
    // The table itself holds a quantity to the same bounds, whoever writes it.
    const direct = as(w.owner, (tx) => tx.query(`insert into public.learned_terms (workspace_id, field, term, term_key, reference_id, origin) values ($1, 'qty', 'x', 'x', 5000, 'api')`, [w.workspace]));
    expect(await sqlstateOf(direct)).toBe('23514');
  });

  it('refuses viewers, an empty import, and a reference loaded before the workspace changed release', async () => {
    expect(await as(w.viewer, (tx) => importLearnedTerms(tx, w.workspace, csv(GOOD), { reference }))).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await as(w.owner, (tx) => importLearnedTerms(tx, w.workspace, [], { reference }))).toMatchObject({ ok: false, code: 'invalid' });
    const stale = { pin: { ...reference.pin, sha256: 'f'.repeat(64) }, set: demo };
    expect(await as(w.owner, (tx) => importLearnedTerms(tx, w.workspace, csv(GOOD), { reference: stale }))).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('keeps the import mark from being used to write around the audit', async () => {
    // A user who sets the mark by hand can no longer write the table at all while it is set.
    const forged = as(w.owner, async (tx) => {
      await tx.query(`select set_config('partsmith.learned_terms_import', $1, true)`, [w.workspace]);
      return tx.query(`insert into public.learned_terms (workspace_id, field, term, term_key, reference_id, origin) values ($1, 'partType', 'x', 'x', 90101, 'api')`, [w.workspace]);
    });
    expect(await sqlstateOf(forged)).toBe('42501');
    // And the import function answers only owners and reviewers of the workspace.
    const outsider = as(w.outsider, (tx) => tx.query(`select public.import_learned_terms($1, '[]'::jsonb)`, [w.workspace]));
    expect(await sqlstateOf(outsider)).toBe('42501');
  });
});

describe('uses', () => {
  it('are counted by server code for the workspace that used them only', async () => {
    const learned = await learn(w.reviewer, 'Bremsbelagsatz');
    const id = learned.ok ? learned.id : '';
    expect(await asService((tx) => addLearnedTermUses(tx, w.outsiderWorkspace, [{ id, rows: 5 }]), db)).toBe(0);
    expect(await asService((tx) => addLearnedTermUses(tx, w.workspace, [{ id, rows: 5 }, { id, rows: 2 }, { id: 'csv:3', rows: 1 }]), db)).toBe(1);
    const [term] = (await as(w.viewer, (tx) => listLearnedTerms(tx, w.workspace))).terms;
    expect(term).toMatchObject({ useCount: 7, lastUsedAt: expect.any(Date), updatedAt: null });
    // Counting is not a change of the term: no audit entry, and a member cannot count.
    expect((await audit(w.workspace)).filter((e) => e.action.startsWith('learned_term')).map((e) => e.action)).toEqual(['learned_term.added']);
    expect(await sqlstateOf(as(w.owner, (tx) => tx.query(`update public.learned_terms set use_count = 99 where id = $1`, [id])))).toBe('42501');
  });

  it('are given to the engine as its terms, with when and where they were learned', async () => {
    await learn(w.reviewer, 'Bremsbelagsatz', 90101, { conversionId: w.conversionId });
    const terms = await asService((tx) => learnedTermsForConversion(tx, w.workspace), db);
    expect(terms).toEqual([
      { id: expect.any(String), field: 'partType', term: 'Bremsbelagsatz', referenceId: 90101, language: 'de', learnedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), conversionId: w.conversionId, origin: 'review' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLocale } from '@/lib/catalog/messages';
import { withUser } from '@/lib/db/scopes';
import { answerReferenceSearch, type NamedHit, recordLearnedTerm, referenceSearchQuerySchema } from '@/lib/data/reference';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, type TestDb } from './harness';

/**
 * The reference search as /api/reference/search answers it, on PGlite: workspace "Brakes" converts
 * against the bundled demo set (Disc Brake Pad Set is PCdb 90101); its reviewer taught it one term,
 * the outsider's own workspace another. The locale comes from Accept-Language as the route reads it.
 */
let db: TestDb;
let w: CatalogWorld;

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
  const learn = async (claims: CatalogWorld['owner']['claims'], workspaceId: string, term: string, referenceId: number) => {
    const done = await withUser(claims, (tx) => recordLearnedTerm(tx, { workspaceId, field: 'partType', term, referenceId, referenceName: null, language: 'de', origin: 'review', conversionId: null }), db);
    if (!done.ok) throw new Error(done.message);
  };
  await learn(w.reviewer.claims, w.workspace, 'Spezialbelag XR', 90101);
  await learn(w.outsider.claims, w.outsiderWorkspace, 'Fremdbelag QZ', 90101);
});

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

async function search(input: Record<string, unknown>, acceptLanguage: string, user = w.viewer, workspace = w.workspace) {
  const answer = await answerReferenceSearch(user.claims, workspace, referenceSearchQuerySchema.parse(input), messageLocale(acceptLanguage), db);
  return { status: answer.status, hits: answer.body.ok ? (answer.body.hits as NamedHit[]) : [], body: answer.body };
}

describe('the reference search route', () => {
  it.each([
    ['de', 'Bremsscheibe', 'vorne links', 'passt zu „Bremsscheibe“ (Deutsch)'],
    ['fr', 'disque de frein', 'avant gauche', 'correspond à « disque de frein » (français)'],
    ['es', 'discos de freno', 'delantero izquierdo', 'coincide con «discos de freno» (español)'],
    ['it', 'dischi freno', 'anteriore sinistro', 'corrisponde a «dischi freno» (italiano)'],
  ])('finds part type and position from %s words, saying why in that language', async (language, partType, position, why) => {
    const parts = await search({ kind: 'part-type', q: partType }, `${language}-CH,${language};q=0.9,en;q=0.5`);
    expect(parts.status).toBe(200);
    expect(parts.hits[0]).toMatchObject({ name: 'Disc Brake Rotor', match: { via: 'term', text: partType, language }, why });
    const positions = await search({ kind: 'position', q: position }, language);
    expect(positions.hits[0]).toMatchObject({ name: 'Front Left', match: { via: 'term' } });
  });

  it('answers the same hits whatever the Accept-Language, with the code always there', async () => {
    const de = await search({ kind: 'part-type', q: 'Bremsscheibe' }, 'de');
    const en = await search({ kind: 'part-type', q: 'Bremsscheibe' }, 'en-US');
    const none = await search({ kind: 'part-type', q: 'Bremsscheibe' }, '');
    expect(en.hits.map((h) => [h.id, h.match])).toEqual(de.hits.map((h) => [h.id, h.match]));
    expect(en.hits[0]!.why).toBe('matches “Bremsscheibe” (German)');
    expect(none.hits[0]!.why).toBe(en.hits[0]!.why);
  });

  it("finds what the workspace's learned term means, and only that workspace's", async () => {
    const mine = await search({ kind: 'part-type', q: 'Spezialbel' }, 'de');
    expect(mine.hits).toEqual([
      expect.objectContaining({ id: 90101, name: 'Disc Brake Pad Set', match: { via: 'learned', text: 'Spezialbelag XR', language: 'de' }, why: 'Begriff Ihres Arbeitsbereichs „Spezialbelag XR“' }),
    ]);
    expect((await search({ kind: 'part-type', q: 'Fremdbelag' }, 'de')).hits).toEqual([]);
    expect((await search({ kind: 'part-type', q: 'Fremdbelag' }, 'de', w.outsider, w.outsiderWorkspace)).hits[0]).toMatchObject({ id: 90101 });
  });

  it("searches a conversion's release with its workspace's terms, and not one the user cannot see", async () => {
    const pinned = await search({ kind: 'part-type', q: 'Spezialbel', conversion: w.conversionId }, 'en', w.reviewer);
    expect(pinned.hits[0]).toMatchObject({ id: 90101, why: 'your workspace\'s term “Spezialbelag XR”' });
    const outside = await search({ kind: 'part-type', q: 'Spezialbel', conversion: w.conversionId }, 'en', w.outsider, w.outsiderWorkspace);
    expect(outside).toMatchObject({ status: 404, body: { ok: false, code: 'not_found' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema, ReferenceSearchResultSchema, type ApiRuntime } from '@/lib/api';
import { withUser } from '@/lib/db/scopes';
import { recordLearnedTerm } from '@/lib/data/reference';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, type JobWorld } from './jobs-world';

/**
 * GET /api/v1/reference/search with an API key: the workspace converts against the bundled demo set
 * (Disc Brake Pad Set is PCdb 90101), and its owner taught it one part-type term.
 */
let world: JobWorld;
let api: ApiRuntime;
let key: string;

beforeAll(async () => {
  world = await buildJobWorld();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  const learned = await withUser(
    world.owner.claims,
    (tx) => recordLearnedTerm(tx, { workspaceId: world.workspace, field: 'partType', term: 'Spezialbelag XR', referenceId: 90101, referenceName: null, language: 'de', origin: 'api', conversionId: null }),
    world.db,
  );
  if (!learned.ok) throw new Error(learned.message);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

const search = async (query: string, language?: string) => {
  const answer = await call(api, 'GET', `/api/v1/reference/search?${query}`, { key, ...(language ? { headers: { 'accept-language': language } } : {}) });
  return { status: answer.status, body: answer.body };
};

describe('the reference search over REST', () => {
  it('finds part type and position from German words and says why in the Accept-Language', async () => {
    const de = ReferenceSearchResultSchema.parse((await search('kind=part-type&q=Bremsscheibe', 'de-DE,de;q=0.9')).body);
    expect(de.hits[0]).toMatchObject({ name: 'Disc Brake Rotor', match: { via: 'term', text: 'Bremsscheibe', language: 'de' }, why: 'passt zu „Bremsscheibe“ (Deutsch)' });
    expect(de.reference).toMatchObject({ demo: true, releaseId: null });
    const fr = ReferenceSearchResultSchema.parse((await search('kind=part-type&q=Bremsscheibe', 'fr')).body);
    expect(fr.hits.map((h) => [h.id, h.match])).toEqual(de.hits.map((h) => [h.id, h.match]));
    expect(fr.hits[0]!.why).toBe('correspond à « Bremsscheibe » (allemand)');
    const position = ReferenceSearchResultSchema.parse((await search(`kind=position&q=${encodeURIComponent('vorne links')}`, 'de')).body);
    expect(position.hits[0]).toMatchObject({ name: 'Front Left', match: { via: 'term' } });
    // Brake pads go on an axle: the PCdb lists Front and Rear for them, so `vorne` offers Front.
    const forPads = ReferenceSearchResultSchema.parse((await search('kind=position&q=vorne&partType=90101', 'de')).body);
    expect(forPads.hits.map((h) => [h.name, h.fitsPartType])).toEqual([['Front', true]]);
  });

  it("finds what the workspace's learned term means", async () => {
    const body = ReferenceSearchResultSchema.parse((await search('kind=part-type&q=Spezialbel', 'en')).body);
    expect(body.hits).toEqual([expect.objectContaining({ id: 90101, match: { via: 'learned', text: 'Spezialbelag XR', language: 'de' }, why: 'your workspace\'s term “Spezialbelag XR”' })]);
  });

  it('refuses a model search without its make, and a job the key cannot see', async () => {
    const noMake = await search('kind=model&q=cam');
    expect(noMake.status).toBe(400);
    expect(ErrorSchema.parse(noMake.body).error.code).toBe('invalid_request');
    const strange = await search('kind=make&q=toy&job=00000000-0000-4000-8000-000000000000');
    expect(strange.status).toBe(404);
    expect(ErrorSchema.parse(strange.body).error.code).toBe('not_found');
  });
});

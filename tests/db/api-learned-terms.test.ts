import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema, LearnedTermListSchema, type ApiRuntime } from '@/lib/api';
import { withUser } from '@/lib/db/scopes';
import { createWorkspace } from '@/lib/data/workspaces';
import { recordLearnedTerm } from '@/lib/data/reference';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, type JobWorld } from './jobs-world';

/**
 * The learned-terms endpoints' refusals (their documented examples run in api-docs.test.ts): a file
 * with problems is refused as a whole with each line named, scopes hold, and a term of another
 * workspace is not found — even when the key's creator belongs there too.
 */
let world: JobWorld;
let api: ApiRuntime;
let key: string;
let readOnlyKey: string;
let elsewhere: string;

const csv = (text: string) => ({ key, body: Buffer.from(text, 'utf8'), headers: { 'content-type': 'text/csv' } });
const terms = async () => LearnedTermListSchema.parse((await call(api, 'GET', '/api/v1/learned-terms', { key })).body).terms;

beforeAll(async () => {
  world = await buildJobWorld();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  readOnlyKey = await makeKey(world, world.owner, ['jobs:read']);
  const created = await withUser(world.owner.claims, (tx) => createWorkspace(tx, { name: 'Elsewhere', slug: 'elsewhere' }), world.db);
  if (!created.ok) throw new Error(created.message);
  const learned = await withUser(
    world.owner.claims,
    (tx) => recordLearnedTerm(tx, { workspaceId: created.workspaceId, field: 'make', term: 'Fomoco', referenceId: 9001, origin: 'settings' }),
    world.db,
  );
  if (!learned.ok) throw new Error(learned.message);
  elsewhere = learned.id;
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('importing learned terms over the API', () => {
  it('refuses a file naming an ID the reference lacks, listing the line, and imports nothing', async () => {
    const answer = await call(api, 'POST', '/api/v1/learned-terms/import', csv('field,term,reference_id\npartType,Bremsbelagsatz,90101\nmake,Zorgmobile,424242\n'));
    expect(answer.status).toBe(400);
    expect(ErrorSchema.parse(answer.body).error).toMatchObject({
      code: 'invalid_request',
      problems: [{ line: 3, column: 'reference_id', code: 'REFERENCE_ID_UNKNOWN' }],
    });
    expect(await terms()).toEqual([]);
  });

  it('takes one learned quantity, and says what a quantity must be when it is out of bounds', async () => {
    const json = (body: object) => ({ key, body: Buffer.from(JSON.stringify(body), 'utf8'), headers: { 'content-type': 'application/json' } });
    const refused = await call(api, 'POST', '/api/v1/learned-terms', json({ field: 'qty', term: 'Disc Brake Rotor · Front', referenceId: 1000 }));
    expect(refused.status).toBe(400);
    expect(ErrorSchema.parse(refused.body).error.message).toBe('1000 is not a quantity: give a whole number from 1 to 999.');
    const taken = await call(api, 'POST', '/api/v1/learned-terms', json({ field: 'qty', term: 'Disc Brake Rotor · Front', referenceId: 2 }));
    expect(taken.status).toBe(201);
    expect((await terms()).filter((t) => t.field === 'qty').map((t) => [t.term, t.referenceId, t.referenceName])).toEqual([['Disc Brake Rotor · Front', 2, '2']]);
    await call(api, 'DELETE', `/api/v1/learned-terms/${(await terms())[0]!.id}`, { key });
    expect(await terms()).toEqual([]);
  });

  it('refuses a file that is not one, naming each line and column', async () => {
    const answer = await call(api, 'POST', '/api/v1/learned-terms/import', csv('field;term;reference_id\n'));
    expect(answer.status).toBe(400);
    expect(answer.body.error.problems[0]).toMatchObject({ line: 1, code: 'HEADER_COLUMN_UNKNOWN' });
    const badLine = await call(api, 'POST', '/api/v1/learned-terms/import', csv('field,term,reference_id\nwheel,Rad,1\n'));
    expect(badLine.body.error.problems).toEqual([expect.objectContaining({ line: 2, column: 'field', code: 'FIELD_UNKNOWN' })]);
  });

  it('refuses many terms at once when one conflicts with another, by its position', async () => {
    const answer = await call(api, 'POST', '/api/v1/learned-terms', {
      key,
      json: { terms: [{ field: 'make', term: 'Ford Motor Co', referenceId: 9001 }, { field: 'make', term: 'FORD MOTOR CO.', referenceId: 9002 }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.problems).toEqual([expect.objectContaining({ line: 2, code: 'TERM_CONFLICT' })]);
  });
});

describe('refusals in the caller’s language', () => {
  const german = { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' };

  it('says a refused file and each of its lines per Accept-Language, codes as they are', async () => {
    const answer = await call(api, 'POST', '/api/v1/learned-terms/import', { ...csv('field,term,reference_id\nmake,Zorgmobile,424242\n'), headers: { 'content-type': 'text/csv', ...german } });
    expect(answer.status).toBe(400);
    const { error } = ErrorSchema.parse(answer.body);
    expect(error).toMatchObject({ code: 'invalid_request', message: 'Die Begriffe wurden nicht importiert: Ein Begriff hat ein Problem. Es wurde nichts geändert.' });
    expect(error.problems).toEqual([expect.objectContaining({ line: 2, column: 'reference_id', code: 'REFERENCE_ID_UNKNOWN', message: expect.stringMatching(/^Zeile 2, reference_id: In den Referenzdaten, mit denen dieser Arbeitsbereich konvertiert/) })]);
    const unparsed = await call(api, 'POST', '/api/v1/learned-terms/import', { ...csv('field,term,reference_id\nwheel,Rad,1\n'), headers: { 'content-type': 'text/csv', 'accept-language': 'fr' } });
    expect(unparsed.body.error.message).toBe('Le fichier n’a pas été importé : corrigez les lignes listées dans problems et envoyez-le à nouveau. Rien n’a été modifié.');
    expect(unparsed.body.error.problems).toEqual([expect.objectContaining({ line: 2, column: 'field', code: 'FIELD_UNKNOWN', message: expect.stringContaining('Ligne 2') })]);
  });

  it('says a term the reference lacks and a file that is not UTF-8 per Accept-Language', async () => {
    const one = await call(api, 'POST', '/api/v1/learned-terms', { key, json: { field: 'make', term: 'Zorgmobile', referenceId: 424242 }, headers: { 'accept-language': 'it' } });
    expect(one.status).toBe(400);
    expect(one.body.error).toMatchObject({
      code: 'invalid_request',
      message: 'Nei dati di riferimento con cui converte quest’area di lavoro, 424242 non è l’ID di un costruttore VCdb (MakeID). Cercatelo lì (GET /jobs/{id}/review mostra nomi e ID).',
    });
    const english = await call(api, 'POST', '/api/v1/learned-terms', { key, json: { field: 'make', term: 'Zorgmobile', referenceId: 424242 } });
    expect(english.body.error.message).toBe('424242 is not a VCdb make (MakeID) in the reference this workspace converts against. Look it up there (GET /jobs/{id}/review shows names and IDs).');
    const latin1 = await call(api, 'POST', '/api/v1/learned-terms/import', { key, body: Buffer.from([0x66, 0x69, 0x65, 0x6c, 0x64, 0xe9, 0x0a]), headers: { 'content-type': 'text/csv', 'accept-language': 'es' } });
    expect(latin1.body.error).toMatchObject({ code: 'invalid_request', message: 'El archivo no es texto UTF-8; guárdelo como "CSV UTF-8" y envíelo de nuevo.' });
    expect(await terms()).toEqual([]);
  });
});

describe('the scopes and the workspace of a key', () => {
  it('let a jobs:read key list and export, but not write', async () => {
    expect((await call(api, 'GET', '/api/v1/learned-terms?format=csv', { key: readOnlyKey })).status).toBe(200);
    const refused = await call(api, 'POST', '/api/v1/learned-terms', { key: readOnlyKey, json: { field: 'make', term: 'Ford Motor Co', referenceId: 9001 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');
  });

  it('answer a term of another workspace as not found, and leave it as it was', async () => {
    expect((await call(api, 'PATCH', `/api/v1/learned-terms/${elsewhere}`, { key, json: { referenceId: 9002 } })).status).toBe(404);
    expect((await call(api, 'DELETE', `/api/v1/learned-terms/${elsewhere}`, { key })).status).toBe(404);
    const [row] = await world.db.query<{ reference_id: number }>(`select reference_id from public.learned_terms where id = $1`, [elsewhere]);
    expect(row?.reference_id).toBe(9001);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema, type ApiRuntime } from '@/lib/api';
import { apiRuntime, call, makeKey, type Answer } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, type JobWorld } from './jobs-world';

/**
 * The API's own refusals in the caller's language (issue 16): one German request per kind of
 * refusal; the code and status stay the same, the message is German. Without Accept-Language
 * the message is the English it always was.
 */

const NOBODY = '00000000-0000-4000-8000-000000000000';
const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

let world: JobWorld;
let api: ApiRuntime;
let key: string;
let readOnlyKey: string;

beforeAll(async () => {
  world = await buildJobWorld();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
  readOnlyKey = await makeKey(world, world.owner, ['jobs:read']);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

function refusal(answer: Answer, status: number, code: string): string {
  expect(answer.status).toBe(status);
  const body = ErrorSchema.parse(answer.body);
  expect(body.error.code).toBe(code);
  return body.error.message;
}

describe('API refusals in German', () => {
  it('refuses a missing and an unknown key in German', async () => {
    expect(refusal(await call(api, 'GET', '/api/v1/jobs', { headers: german }), 401, 'missing_api_key')).toBe(
      'Senden Sie einen API-Schlüssel des Arbeitsbereichs: „Authorization: Bearer psk_…“. Anmeldesitzungen nimmt die API nicht an.',
    );
    expect(refusal(await call(api, 'GET', '/api/v1/jobs', { key: 'psk_not_a_key', headers: german }), 401, 'invalid_api_key')).toMatch(
      /^Dieser API-Schlüssel ist nicht gültig/,
    );
  });

  it('refuses a key without the scope in German, naming the scope', async () => {
    const message = refusal(await call(api, 'POST', '/api/v1/jobs', { key: readOnlyKey, json: {}, headers: german }), 403, 'insufficient_scope');
    expect(message).toBe('Dieser API-Schlüssel hat den Bereich jobs:write nicht; ein Inhaber kann einen Schlüssel erstellen, der ihn hat.');
  });

  it('says a record is not found in German, and in English without a language', async () => {
    expect(refusal(await call(api, 'GET', `/api/v1/jobs/${NOBODY}`, { key, headers: german }), 404, 'not_found')).toBe(
      'Diesen Auftrag gibt es im Arbeitsbereich dieses API-Schlüssels nicht.',
    );
    expect(refusal(await call(api, 'GET', '/api/v1/jobs/not-an-id', { key, headers: german }), 404, 'not_found')).toBe(
      'Diesen Datensatz gibt es im Arbeitsbereich dieses API-Schlüssels nicht.',
    );
    expect(refusal(await call(api, 'GET', `/api/v1/jobs/${NOBODY}`, { key }), 404, 'not_found')).toBe("No such job in this API key's workspace.");
  });

  it('refuses a cursor the list did not give out, and a query that is not valid, in German', async () => {
    expect(refusal(await call(api, 'GET', '/api/v1/jobs?cursor=forged', { key, headers: german }), 400, 'invalid_request')).toBe(
      'Dieser Cursor stammt nicht aus dieser Liste.',
    );
    expect(refusal(await call(api, 'GET', '/api/v1/jobs?limit=lots', { key, headers: german }), 400, 'invalid_request')).toMatch(
      /^Die Abfrageparameter sind nicht gültig: limit: /,
    );
  });

  it('refuses a body that is not JSON, or not valid, in German', async () => {
    const notJson = await call(api, 'POST', '/api/v1/jobs', { key, body: 'not json', headers: { ...german, 'content-type': 'application/json' } });
    expect(refusal(notJson, 400, 'invalid_request')).toBe(
      'Der Inhalt der Anfrage ist kein gültiges JSON; senden Sie ein JSON-Objekt mit Content-Type: application/json.',
    );
    expect(refusal(await call(api, 'POST', '/api/v1/jobs', { key, json: {}, headers: german }), 400, 'invalid_request')).toMatch(
      /^Der Inhalt der Anfrage ist nicht gültig: .+\.$/,
    );
    const english = await call(api, 'POST', '/api/v1/jobs', { key, json: {} });
    expect(refusal(english, 400, 'invalid_request')).toMatch(/^The body is not valid: .+\.$/);
  });
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { partsmith } from './cli';
import { englishFragments, rawIds, squeeze } from './english-fragments';
import { teamWorkspace } from './workspace';

/**
 * Issue 16: what the product refuses, a German reader reads in German. The REST API asked with
 * `Accept-Language: de` (an upload over the size limit, a body that is not valid, a job that is not
 * there, an export confirmed before it waits for confirmation, an override naming a part type the
 * job's release lacks), the web upload route, and the CLI with `--lang de` (convert with a missing
 * catalog or mapping file, validate with an unknown option or two files) each answer in German: every
 * answer is searched for English fragments of the engine's catalogue and for raw text ids, and all
 * that is found is listed at once. The codes stay as they are.
 */
test.describe.configure({ timeout: 300_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');
const MESSY = readFileSync(path.join(ROOT, 'samples/preview/mixed-messy-export.csv'));
const NOBODY = '00000000-0000-4000-8000-000000000000';
const GERMAN = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' };

/** Everything found in any answer, with where; checked once at the end. */
function englishChecker() {
  const fragments = englishFragments();
  const found: string[] = [];
  const check = (where: string, raw: string) => {
    const text = squeeze(raw);
    for (const [fragment, id] of fragments) if (text.includes(fragment)) found.push(`${where}: “${fragment}” (${id})`);
    for (const id of new Set(rawIds(text))) found.push(`${where}: raw text id ${id}`);
  };
  return { found, check };
}

/** Declares a body over the 200 MB default limit without sending it, in German: the API answers before reading. */
function declaredOversizedUpload(baseURL: string, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/v1/uploads?name=riesig.csv', baseURL);
    const req = http.request(url, { method: 'POST', headers: { Authorization: `Bearer ${key}`, ...GERMAN, 'Content-Length': String(300 * 1024 * 1024) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.write('Teilenummer,Marke\n');
  });
}

/** `partsmith …` that is expected to fail: its exit code and what it printed. */
function partsmithFails(args: string[]): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/partsmith.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, PARTSMITH_DATA_DIR: process.env.PARTSMITH_E2E_DATA_DIR, LANG: 'C', LC_ALL: '', LC_MESSAGES: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, output: `${run.stdout}\n${run.stderr}` };
}

test('the API, the upload route and the CLI refuse a German reader in German', async ({ request, baseURL }) => {
  const { found, check } = englishChecker();
  const team = teamWorkspace('refusals-de', []);
  const key = partsmith(['api-keys', 'create', team.slug, '--name', 'de connector', '--scopes', 'uploads:write,jobs:read,jobs:write,exports:read,exports:write', '--owner', team.members.owner!]).trim();
  const german = { Authorization: `Bearer ${key}`, ...GERMAN };
  const answer = async (where: string, response: APIResponse, status: number, code: string) => {
    const body = await response.text();
    expect(response.status(), `${where}: ${body}`).toBe(status);
    const { error } = JSON.parse(body) as { error: { code: string; message: string; finding?: { message: string } } };
    expect(error.code, where).toBe(code);
    check(where, body);
    return error;
  };

  // An upload over the workspace's limit per file: message and finding in German, the size written the German way.
  const huge = await declaredOversizedUpload(baseURL!, key);
  expect(huge.status).toBe(413);
  const tooLarge = JSON.parse(huge.body).error as { code: string; message: string; finding: { code: string; message: string } };
  expect(tooLarge).toMatchObject({ code: 'upload_too_large', finding: { code: 'UPLOAD_TOO_LARGE' } });
  expect(tooLarge.message).toContain('riesig.csv ist größer als das Limit dieses Arbeitsbereichs von 200 MB pro Datei');
  expect(tooLarge.finding.message).toBe(tooLarge.message);
  check('API upload too large', huge.body);

  // A body that is not valid, and a job that is not there.
  await answer('API invalid body', await request.post('/api/v1/jobs', { headers: german, data: { brand: 'BKMN' } }), 400, 'invalid_request');
  const missing = await answer('API not found', await request.get(`/api/v1/jobs/${NOBODY}`, { headers: german }), 404, 'not_found');
  expect(missing.message).toContain('Diesen Auftrag gibt es im Arbeitsbereich dieses API-Schlüssels nicht');

  // A converted job: an override naming a part type its release lacks, and an export confirmed too early.
  const uploaded = await request.post('/api/v1/uploads', { headers: { ...german, 'X-File-Name': 'messy.csv', 'Content-Type': 'application/octet-stream' }, data: MESSY });
  expect([200, 201]).toContain(uploaded.status());
  const started = await request.post('/api/v1/jobs', { headers: german, data: { uploadId: (await uploaded.json()).upload.id, brand: 'BKMN' } });
  expect(started.status()).toBe(201);
  const jobId: string = (await started.json()).job.id;
  await expect.poll(async () => (await (await request.get(`/api/v1/jobs/${jobId}`, { headers: german })).json()).job.status, { timeout: 90_000 }).toBe('succeeded');

  const override = await answer(
    'API override id unknown',
    await request.post(`/api/v1/jobs/${jobId}/decisions`, { headers: german, data: { decisions: [{ row: 2, decision: 'overridden', override: { partTypeId: 987654 } }] } }),
    400,
    'invalid_request',
  );
  expect(override.message).toMatch(/^decisions\.0\.override\.partTypeId: 987654 ist keine Teileart in der Referenzversion des Auftrags/);

  // Confirmed at once, before the export was built (the messy sample's open rows make it wait for confirmation later).
  const exported = await request.post('/api/v1/exports', { headers: german, data: { jobId } });
  expect(exported.status()).toBe(202);
  const exportId: string = (await exported.json()).export.id;
  const early = await answer('API export not waiting', await request.post(`/api/v1/exports/${exportId}/confirm`, { headers: german, data: { confirm: true } }), 409, 'conflict');
  expect(early.message).toMatch(/^Dieser Export wartet nicht auf eine Bestätigung \(Status: (Wartet|Läuft)\)\.$/);

  // The web upload route, asked without a session: refused in the reader's language.
  const signedOut = await request.post(`/api/uploads?workspace=${NOBODY}`, { headers: { ...GERMAN, Origin: baseURL! }, data: 'a,b\n1,2\n' });
  expect(signedOut.status()).toBe(401);
  const signedOutBody = await signedOut.text();
  expect(JSON.parse(signedOutBody)).toMatchObject({ ok: false, code: 'unauthenticated', message: 'Melden Sie sich an, um Kataloge hochzuladen.' });
  check('upload route signed out', signedOutBody);

  // The CLI with --lang de: a catalog that is not there, a mapping file that is not there, bad command lines.
  const catalogMissing = partsmithFails(['convert', '--lang', 'de', '--brand', 'BKMN', '--out', path.join(process.env.PARTSMITH_E2E_DATA_DIR!, 'de-out'), 'fehlt.csv']);
  expect(catalogMissing.code).toBe(1);
  expect(catalogMissing.output).toContain('fehlt.csv kann nicht geöffnet werden: die Datei existiert nicht.');
  check('CLI convert, catalog missing', catalogMissing.output);
  const mappingMissing = partsmithFails(['convert', '--lang', 'de', '--brand', 'BKMN', '--mapping', 'fehlt.json', 'fehlt.csv']);
  expect(mappingMissing.code).toBe(1);
  expect(mappingMissing.output).toContain('die Zuordnungsdatei fehlt.json kann nicht gelesen werden (Meldung des Systems: ENOENT).');
  check('CLI convert, mapping missing', mappingMissing.output);
  const unknownOption = partsmithFails(['validate', '--lang', 'de', '--gibtsnicht', 'aces.xml']);
  expect(unknownOption.code).toBe(2);
  expect(unknownOption.output).toContain("Unbekannte Option '--gibtsnicht'");
  check('CLI validate, unknown option', unknownOption.output);
  const twoFiles = partsmithFails(['validate', '--lang', 'de', 'a.xml', 'b.xml']);
  expect(twoFiles.code).toBe(2);
  expect(twoFiles.output).toContain('Nennen Sie eine ACES- oder PIES-Datei zum Prüfen');
  check('CLI validate, two files', twoFiles.output);
  const fileMissing = partsmithFails(['validate', '--lang', 'de', '--reference', 'fehlt', 'fehlt.xml']);
  expect(fileMissing.code).toBe(1);
  check('CLI validate, file missing', fileMissing.output);

  expect(found, 'English in German refusals').toEqual([]);
});

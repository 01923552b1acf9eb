/**
 * Job notices to a workspace's notification address (issue 16, point 4): written in the workspace's
 * language — the language its creator signed up in — with a link to the page to act on, built from
 * the configured site. A real conversion on real jobs; the notice read as the job mailed it.
 */
import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asService, withUser } from '@/lib/db/scopes';
import { submitConversion, submitUpload } from '@/lib/jobs';
import { say } from '@/lib/catalog/messages';
import { readBlob } from '@/lib/storage';
import { errorFromCrash, jobErrorOf, SINGLE_RUN } from '@/lib/jobs/job-errors';
import { notifyConversion } from '@/lib/jobs/notify';
import { failConversion, getConversion, jobErrorIn, type Conversion } from '@/lib/data/catalogs';
import { listNotifications } from '@/lib/data/workspaces';
import { closeTemplate } from './harness';
import { buildJobWorld, exportAndWait, waitFor, waitForConversion, type JobWorld } from './jobs-world';

const CLEAN = 'tests/fixtures/ingest/en-brakes-clean.csv';
const SITE = 'https://parts.example.com';

let world: JobWorld;
let conversion: Conversion;
const savedSite = process.env.NEXT_PUBLIC_SITE_URL;

beforeAll(async () => {
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  world = await buildJobWorld();
  // The workspace's creator signed up on the German pages (sign-up keeps the locale in user_metadata).
  await world.db.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale":"de"}' where id = $1`, [world.owner.id]);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
  if (savedSite === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = savedSite;
});

describe('notices of a German workspace', () => {
  it('tells the team in German that the catalog is converted, with the link to its page on the configured site', async () => {
    const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: 'bremsen.csv', body: createReadStream(CLEAN) }, world.runtime);
    if (!received.ok) throw new Error(received.message);
    const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    await world.startWorkers();
    conversion = await waitForConversion(world, submitted.conversion.id);
    expect(conversion.status).toBe('succeeded');

    const [notice] = await waitFor(
      async () => world.mail.filter((m) => m.to === 'team@example.test'),
      (mail) => mail.length > 0,
    );
    const link = `${SITE}/de/catalogs/${conversion.id}`;
    expect(notice).toMatchObject({ subject: 'Partsmith: bremsen.csv ist konvertiert', link });
    expect(notice!.text).toContain('Die Konvertierung von bremsen.csv (Marke BKMN) ist abgeschlossen.');
    expect(notice!.text).toContain(link);

    const recorded = await waitFor(
      () => withUser(world.owner.claims, (tx) => listNotifications(tx, world.workspace), world.db),
      (list) => list.length > 0,
    );
    expect(recorded[0]).toMatchObject({ kind: 'conversion.succeeded', subject: 'Partsmith: bremsen.csv ist konvertiert', status: 'sent' });
  });

  it('writes the run’s report.html and flagged.csv in the workspace’s language', async () => {
    const stored = async (name: string) => (await readBlob(world.store, conversion.outputs.find((f) => f.name === name)!.storageKey))!.toString('utf8');
    expect(await stored('report.html')).toContain('<html lang="de">');
    expect((await stored('flagged.csv')).replace(/^\uFEFF/, '')).toMatch(/^Zeile,Ergebnis,Codes,Gründe,/);
  });

  it('tells the team in German that the export is ready, with the link to the export', async () => {
    world.mail.length = 0;
    const published = await exportAndWait(world, conversion.id);
    const ready = await waitFor(
      async () => world.mail.find((m) => m.to === 'team@example.test'),
      (m) => m !== undefined,
    );
    expect(ready).toMatchObject({ subject: 'Partsmith: der Export von bremsen.csv ist fertig', link: `${SITE}/de/exports/${published.id}` });
    expect(ready!.text).toContain(`Die ACES-${published.acesVersion}- und PIES-${published.piesVersion}-Dateien von bremsen.csv`);
  });

  it('writes the change summary’s changes.csv in the workspace’s language, changes.json for programs', async () => {
    const again = await exportAndWait(world, conversion.id);
    const stored = async (name: string) => (await readBlob(world.store, again.files.find((f) => f.name === name)!.storageKey))!.toString('utf8');
    expect(await stored('changes/changes.csv')).toMatch(/^\uFEFFÄnderung,Fahrzeug,Attribute,Teiletyp,Position,Bedingungen,Teil,App-ID \(vorher\),/);
    expect(JSON.parse(await stored('changes/changes.json'))).toMatchObject({ summary: 'no changes' });
  });

  it('says in German why a conversion failed, with the code and the link to run it again', async () => {
    world.mail.length = 0;
    await notifyConversion(world.ctx, conversion, 'conversion.failed', { code: 'JOB_CRASHED', message: 'disk full' });
    const [notice] = world.mail;
    expect(notice?.subject).toBe('Partsmith: bremsen.csv konnte nicht konvertiert werden');
    expect(notice?.text).toContain('ist fehlgeschlagen (JOB_CRASHED): disk full');
    expect(notice?.text).toContain(`${SITE}/de/catalogs/${conversion.id}`);
  });

  it('says the reason itself in German when the job said it as a text, and stores its parameters', async () => {
    world.mail.length = 0;
    await notifyConversion(world.ctx, conversion, 'conversion.failed', errorFromCrash(new Error('disk full'), SINGLE_RUN));
    expect(world.mail[0]?.text).toContain(
      'ist fehlgeschlagen (JOB_CRASHED): Der Auftrag wurde unerwartet abgebrochen (Meldung des Systems: disk full). Er wurde so oft versucht wie erlaubt; starten Sie ihn erneut',
    );
    // The conversion page reads the stored error back and renders it in its own language.
    await world.db.query(`update public.conversions set status = 'running' where id = $1`, [conversion.id]);
    await asService((tx) => failConversion(tx, conversion.id, jobErrorOf('UPLOAD_MISSING', say('UPLOAD_MISSING', { file: 'bremsen.csv' })), { final: true }), world.db);
    const failed = await asService((tx) => getConversion(tx, conversion.id), world.db);
    expect(failed?.error).toMatchObject({ code: 'UPLOAD_MISSING', message: 'The stored copy of bremsen.csv is missing. Upload the file again.', params: { file: 'bremsen.csv' } });
    expect(jobErrorIn(failed!.error, 'fr')?.message).toBe('La copie enregistrée de bremsen.csv est introuvable. Téléversez à nouveau le fichier.');
  });

  it('writes English for a workspace whose creator left no language', async () => {
    await world.db.query(`update auth.users set raw_user_meta_data = raw_user_meta_data - 'locale' where id = $1`, [world.owner.id]);
    world.mail.length = 0;
    await notifyConversion(world.ctx, conversion, 'conversion.succeeded');
    expect(world.mail[0]).toMatchObject({ subject: 'Partsmith: bremsen.csv is converted', link: `${SITE}/catalogs/${conversion.id}` });
    // Kept for the workspace's notice log too.
    const kinds = await asService((tx) => listNotifications(tx, world.workspace), world.db);
    expect(kinds.filter((n) => n.kind === 'conversion.succeeded')).toHaveLength(2);
  });
});

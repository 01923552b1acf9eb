import { createReadStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportResponseSchema } from '@/lib/api';
import { listAuditEntries, listNotifications, updateWorkspaceSettings } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import { confirmExport, runRetention, submitConversion, submitExport, submitUpload } from '@/lib/jobs';
import { getExportRequest, type ExportRequest } from '@/lib/data/exports';
import { isBlobInUse, type Conversion } from '@/lib/data/catalogs';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, waitFor, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/*
 * A waiting export expires, and the person who asked hears about it (issue 12.4 after decision
 * 0009). tests/fixtures/exports/guarded.csv leaves one flagged row open and has one overlap, so its
 * export waits for confirmation. The workspace gives an export 3 days; the retention job is run with
 * a clock moved on, as the daily schedule would.
 */

const DAY = 24 * 60 * 60 * 1000;

let world: JobWorld;
let conversion: Conversion;
let german: ExportRequest;
let english: ExportRequest;

async function waitingExport(locale?: 'de'): Promise<ExportRequest> {
  const submitted = await submitExport(world.operator.claims, { workspaceId: world.workspace, conversionId: conversion.id, ...(locale ? { locale } : {}) }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  const done = await waitForExportRequest(world, submitted.request.id, ['awaiting_confirmation', 'succeeded', 'failed']);
  expect(done.status).toBe('awaiting_confirmation');
  // The job mails the asker right after the request starts waiting.
  await waitFor(async () => world.mail.filter((m) => m.text.includes(`/exports/requests/${done.id}`)).length, (n) => n > 0);
  return done;
}

const requestOf = async (id: string) => (await asService((tx) => getExportRequest(tx, id), world.db))!;
const stagedKeys = async (id: string) => {
  const [row] = await asService((tx) => tx.query<{ staged: { files: { storage_key: string }[]; bundle: { key: string } } }>(`select staged from public.export_requests where id = $1`, [id]), world.db);
  return [...row!.staged.files.map((f) => f.storage_key), row!.staged.bundle.key];
};
const mailTo = (email: string) => world.mail.filter((m) => m.to === email);

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
  const settings = await withUser(world.owner.claims, (tx) => updateWorkspaceSettings(tx, world.workspace, { exportConfirmationDays: 3 }), world.db);
  if (!settings.ok) throw new Error(settings.message);
  expect(settings.settings.exportConfirmationDays).toBe(3);
  const received = await submitUpload(
    world.operator.claims,
    { workspaceId: world.workspace, fileName: 'guarded.csv', body: createReadStream('tests/fixtures/exports/guarded.csv') },
    world.runtime,
  );
  if (!received.ok) throw new Error(received.message);
  const submitted = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  conversion = await waitForConversion(world, submitted.conversion.id);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('an export waiting for confirmation', () => {
  it('expires after the workspace\'s number of days, and tells the person who asked, in their language, what waits', async () => {
    german = await waitingExport('de');
    expect(german.locale).toBe('de');
    expect(german.expiresAt!.getTime() - german.finishedAt!.getTime()).toBeGreaterThan(3 * DAY - 60_000);
    expect(german.expiresAt!.getTime() - german.finishedAt!.getTime()).toBeLessThan(3 * DAY + 60_000);

    const [notice] = mailTo(world.operator.email);
    expect(notice).toBeDefined();
    expect(notice!.subject).toBe('Partsmith: Ihr Export von guarded.csv wartet auf Ihre Bestätigung');
    expect(notice!.text).toContain('1 Zeile ist noch zur Prüfung offen');
    expect(notice!.text).toContain('1 Fehler in den Dateien gefunden');
    expect(notice!.text).toContain(`/de/exports/requests/${german.id}`);
    expect(notice!.text).toMatch(/bis \d+\. \w+ \d{4} um \d{2}:\d{2} UTC/);
    // Not the workspace's notification address: it is this person's export that waits.
    expect(mailTo('team@example.test').filter((m) => m.subject.includes('Bestätigung'))).toEqual([]);
    const notices = await withUser(world.owner.claims, (tx) => listNotifications(tx, world.workspace), world.db);
    expect(notices.find((n) => n.kind === 'export.awaiting_confirmation')).toMatchObject({ recipient: world.operator.email, status: 'sent' });
  }, 120_000);

  it('shows its expiry through REST API v1 while it waits', async () => {
    const api = apiRuntime(world);
    const key = await makeKey(world, world.owner);
    const answer = ExportResponseSchema.parse((await call(api, 'GET', `/api/v1/exports/${german.id}`, { key })).body).export;
    expect(answer).toMatchObject({ status: 'awaiting_confirmation', expiresAt: german.expiresAt!.toISOString(), expiredAt: null });
  });

  it('is left alone before its day, and expired after it: nothing published, the audit says so', async () => {
    english = await waitingExport();
    // The second one waits longer (asked later in real life); both share their deliverables' bytes.
    await asService((tx) => tx.query(`update public.export_requests set expires_at = now() + interval '30 days' where id = $1`, [english.id]), world.db);
    expect(mailTo(world.operator.email).map((m) => m.subject)).toContain('Partsmith: your export of guarded.csv waits for your confirmation');
    const keys = { german: await stagedKeys(german.id), english: await stagedKeys(english.id) };

    const early = await runRetention(world.ctx, new Date(Date.now() + 2 * DAY));
    expect(early.exportsExpired).toBe(0);
    expect((await requestOf(german.id)).status).toBe('awaiting_confirmation');

    const due = await runRetention(world.ctx, new Date(Date.now() + 4 * DAY));
    expect(due.exportsExpired).toBe(1);
    const expired = await requestOf(german.id);
    expect(expired).toMatchObject({ status: 'expired', exportId: null });
    expect(expired.expiredAt).toBeInstanceOf(Date);
    const [{ staged }] = (await asService((tx) => tx.query<{ staged: unknown }>(`select staged from public.export_requests where id = $1`, [german.id]), world.db)) as [{ staged: unknown }];
    expect(staged).toBeNull();
    // Its bundle was its own: gone. Files the other waiting export also holds are kept for it.
    const ownBundle = keys.german.at(-1)!;
    expect(keys.english).not.toContain(ownBundle);
    expect(await world.store.has(ownBundle)).toBe(false);
    for (const key of keys.german.filter((k) => keys.english.includes(k))) expect(await world.store.has(key), key).toBe(true);

    const entries = await withUser(world.owner.claims, (tx) => listAuditEntries(tx, { workspaceId: world.workspace }), world.db);
    expect(entries.filter((e) => e.action === 'export.expired')).toEqual([
      expect.objectContaining({ target: german.id, actorId: null, details: expect.objectContaining({ conversion_id: conversion.id, open_review: 1, assessment_errors: 1 }) }),
    ]);
  }, 120_000);

  it('tells the person who asked that it expired, and can no longer be confirmed', async () => {
    const expiredNotice = mailTo(world.operator.email).find((m) => m.subject === 'Partsmith: Ihr Export von guarded.csv ist ohne Bestätigung verfallen');
    expect(expiredNotice).toBeDefined();
    expect(expiredNotice!.text).toContain('Nichts wurde veröffentlicht');
    expect(expiredNotice!.text).toContain(`/de/catalogs/${conversion.id}`);
    const confirmed = await confirmExport(world.operator.claims, german.id, { db: world.db });
    expect(confirmed).toMatchObject({ ok: false, code: 'conflict', message: expect.stringContaining('expired') });
    const api = apiRuntime(world);
    const key = await makeKey(world, world.owner);
    const answer = ExportResponseSchema.parse((await call(api, 'GET', `/api/v1/exports/${german.id}`, { key })).body).export;
    expect(answer).toMatchObject({ status: 'expired', expiresAt: null, links: { confirm: null, download: null } });
    expect(answer.expiredAt).not.toBeNull();
  });

  it('removes the last staged files once no waiting export holds them, except what a conversion still uses', async () => {
    const keys = await stagedKeys(english.id);
    await asService((tx) => tx.query(`update public.export_requests set expires_at = now() - interval '1 minute' where id = $1`, [english.id]), world.db);
    expect((await runRetention(world.ctx)).exportsExpired).toBe(1);
    expect((await requestOf(english.id)).status).toBe('expired');
    let deleted = 0;
    for (const key of keys) {
      const kept = await world.store.has(key);
      if (!kept) deleted++;
      // Kept only when something else uses the bytes (the conversion's own files, say).
      else expect(await asService((tx) => isBlobInUse(tx, key), world.db), key).toBe(true);
    }
    expect(deleted).toBeGreaterThan(1);
    expect(mailTo(world.operator.email).map((m) => m.subject)).toContain('Partsmith: your export of guarded.csv expired without confirmation');
  }, 120_000);
});

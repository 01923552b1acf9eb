/**
 * Reference releases belong to a workspace (decision 0008): a member of workspace B cannot read
 * workspace A's release — neither its rows nor its metadata — nor choose it, nor pin a conversion to
 * it; shared releases are everyone's. A conversion is pinned when it is asked for, and choosing
 * another current release leaves it pinned where it was. Run as the real roles, on PGlite.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReferenceDir } from '@/lib/catalog/reference';
import { bundledDemoRelease, chooseReferenceRelease, currentReferenceOf, getReferenceRelease, importReferenceRelease, listReferenceReleases, loadReferenceSetFromDb, usableReferenceReleases } from '@/lib/data/reference';
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { addMemberByEmail, createWorkspace } from '@/lib/data/workspaces';
import { createUpload, getConversion, startConversion } from '@/lib/data/catalogs';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';
import { nextReleaseDelivery } from './reference-deliveries';

let db: TestDb;
let scratch: string;
let ownerA: TestUser, reviewerA: TestUser, ownerB: TestUser;
let workspaceA: string, workspaceB: string;
let releaseA: number, shared: number;
let uploadB: string;

const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);

async function workspaceOf(owner: TestUser, name: string): Promise<string> {
  const created = await as(owner, (tx) => createWorkspace(tx, { name, slug: `${name.toLowerCase()}-${owner.id.slice(0, 8)}` }));
  if (!created.ok) throw new Error(created.message);
  return created.workspaceId;
}

beforeAll(async () => {
  db = await freshDb();
  scratch = await mkdtemp(path.join(tmpdir(), 'partsmith-ref-ws-'));
  ownerA = await makeUser(db, { username: 'anna' });
  reviewerA = await makeUser(db, { username: 'arno' });
  ownerB = await makeUser(db, { username: 'bert' });
  workspaceA = await workspaceOf(ownerA, 'Alpha');
  workspaceB = await workspaceOf(ownerB, 'Beta');
  const added = await as(ownerA, (tx) => addMemberByEmail(tx, { workspaceId: workspaceA, email: reviewerA.email, role: 'reviewer' }));
  if (!added.ok) throw new Error(added.message);

  const sharedImport = await importReferenceRelease(db, demoReferenceDir(), { source: 'Shared demo' });
  const ownImport = await importReferenceRelease(db, await nextReleaseDelivery(scratch), { source: 'Alpha VCdb 2026-02', workspaceId: workspaceA });
  if (!sharedImport.ok || !ownImport.ok) throw new Error('import failed');
  shared = sharedImport.release.id;
  releaseA = ownImport.release.id;

  const upload = await asService(
    (tx) =>
      createUpload(tx, {
        workspaceId: workspaceB,
        sha256: 'c'.repeat(64),
        bytes: 10,
        fileName: 'b.csv',
        format: 'csv',
        encoding: 'utf-8',
        delimiter: ',',
        storageKey: 'c'.repeat(64),
        uploadedBy: ownerB.id,
      }),
    db,
  );
  uploadB = upload.upload.id;
}, 120_000);

afterAll(async () => {
  await db?.close();
  await rm(scratch, { recursive: true, force: true });
  await closeTemplate();
});

describe("a workspace's reference releases", () => {
  it('shows a member of another workspace neither the rows nor the metadata of a workspace release', async () => {
    const rowsOfA = (tx: Queryable) => tx.query<{ n: number }>('select count(*)::int as n from reference.make where release_id = $1', [releaseA]);
    expect(await as(ownerB, rowsOfA)).toEqual([{ n: 0 }]);
    expect(await as(ownerB, (tx) => tx.query('select id from reference.releases where id = $1', [releaseA]))).toEqual([]);
    expect(await as(ownerB, (tx) => getReferenceRelease(tx, releaseA))).toBeNull();
    expect((await as(ownerB, (tx) => listReferenceReleases(tx))).map((r) => r.id)).toEqual([shared]);
    expect(await as(ownerB, (tx) => loadReferenceSetFromDb(tx, releaseA))).toMatchObject({ ok: false, code: 'not_found' });
    // The same question asked by A's members has an answer: the filter above is RLS, not an empty table.
    expect(await as(reviewerA, rowsOfA)).toEqual([{ n: 28 }]);
    expect((await as(reviewerA, (tx) => listReferenceReleases(tx))).map((r) => r.id)).toEqual([releaseA, shared]);
  });

  it('lets every workspace read a shared release', async () => {
    expect(await as(ownerB, (tx) => tx.query<{ n: number }>('select count(*)::int as n from reference.make where release_id = $1', [shared]))).toEqual([{ n: 28 }]);
    expect((await as(ownerB, (tx) => usableReferenceReleases(tx, workspaceB))).map((r) => r.id)).toEqual([shared]);
  });

  it('imports the same delivery into two workspaces as two releases, each visible to its own', async () => {
    const delivery = await nextReleaseDelivery(scratch, { versionDate: '2026-03-01' });
    const intoA = await importReferenceRelease(db, delivery, { workspaceId: workspaceA });
    const intoB = await importReferenceRelease(db, delivery, { workspaceId: workspaceB });
    const again = await importReferenceRelease(db, delivery, { workspaceId: workspaceB });
    if (!intoA.ok || !intoB.ok || !again.ok) throw new Error('import failed');
    expect(intoB.skipped).toBe(false);
    expect(intoB.release.id).not.toBe(intoA.release.id);
    expect(again).toMatchObject({ skipped: true, release: { id: intoB.release.id } });
    expect(await as(ownerB, (tx) => getReferenceRelease(tx, intoA.release.id))).toBeNull();
    expect(await as(ownerB, (tx) => getReferenceRelease(tx, intoB.release.id))).toMatchObject({ workspaceId: workspaceB });
  });

  it("refuses to make another workspace's release one's current release", async () => {
    expect(await as(ownerB, (tx) => chooseReferenceRelease(tx, workspaceB, releaseA))).toMatchObject({ ok: false, code: 'invalid' });
    // Straight to the table, past the TypeScript check: the database refuses too.
    const direct = as(ownerB, (tx) =>
      tx.query(`insert into public.workspace_settings (workspace_id, reference_release_id) values ($1, $2)`, [workspaceB, releaseA]),
    );
    expect(await sqlstateOf(direct)).toBe('23503');
    expect(await as(ownerB, (tx) => currentReferenceOf(tx, workspaceB))).toMatchObject({ release: null, pin: { releaseId: null } });
  });

  it("refuses to pin a conversion to another workspace's release", async () => {
    const refused = await as(ownerB, (tx) => startConversion(tx, { workspaceId: workspaceB, uploadId: uploadB, brand: 'BKMN', referenceReleaseId: releaseA }));
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
    const direct = as(ownerB, (tx) =>
      tx.query(`insert into public.conversions (workspace_id, upload_id, brand, reference_release_id) values ($1, $2, 'BKMN', $3)`, [
        workspaceB,
        uploadB,
        releaseA,
      ]),
    );
    expect(await sqlstateOf(direct)).toBe('23503');
  });

  it('lets only owners choose the current release', async () => {
    expect(await as(reviewerA, (tx) => chooseReferenceRelease(tx, workspaceA, releaseA))).toMatchObject({ ok: false, code: 'not_allowed' });
    const chosen = await as(ownerA, (tx) => chooseReferenceRelease(tx, workspaceA, releaseA));
    expect(chosen).toMatchObject({ ok: true, current: { release: { id: releaseA }, pin: { releaseId: releaseA, versionDate: '2026-02-01' } } });
    const back = await as(ownerA, (tx) => chooseReferenceRelease(tx, workspaceA, null));
    expect(back).toMatchObject({ ok: true, current: { release: null, pin: { releaseId: null } } });
  });

  it('deletes a workspace release and its rows with the workspace', async () => {
    const doomed = await workspaceOf(ownerB, 'Gamma');
    const imported = await importReferenceRelease(db, await nextReleaseDelivery(scratch, { versionDate: '2026-04-01' }), { workspaceId: doomed });
    if (!imported.ok) throw new Error(imported.message);
    const rows = () => asService((tx) => tx.query<{ n: number }>('select count(*)::int as n from reference.vehicle where release_id = $1', [imported.release.id]), db);
    expect((await rows())[0]!.n).toBeGreaterThan(0);
    await asService((tx) => tx.query('delete from public.workspaces where id = $1', [doomed]), db);
    expect(await rows()).toEqual([{ n: 0 }]);
    expect(await asService((tx) => getReferenceRelease(tx, imported.release.id), db)).toBeNull();
  });
});

describe('a conversion is pinned when it is asked for', () => {
  it("pins the workspace's current release, keeps it when the current release changes, and is one conversion per release", async () => {
    const demo = await bundledDemoRelease();
    const onDemo = await as(ownerB, (tx) => startConversion(tx, { workspaceId: workspaceB, uploadId: uploadB, brand: 'BKMN' }));
    if (!onDemo.ok) throw new Error(onDemo.message);
    expect(onDemo.conversion.reference).toEqual({ releaseId: null, versionDate: demo.versionDate, sha256: demo.sha256 });

    const chosen = await as(ownerB, (tx) => chooseReferenceRelease(tx, workspaceB, shared));
    if (!chosen.ok) throw new Error(chosen.message);
    // Asked for earlier, pinned earlier: choosing a release does not move it.
    expect((await as(ownerB, (tx) => getConversion(tx, onDemo.conversion.id)))?.reference.releaseId).toBeNull();

    const onShared = await as(ownerB, (tx) => startConversion(tx, { workspaceId: workspaceB, uploadId: uploadB, brand: 'BKMN' }));
    if (!onShared.ok) throw new Error(onShared.message);
    expect(onShared.created).toBe(true);
    expect(onShared.conversion.id).not.toBe(onDemo.conversion.id);
    const sharedRelease = await asService((tx) => getReferenceRelease(tx, shared), db);
    expect(onShared.conversion.reference).toEqual({ releaseId: shared, versionDate: '2026-01-01', sha256: sharedRelease!.sha256 });

    const askedAgain = await as(ownerB, (tx) => startConversion(tx, { workspaceId: workspaceB, uploadId: uploadB, brand: 'BKMN', referenceReleaseId: null }));
    expect(askedAgain).toMatchObject({ ok: true, created: false, conversion: { id: onDemo.conversion.id } });
  });

  it('copies a release\'s date and hash from the release itself, whatever the insert claims', async () => {
    const [row] = await as(ownerB, (tx) =>
      tx.query<{ reference_sha256: string; reference_version_date: string }>(
        `insert into public.conversions (workspace_id, upload_id, brand, accept_threshold, reference_release_id, reference_sha256, reference_version_date)
         values ($1, $2, 'BKMN', 0.5, $3, repeat('f', 64), '1999-01-01') returning reference_sha256, reference_version_date`,
        [workspaceB, uploadB, shared],
      ),
    );
    const release = await asService((tx) => getReferenceRelease(tx, shared), db);
    expect(row).toEqual({ reference_sha256: release!.sha256, reference_version_date: '2026-01-01' });
  });
});

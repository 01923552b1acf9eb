import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyFingerprint } from '@/lib/catalog';
import { asService } from '@/lib/db/scopes';
import { checkLatestBundles, checkStoredBundle, loadEvidence } from '@/lib/data/insights';
import { LocalBlobStore } from '@/lib/storage';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, type TestDb } from './harness';

const FIXTURES = 'tests/fixtures/evidence';

let db: TestDb;
let w: CatalogWorld;
let root: string;
let store: LocalBlobStore;
let trusted: KeyObject;

async function stored(fixture: string) {
  const put = await store.put(await readFile(path.join(FIXTURES, fixture)));
  if (!put.ok) throw new Error(put.message);
  return { bundleKey: put.key, bundleSha256: put.key, bundleBytes: put.bytes };
}

/** An export row naming a bundle, published `minutesAgo` minutes ago (the list is newest first). */
async function publish(brand: string, bundle: { bundleKey: string; bundleSha256: string; bundleBytes: number }, minutesAgo: number): Promise<string> {
  return asService(async (tx) => {
    const [req] = await tx.query<{ id: string }>(`insert into public.export_requests (workspace_id, conversion_id) values ($1, $2) returning id`, [w.workspace, w.conversionId]);
    const [exp] = await tx.query<{ id: string }>(
      `insert into public.exports (workspace_id, request_id, conversion_id, brand, aces_version, pies_version, files, bundle_key, bundle_sha256, bundle_bytes, signer_fingerprint, created_at)
       values ($1, $2, $3, $4, '4.2', '7.2', '[]', $5, $6, $7, $8, now() - make_interval(mins => $9)) returning id`,
      [w.workspace, req!.id, w.conversionId, brand, bundle.bundleKey, bundle.bundleSha256, bundle.bundleBytes, keyFingerprint(trusted), minutesAgo],
    );
    return exp!.id;
  }, db);
}

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
  root = await mkdtemp(path.join(os.tmpdir(), 'partsmith-insights-evidence-'));
  store = new LocalBlobStore(path.join(root, 'blobs'));
  trusted = createPublicKey(await readFile(path.join(FIXTURES, 'test-only-trusted-key.pub.pem'), 'utf8'));
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('re-checking stored evidence bundles', () => {
  it('finds a good bundle intact, signed by the trusted key', async () => {
    const check = await checkStoredBundle(store, await stored('good.zip'), trusted);
    expect(check).toEqual({ status: 'intact', problems: [], signerFingerprint: keyFingerprint(trusted) });
  });

  it('calls a bundle whose contents changed tampered, naming the problem', async () => {
    const check = await checkStoredBundle(store, await stored('tampered-flipped-aces-xml.zip'), trusted);
    expect(check.status).toBe('tampered');
    expect(check.problems).toContain('FILE_HASH_MISMATCH');
  });

  it('says when a good bundle is signed by a key this installation does not trust', async () => {
    const other = generateKeyPairSync('ed25519').publicKey;
    const check = await checkStoredBundle(store, await stored('good.zip'), other);
    expect(check).toMatchObject({ status: 'untrusted', problems: ['SIGNER_UNTRUSTED'] });
  });

  it('notices bytes changed in storage, even after the same bundle verified before', async () => {
    const bundle = await stored('tampered-extra.zip');
    const before = await checkStoredBundle(store, bundle, trusted);
    expect(before.problems).not.toContain('BUNDLE_HASH_MISMATCH');
    const file = store.pathOf(bundle.bundleKey);
    const bytes = await readFile(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 0xff, bytes.length - 10);
    await writeFile(file, bytes);
    expect(await checkStoredBundle(store, bundle, trusted)).toEqual({ status: 'tampered', problems: ['BUNDLE_HASH_MISMATCH'], signerFingerprint: null });
  });

  it('reports a bundle gone from storage as missing', async () => {
    const check = await checkStoredBundle(store, { bundleKey: 'e'.repeat(64), bundleSha256: 'e'.repeat(64), bundleBytes: 100 }, trusted);
    expect(check.status).toBe('missing');
  });

  it('checks only presence and hash without a key, and leaves very large bundles unread', async () => {
    expect(await checkStoredBundle(store, await stored('good.zip'), null)).toMatchObject({ status: 'unchecked', problems: ['NO_TRUSTED_KEY'] });
    const huge = { ...(await stored('good.zip')), bundleBytes: 200 * 1024 * 1024 };
    expect(await checkStoredBundle(store, huge, trusted)).toMatchObject({ status: 'unchecked', problems: ['BUNDLE_TOO_LARGE'] });
  });

  it('re-checks only the newest bundles', async () => {
    const good = await stored('good.zip');
    const checks = await checkLatestBundles(store, [{ id: 'a', ...good }, { id: 'b', ...good }], trusted, 1);
    expect([checks.get('a')!.status, checks.get('b')!.status]).toEqual(['intact', 'unchecked']);
  });
});

describe('the evidence page', () => {
  it('lists the workspace exports newest first with what re-verifying found', async () => {
    const intact = await publish('GOOD', await stored('good.zip'), 1);
    const changed = await publish('BADX', await stored('tampered-flipped-pies-xml.zip'), 2);
    const gone = await publish('GONE', { bundleKey: 'f'.repeat(64), bundleSha256: 'f'.repeat(64), bundleBytes: 10 }, 3);

    const data = await loadEvidence(w.viewer.claims, w.workspace, { db, store, trusted });
    const byId = new Map(data.rows.map((r) => [r.export.id, r]));
    const mine = new Set([intact, changed, gone]);
    expect(data.rows.map((r) => r.export.id).filter((id) => mine.has(id))).toEqual([intact, changed, gone]);
    expect(byId.get(intact)!.check.status).toBe('intact');
    expect(byId.get(changed)!.check.status).toBe('tampered');
    expect(byId.get(gone)!.check.status).toBe('missing');
    expect(data.trustedFingerprint).toBe(keyFingerprint(trusted));
    // The world's own export names a blob that was never stored.
    expect(byId.get(w.exportId)!.check.status).toBe('missing');
  });

  it('shows another workspace none of them', async () => {
    const data = await loadEvidence(w.outsider.claims, w.workspace, { db, store, trusted });
    expect(data.rows).toEqual([]);
  });
});

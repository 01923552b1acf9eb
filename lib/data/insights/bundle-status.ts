import { createHash, type KeyObject } from 'node:crypto';
import { keyFingerprint, verifyEvidenceBundle, type VerifyProblemCode } from '@/lib/catalog/evidence';
import { readBlob, type BlobStore } from '@/lib/storage';

/**
 * What re-checking a stored evidence bundle found:
 * - intact: the stored bytes are the published ones, every file matches its signed hash, and the
 *   signature verifies with this installation's key;
 * - tampered: the stored bytes or something inside them changed since publishing;
 * - untrusted: intact, but signed by a key this installation does not trust (the signing key was
 *   replaced since: PARTSMITH_SIGNING_KEY changed);
 * - missing: the blob is gone from storage;
 * - unchecked: not re-checked on this page (too large to read here, or no key to check against).
 */
export type BundleStatus = 'intact' | 'tampered' | 'untrusted' | 'missing' | 'unchecked';

/** The published bundle's own hash no longer matches the stored bytes (not a verifier code). */
export type BundleProblemCode = VerifyProblemCode | 'BUNDLE_HASH_MISMATCH' | 'BUNDLE_TOO_LARGE' | 'NO_TRUSTED_KEY';

export interface BundleCheck {
  status: BundleStatus;
  problems: BundleProblemCode[];
  /** Fingerprint of the key the signature verified with; null when it did not verify. */
  signerFingerprint: string | null;
}

/** What is needed of an export row to check its bundle. */
export interface PublishedBundle {
  bundleKey: string;
  bundleSha256: string;
  bundleBytes: number;
}

/** Bundles above this are left to `partsmith verify`: the page reads each one into memory. */
export const MAX_CHECKED_BUNDLE_BYTES = 100 * 1024 * 1024;

type Verdict = Omit<BundleCheck, 'status'> & { status: 'intact' | 'tampered' | 'untrusted' };

/**
 * Verdicts by (SHA-256 of the bytes read, trusted key): the same bytes checked against the same key
 * always give the same answer, so only the hashing is repeated on each visit — which still catches
 * bytes changed in storage, since changed bytes hash differently. Kept on globalThis because Next
 * may load this module more than once per process.
 */
const CACHE_KEY = Symbol.for('partsmith.insights.bundleVerdicts');
const CACHE_LIMIT = 500;

function verdicts(): Map<string, Verdict> {
  const holder = globalThis as { [CACHE_KEY]?: Map<string, Verdict> };
  holder[CACHE_KEY] ??= new Map();
  return holder[CACHE_KEY];
}

function remember(key: string, verdict: Verdict): void {
  const cache = verdicts();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, verdict);
}

async function verdictFor(bytes: Uint8Array, sha256: string, trusted: KeyObject): Promise<Verdict> {
  const key = `${sha256}:${keyFingerprint(trusted)}`;
  const known = verdicts().get(key);
  if (known) return known;
  const result = await verifyEvidenceBundle(bytes, { trustedKeys: [trusted] });
  const problems = result.problems.map((p) => p.code);
  const onlyUntrusted = problems.length > 0 && problems.every((code) => code === 'SIGNER_UNTRUSTED');
  const verdict: Verdict = {
    status: result.ok ? 'intact' : onlyUntrusted ? 'untrusted' : 'tampered',
    problems,
    signerFingerprint: result.signature.status === 'valid' ? result.signature.signerFingerprint : null,
  };
  remember(key, verdict);
  return verdict;
}

/**
 * Re-checks one published bundle from storage: present, the same bytes as published (SHA-256 on
 * the export row), and verified by the engine's verifier against `trusted` (null: no key could be
 * loaded — the bundle is then only checked for presence and hash).
 */
export async function checkStoredBundle(store: BlobStore, bundle: PublishedBundle, trusted: KeyObject | null): Promise<BundleCheck> {
  if (bundle.bundleBytes > MAX_CHECKED_BUNDLE_BYTES) {
    return { status: 'unchecked', problems: ['BUNDLE_TOO_LARGE'], signerFingerprint: null };
  }
  const bytes = await readBlob(store, bundle.bundleKey);
  if (!bytes) return { status: 'missing', problems: [], signerFingerprint: null };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== bundle.bundleSha256) {
    return { status: 'tampered', problems: ['BUNDLE_HASH_MISMATCH'], signerFingerprint: null };
  }
  if (!trusted) return { status: 'unchecked', problems: ['NO_TRUSTED_KEY'], signerFingerprint: null };
  return verdictFor(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), sha256, trusted);
}

/**
 * Checks the first `limit` bundles one after another (not in parallel: each is read into memory),
 * and reports the rest as unchecked so the page stays fast however many exports there are.
 */
export async function checkLatestBundles<T extends PublishedBundle & { id: string }>(
  store: BlobStore,
  bundles: readonly T[],
  trusted: KeyObject | null,
  limit: number,
): Promise<Map<string, BundleCheck>> {
  const checks = new Map<string, BundleCheck>();
  for (const [i, bundle] of bundles.entries()) {
    checks.set(bundle.id, i < limit ? await checkStoredBundle(store, bundle, trusted) : { status: 'unchecked', problems: [], signerFingerprint: null });
  }
  return checks;
}

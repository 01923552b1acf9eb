import { keyFingerprint } from '@/lib/catalog/evidence';
import type { KeyObject } from 'node:crypto';
import { withUser, type Db, type UserClaims } from '@/lib/db';
import { getBlobStore, type BlobStore } from '@/lib/storage';
import { listExports, type Export } from '../exports';
import { checkLatestBundles, type BundleCheck } from './bundle-status';
import { installationTrustedKey } from './trusted-key';

export interface EvidenceData {
  rows: { export: Export; check: BundleCheck }[];
  /** How many of the newest bundles were re-verified. */
  checked: number;
  /** The key "trusted" meant, so the page can say so; null when none could be loaded. */
  trustedFingerprint: string | null;
}

/** Bundles listed per page, and how many of the newest are re-verified on each visit. */
export const EVIDENCE_LIST_LIMIT = 50;
export const EVIDENCE_CHECK_LIMIT = 10;

/**
 * The workspace's export bundles (read as the user), the newest re-verified from storage with the
 * engine's verifier against this installation's signing key.
 */
export async function loadEvidence(
  claims: UserClaims,
  workspaceId: string,
  // Tests pass their own database, blob store and key; pages use this installation's.
  options: { db?: Db; store?: BlobStore; trusted?: KeyObject | null } = {},
): Promise<EvidenceData> {
  const exports = await withUser(claims, (tx) => listExports(tx, workspaceId, { limit: EVIDENCE_LIST_LIMIT }), options.db);
  const trusted = options.trusted === undefined ? await installationTrustedKey() : options.trusted;
  const checks = await checkLatestBundles(options.store ?? getBlobStore(), exports, trusted, EVIDENCE_CHECK_LIMIT);
  return {
    rows: exports.map((e) => ({ export: e, check: checks.get(e.id)! })),
    checked: Math.min(exports.length, EVIDENCE_CHECK_LIMIT),
    trustedFingerprint: trusted ? keyFingerprint(trusted) : null,
  };
}

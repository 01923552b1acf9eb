import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import {
  keyFingerprint,
  loadOrCreateSigningKey,
  parsePublicKeyPem,
  verifyEvidenceBundle,
  type VerifyResult,
} from '@/lib/catalog/evidence';
import { findingMessage, say, type MessageLocale, type Said } from '@/lib/catalog/messages';
import { serverConfig } from '@/lib/config';
import { readableContext, type ReadableContext } from './readable-context';

/** Bundles larger than this are refused before reading: the public page takes uploads from anyone. */
export const MAX_BUNDLE_BYTES = 100 * 1024 * 1024;

export interface BundleCheck {
  ok: boolean;
  files: VerifyResult['files'];
  signature: VerifyResult['signature'];
  embeddedKeyFingerprint: string | null;
  predicate: unknown;
  problems: VerifyResult['problems'];
  /** Pure folder entries the check set aside (re-zipping adds them); `notes` says so in a sentence. */
  ignoredFolders: VerifyResult['ignoredFolders'];
  notes: VerifyResult['notes'];
  /** Fingerprints of the keys this check trusted, so a reader knows what "trusted" meant. */
  trustedFingerprints: string[];
}

/** A check as the page shows it: the signed predicate as it was signed, and the same context to read. */
export interface ReadBundleCheck extends BundleCheck {
  /** The predicate as a reader reads it, in their language (null: it is not a conversion context). */
  context: ReadableContext | null;
}

/**
 * A check as its reader reads it: each problem and note in `locale` (decision 0013), and the
 * conversion context to read beside the predicate as signed. Codes, parameters and message ids
 * stay, so a client can render them itself.
 */
export function bundleCheckIn(check: BundleCheck, locale: MessageLocale): ReadBundleCheck {
  const context = readableContext(check.predicate, locale);
  if (locale === 'en') return { ...check, context };
  return {
    ...check,
    problems: check.problems.map((p) => ({ ...p, message: findingMessage(p, locale) })),
    notes: check.notes.map((n) => ({ ...n, message: findingMessage(n, locale) })),
    context,
  };
}

function installationKeyDir(): string {
  return path.join(serverConfig().dataDir, 'keys');
}

/**
 * Checks an evidence bundle the way `partsmith verify` does: every file against the signed SHA-256,
 * the DSSE signature, and a signer among the trusted keys — this installation's key, plus a public
 * key the visitor supplies. The key shipped inside a bundle proves nothing on its own.
 */
export async function checkUploadedBundle(zip: Uint8Array, extraTrustPem?: string): Promise<BundleCheck | { error: string; said: Said }> {
  const trusted: KeyObject[] = [];
  const installation = await loadOrCreateSigningKey(installationKeyDir());
  if (installation.ok) trusted.push(installation.value.publicKey);
  if (extraTrustPem?.trim()) {
    const parsed = parsePublicKeyPem(extraTrustPem, say('evidence.where.suppliedKey'));
    if (!parsed.ok) return { error: parsed.message, said: parsed.said };
    trusted.push(parsed.value);
  }
  const result = await verifyEvidenceBundle(zip, { trustedKeys: trusted });
  return {
    ok: result.ok,
    files: result.files,
    signature: result.signature,
    embeddedKeyFingerprint: result.embeddedKeyFingerprint,
    predicate: result.predicate,
    problems: result.problems,
    ignoredFolders: result.ignoredFolders,
    notes: result.notes,
    trustedFingerprints: trusted.map(keyFingerprint),
  };
}

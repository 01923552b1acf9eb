import type { KeyObject } from 'node:crypto';
import { signingKeyFrom } from '@/lib/jobs';

// The key jobs sign with (PARTSMITH_SIGNING_KEY, else the installation key), loaded once.
const signer = signingKeyFrom();

/**
 * The public key bundles of this installation are trusted with. Null when it cannot be loaded (an
 * unreadable PARTSMITH_SIGNING_KEY): the evidence page then says the bundles were not verified
 * rather than failing.
 */
export async function installationTrustedKey(): Promise<KeyObject | null> {
  try {
    return (await signer()).publicKey;
  } catch (error) {
    console.error('[partsmith] the evidence signing key could not be loaded; bundles are not verified:', error);
    return null;
  }
}

import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { render, type Said, say } from '../messages';

/** An Ed25519 key pair that signs evidence bundles. */
export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** `SHA256:<base64>` of the public key's SPKI DER, as OpenSSH prints fingerprints. */
  fingerprint: string;
}

/** A failure says why as a catalogue text (`said`, for the reader's language) and in English (`message`). */
export type KeyResult<T> = { ok: true; value: T } | SaidFailure;
type SaidFailure = { ok: false; message: string; said: Said };
const failed = (said: Said): SaidFailure => ({ ok: false, message: render(said), said });

export const SIGNING_KEY_FILE = 'evidence-signing-key.pem';
export const PUBLIC_KEY_FILE = 'evidence-signing-key.pub.pem';

/** `SHA256:<base64, no padding>` of the SPKI DER encoding of a public key. */
export function keyFingerprint(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return `SHA256:${createHash('sha256').update(der).digest('base64').replace(/=+$/, '')}`;
}

export function publicKeyPem(publicKey: KeyObject): string {
  return publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

function fromPrivatePem(pem: string, where: string): KeyResult<SigningKey> {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch (e) {
    return failed(say('key.notPrivatePem', { where, detail: (e as Error).message }));
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    return failed(say('key.notEd25519', { where, type: privateKey.asymmetricKeyType ?? 'unknown' }));
  }
  const publicKey = createPublicKey(privateKey);
  return { ok: true, value: { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) } };
}

/** Reads a PEM public key (SPKI) and checks it is Ed25519 — for `--trust pub.pem`. */
/** `where`: the file it came from, or which key it is (`evidence.where.*`). */
export function parsePublicKeyPem(pem: string, where: string | Said = say('evidence.where.publicKey')): { ok: true; value: KeyObject } | SaidFailure {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch (e) {
    return failed(say('PUBLIC_KEY_INVALID', { where, detail: (e as Error).message }));
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    return failed(say('PUBLIC_KEY_INVALID.type', { where, type: key.asymmetricKeyType ?? 'unknown' }));
  }
  return { ok: true, value: key };
}

/** The system's code for a failed read (ENOENT), else its message. */
const systemWhy = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/** Loads a signing key from a PEM file (`--sign-key`). */
export async function loadSigningKey(pemPath: string): Promise<KeyResult<SigningKey>> {
  let pem: string;
  try {
    pem = await readFile(pemPath, 'utf8');
  } catch (e) {
    return failed(say('key.unreadable', { kind: 'signing', path: pemPath, why: systemWhy(e) }));
  }
  return fromPrivatePem(pem, pemPath);
}

/** Loads a public key from a PEM file (`--trust`); a private key file is accepted too. */
export async function loadPublicKey(pemPath: string): Promise<KeyResult<KeyObject>> {
  let pem: string;
  try {
    pem = await readFile(pemPath, 'utf8');
  } catch (e) {
    return failed(say('key.unreadable', { kind: 'public', path: pemPath, why: systemWhy(e) }));
  }
  if (/PRIVATE KEY/.test(pem)) {
    const r = fromPrivatePem(pem, pemPath);
    return r.ok ? { ok: true, value: r.value.publicKey } : r;
  }
  return parsePublicKeyPem(pem, pemPath);
}

/**
 * This installation's signing key: read from `dir`, or generated once (Ed25519, PKCS#8 PEM, file
 * mode 0600, folder 0700) with its public key beside it for sharing with `--trust`. Creation uses
 * an exclusive open so two processes starting together end up with the same key.
 */
export async function loadOrCreateSigningKey(
  dir = '.data/keys',
): Promise<KeyResult<SigningKey & { created: boolean; path: string }>> {
  const keyPath = path.join(dir, SIGNING_KEY_FILE);
  const existing = await loadSigningKey(keyPath);
  if (existing.ok) return { ok: true, value: { ...existing.value, created: false, path: keyPath } };
  try {
    await readFile(keyPath);
    return existing; // the file exists but is not a usable key: never overwrite it
  } catch {
    // missing: create below
  }
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(keyPath, pem, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      const raced = await loadSigningKey(keyPath);
      return raced.ok ? { ok: true, value: { ...raced.value, created: false, path: keyPath } } : raced;
    }
    return failed(say('key.cannotCreate', { dir, why: (e as Error).message }));
  }
  await writeFile(path.join(dir, PUBLIC_KEY_FILE), publicKeyPem(publicKey), { mode: 0o644 }).catch(
    () => undefined,
  );
  return {
    ok: true,
    value: { privateKey, publicKey, fingerprint: keyFingerprint(publicKey), created: true, path: keyPath },
  };
}

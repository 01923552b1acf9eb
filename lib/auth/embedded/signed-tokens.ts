import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { PASSWORD_FINGERPRINT_LENGTH, TOKEN_ISSUER, type EmailTokenPurpose } from './email-token-format';

/**
 * Signed, short-lived tokens for the embedded backend (HS256 with the server secret):
 * - session: the cookie's content; its `sid` names a row in auth.sessions, so sign-out revokes it;
 * - confirm / reset: the links in emails. A reset token carries a fingerprint of the password hash
 *   it was issued against, so it stops working once the password has changed (one use).
 */

const ISSUER = TOKEN_ISSUER;

export interface SessionToken {
  sid: string;
  sub: string;
  email: string;
}

export async function signSessionToken(claims: SessionToken, secret: Uint8Array, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid, email: claims.email, typ: 'session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionToken | null> {
  const remembered = verifiedSessions().get(token);
  if (remembered && remembered.secret === secret) {
    if (Date.now() < remembered.expiresAtMs) return remembered.claims;
    verifiedSessions().delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'session' || typeof payload.sid !== 'string' || typeof payload.email !== 'string' || !payload.sub) {
      return null;
    }
    const claims = { sid: payload.sid, sub: payload.sub, email: payload.email };
    if (typeof payload.exp === 'number') remember(token, { secret, claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/**
 * Session cookies this process has verified, until they expire (issue 15.7). Every signed-in page view
 * asks about its cookie twice — the proxy, then the page's session lookup — and each HMAC check cost a
 * share of the one render thread. A token is an immutable string: once its signature, issuer and type
 * have checked out under a secret, they hold for as long as that secret signs, so only the expiry is
 * looked at again. Revocation is not decided here: the session's row is read on every request
 * (embedded-backend.ts). Only tokens that verified are kept (an attacker's garbage is not), at most
 * MAX_REMEMBERED, the oldest forgotten first. On globalThis: the proxy and the pages are separate bundles.
 */
interface Remembered {
  secret: Uint8Array;
  claims: SessionToken;
  expiresAtMs: number;
}
const MAX_REMEMBERED = 10_000;
const REMEMBERED_KEY = Symbol.for('partsmith.verifiedSessions');

function verifiedSessions(): Map<string, Remembered> {
  const holder = globalThis as { [REMEMBERED_KEY]?: Map<string, Remembered> };
  return (holder[REMEMBERED_KEY] ??= new Map());
}

function remember(token: string, entry: Remembered): void {
  const kept = verifiedSessions();
  if (kept.size >= MAX_REMEMBERED) kept.delete(kept.keys().next().value!);
  kept.set(token, entry);
}

export type { EmailTokenPurpose };

export function passwordFingerprint(encryptedPassword: string | null): string {
  return createHash('sha256').update(encryptedPassword ?? '').digest('base64url').slice(0, PASSWORD_FINGERPRINT_LENGTH);
}

export async function signEmailToken(
  input: { sub: string; purpose: EmailTokenPurpose; passwordFingerprint?: string },
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ typ: input.purpose, pwf: input.passwordFingerprint })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(input.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

export async function verifyEmailToken(
  token: string,
  purpose: EmailTokenPurpose,
  secret: Uint8Array,
): Promise<{ sub: string; passwordFingerprint?: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== purpose || !payload.sub) return null;
    return { sub: payload.sub, passwordFingerprint: typeof payload.pwf === 'string' ? payload.pwf : undefined };
  } catch {
    return null;
  }
}

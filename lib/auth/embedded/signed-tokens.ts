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
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'session' || typeof payload.sid !== 'string' || typeof payload.email !== 'string' || !payload.sub) {
      return null;
    }
    return { sid: payload.sid, sub: payload.sub, email: payload.email };
  } catch {
    return null;
  }
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

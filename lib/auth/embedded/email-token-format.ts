/**
 * The shape of the embedded backend's e-mailed tokens (confirm, reset): compact HS256 JWS with a
 * fixed claim set. Kept apart from the signing code so form schemas can bound a token's length by
 * what the format can produce — a bound picked by hand (200) once cut every reset link in half.
 */

export const TOKEN_ISSUER = 'partsmith';
export const EMAIL_TOKEN_PURPOSES = ['confirm', 'reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Characters of the password-hash fingerprint a reset token carries. */
export const PASSWORD_FINGERPRINT_LENGTH = 16;

/** Three base64url segments: header, claims, signature. */
export const COMPACT_JWS_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const HS256_SIGNATURE_BYTES = 32;
/** The last second JWT times can name with four-digit years: the widest `iat`/`exp` we will write. */
const LATEST_TIME = Math.floor(Date.UTC(9999, 11, 31, 23, 59, 59) / 1000);
const UUID_SHAPE = '00000000-0000-0000-0000-000000000000';

function base64urlLength(bytes: number): number {
  return Math.ceil((bytes * 4) / 3);
}

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

const longestPurpose = EMAIL_TOKEN_PURPOSES.reduce((a, b) => (b.length > a.length ? b : a));

/** The longest e-mailed token the format allows: widest claim values, encoded and signed. */
export const EMAIL_TOKEN_MAX_LENGTH =
  base64urlLength(jsonBytes({ alg: 'HS256' })) +
  1 +
  base64urlLength(
    jsonBytes({
      typ: longestPurpose,
      pwf: 'x'.repeat(PASSWORD_FINGERPRINT_LENGTH),
      sub: UUID_SHAPE,
      iss: TOKEN_ISSUER,
      iat: LATEST_TIME,
      exp: LATEST_TIME,
    }),
  ) +
  1 +
  base64urlLength(HS256_SIGNATURE_BYTES);

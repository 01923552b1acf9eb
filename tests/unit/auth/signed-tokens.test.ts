import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  passwordFingerprint,
  signEmailToken,
  signSessionToken,
  verifyEmailToken,
  verifySessionToken,
} from '@/lib/auth/embedded/signed-tokens';
import { EMAIL_TOKEN_MAX_LENGTH } from '@/lib/auth/embedded/email-token-format';
import { resetPasswordSchema } from '@/lib/auth/forms';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-123456');
const other = new TextEncoder().encode('another-secret-that-is-long-enough-654321');
const inAnHour = new Date(Date.now() + 3600_000);

describe('session tokens', () => {
  it('round-trips the session id, user and email', async () => {
    const token = await signSessionToken({ sid: 's1', sub: 'u1', email: 'a@example.com' }, secret, inAnHour);
    expect(await verifySessionToken(token, secret)).toEqual({ sid: 's1', sub: 'u1', email: 'a@example.com' });
  });

  it('refuses a token signed with another key, a tampered one and an expired one', async () => {
    const token = await signSessionToken({ sid: 's1', sub: 'u1', email: 'a@example.com' }, secret, inAnHour);
    expect(await verifySessionToken(token, other)).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: 'admin' })).toString('base64url');
    expect(await verifySessionToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    const expired = await signSessionToken({ sid: 's1', sub: 'u1', email: 'a@example.com' }, secret, new Date(Date.now() - 1000));
    expect(await verifySessionToken(expired, secret)).toBeNull();
  });

  describe('a token verified once (the proxy, then the page, in every request)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is answered from memory until it expires, then refused', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const expiresAt = new Date(Math.ceil((Date.now() + 60_000) / 1000) * 1000);
      const token = await signSessionToken({ sid: 's2', sub: 'u2', email: 'b@example.com' }, secret, expiresAt);
      expect(await verifySessionToken(token, secret)).toEqual({ sid: 's2', sub: 'u2', email: 'b@example.com' });
      vi.setSystemTime(expiresAt.getTime() - 1);
      expect(await verifySessionToken(token, secret)).toEqual({ sid: 's2', sub: 'u2', email: 'b@example.com' });
      vi.setSystemTime(expiresAt.getTime());
      expect(await verifySessionToken(token, secret)).toBeNull();
      expect(await verifySessionToken(token, secret)).toBeNull();
    });

    it('is still checked afresh against any other key', async () => {
      const token = await signSessionToken({ sid: 's3', sub: 'u3', email: 'c@example.com' }, secret, inAnHour);
      expect(await verifySessionToken(token, secret)).not.toBeNull();
      expect(await verifySessionToken(token, other)).toBeNull();
      expect(await verifySessionToken(token, new TextEncoder().encode('a-test-secret-that-is-long-enough-123456'))).not.toBeNull();
    });
  });

  it('does not accept an email link as a session', async () => {
    const link = await signEmailToken({ sub: 'u1', purpose: 'confirm' }, secret, 60);
    expect(await verifySessionToken(link, secret)).toBeNull();
  });
});

describe('email link tokens', () => {
  it('keep their purpose apart', async () => {
    const confirm = await signEmailToken({ sub: 'u1', purpose: 'confirm' }, secret, 60);
    expect(await verifyEmailToken(confirm, 'confirm', secret)).toMatchObject({ sub: 'u1' });
    expect(await verifyEmailToken(confirm, 'reset', secret)).toBeNull();
  });

  it('bind a reset link to the password it was issued against', async () => {
    const fingerprint = passwordFingerprint('$2b$12$old-hash');
    const reset = await signEmailToken({ sub: 'u1', purpose: 'reset', passwordFingerprint: fingerprint }, secret, 60);
    const claims = await verifyEmailToken(reset, 'reset', secret);
    expect(claims?.passwordFingerprint).toBe(fingerprint);
    expect(passwordFingerprint('$2b$12$new-hash')).not.toBe(fingerprint);
  });
});

describe('the length of e-mailed tokens', () => {
  it('stays within the bound the reset form derives from the token format', async () => {
    const reset = await signEmailToken(
      { sub: '5f0c2d7e-8a41-4b6b-9e0f-3c2d1a0b9f88', purpose: 'reset', passwordFingerprint: passwordFingerprint('$2b$12$hash') },
      secret,
      3600,
    );
    const confirm = await signEmailToken({ sub: '5f0c2d7e-8a41-4b6b-9e0f-3c2d1a0b9f88', purpose: 'confirm' }, secret, 3 * 24 * 3600);
    // The reported failure: real reset tokens are longer than the 200 characters the form allowed.
    expect(reset.length).toBeGreaterThan(200);
    for (const token of [reset, confirm]) {
      expect(token.length).toBeLessThanOrEqual(EMAIL_TOKEN_MAX_LENGTH);
      expect(resetPasswordSchema.safeParse({ password: 'Caliper-Bracket-47', token }).success).toBe(true);
    }
  });

  it('refuses anything longer than the format can produce, or not shaped like a token, with a message key', () => {
    const tooLong = `a.b.${'c'.repeat(EMAIL_TOKEN_MAX_LENGTH)}`;
    for (const token of [tooLong, 'not a token', 'a.b', 'a.b.c.d']) {
      const parsed = resetPasswordSchema.safeParse({ password: 'Caliper-Bracket-47', token });
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['token'], message: 'auth.errors.tokenInvalid' });
    }
  });
});

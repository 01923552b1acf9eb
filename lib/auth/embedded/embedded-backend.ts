import bcrypt from 'bcryptjs';
import { cookies } from 'next/headers';
import {
  confirmAuthUserEmail,
  createAuthSession,
  createAuthUser,
  findAuthUserByEmail,
  getAccount,
  getAuthUser,
  getDb,
  getLiveAuthSession,
  recordAuthSignIn,
  revokeAllAuthSessions,
  revokeAuthSession,
  setAuthUserPassword,
  withUser,
} from '@/lib/db';
import type { AuthBackend, AuthOutcome, Identity } from '../backend';
import { writeOutboxMessage } from './outbox';
import { SESSION_COOKIE } from './session-cookie';
import { loadServerSecret } from './server-secret';
import {
  passwordFingerprint,
  signEmailToken,
  signSessionToken,
  verifyEmailToken,
  verifySessionToken,
} from './signed-tokens';

const SESSION_DAYS = 7;
const BCRYPT_COST = 12;
const RESET_TTL_SECONDS = 60 * 60;
const CONFIRM_TTL_SECONDS = 60 * 60 * 24 * 3;

/**
 * A hash of a random password, compared against when the email is unknown, so a wrong email and a
 * wrong password cost the same bcrypt time and cannot be told apart by timing.
 */
const DUMMY_HASH = bcrypt.hashSync('partsmith-timing-equaliser', BCRYPT_COST);

async function readSessionCookie(): Promise<{ sid: string; sub: string; email: string } | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? verifySessionToken(token, loadServerSecret()) : null;
}

export function createEmbeddedBackend(): AuthBackend {
  return {
    kind: 'embedded',

    async currentIdentity() {
      const claims = await readSessionCookie();
      if (!claims) return null;
      // The signature proves we issued it; the row proves it was not signed out since.
      const session = await getLiveAuthSession(await getDb(), claims.sid);
      if (!session || session.userId !== claims.sub) return null;
      return { id: claims.sub, email: claims.email };
    },

    async signIn(email, password, meta) {
      const db = await getDb();
      const user = await findAuthUserByEmail(db, email);
      const matches = await bcrypt.compare(password, user?.encryptedPassword ?? DUMMY_HASH);
      if (!user || !matches || !user.encryptedPassword) return { ok: false, failure: { kind: 'invalidCredentials' } };

      // A new session id at every sign-in: a cookie planted before sign-in is worthless after it.
      const notAfter = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
      const session = await createAuthSession(db, { userId: user.id, notAfter, userAgent: meta.userAgent, ip: meta.ip });
      await recordAuthSignIn(db, user.id);
      const token = await signSessionToken({ sid: session.id, sub: user.id, email: user.email }, loadServerSecret(), notAfter);
      (await cookies()).set(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: process.env.NODE_ENV === 'production' && !process.env.PARTSMITH_INSECURE_COOKIES,
        path: '/',
        expires: notAfter,
      });
      return { ok: true, identity: { id: user.id, email: user.email } };
    },

    async signUp({ email, password, username }, links) {
      const db = await getDb();
      const encryptedPassword = await bcrypt.hash(password, BCRYPT_COST);
      const created = await createAuthUser(db, { email, encryptedPassword, username });
      if (!created.ok) {
        return { ok: false, failure: created.code === 'conflict' ? { kind: 'emailTaken' } : { kind: 'service', message: created.message } };
      }
      const token = await signEmailToken({ sub: created.user.id, purpose: 'confirm' }, loadServerSecret(), CONFIRM_TTL_SECONDS);
      const link = `${links.confirmUrl}?type=signup&token_hash=${encodeURIComponent(token)}`;
      await writeOutboxMessage({
        to: created.user.email,
        subject: 'Confirm your Partsmith email',
        text: `Welcome to Partsmith. Confirm your email address with this link (valid 3 days):\n\n${link}\n\nYour account is reviewed by hand before it can be used; we will write when it is approved.`,
        link,
        kind: 'confirm',
      });
      return { ok: true, identity: { id: created.user.id, email: created.user.email } };
    },

    async signOut(options) {
      const store = await cookies();
      const claims = await readSessionCookie();
      if (claims && options?.everywhere) await revokeAllAuthSessions(await getDb(), claims.sub);
      else if (claims) await revokeAuthSession(await getDb(), claims.sid);
      store.delete(SESSION_COOKIE);
    },

    async requestPasswordReset(email, links) {
      const db = await getDb();
      const user = await findAuthUserByEmail(db, email);
      if (!user) return; // say nothing: whether an email has an account is not the visitor's business
      const token = await signEmailToken(
        { sub: user.id, purpose: 'reset', passwordFingerprint: passwordFingerprint(user.encryptedPassword) },
        loadServerSecret(),
        RESET_TTL_SECONDS,
      );
      const link = `${links.resetUrl}?token=${encodeURIComponent(token)}`;
      await writeOutboxMessage({
        to: user.email,
        subject: 'Reset your Partsmith password',
        text: `Someone asked to reset the password of this Partsmith account. If it was you, choose a new password with this link (valid one hour):\n\n${link}\n\nIf it was not you, ignore this message.`,
        link,
        kind: 'reset',
      });
    },

    async resetPassword(password, token): Promise<AuthOutcome> {
      const claims = token ? await verifyEmailToken(token, 'reset', loadServerSecret()) : null;
      if (!claims) return { ok: false, failure: { kind: 'tokenInvalid' } };
      const db = await getDb();
      const user = await getAuthUser(db, claims.sub);
      if (!user || passwordFingerprint(user.encryptedPassword) !== claims.passwordFingerprint) {
        return { ok: false, failure: { kind: 'tokenInvalid' } };
      }
      await setAuthUserPassword(db, user.id, await bcrypt.hash(password, BCRYPT_COST));
      // A new password ends every session, including one an attacker may hold.
      await revokeAllAuthSessions(db, user.id);
      return { ok: true };
    },

    async confirmEmail({ token, type }) {
      const claims = await verifyEmailToken(token, 'confirm', loadServerSecret());
      if (!claims) return { ok: false, failure: { kind: 'tokenInvalid' } };
      const confirmed = await confirmAuthUserEmail(await getDb(), claims.sub);
      return confirmed ? { ok: true, type } : { ok: false, failure: { kind: 'tokenInvalid' } };
    },

    async exchangeCode() {
      // Only Supabase sends PKCE codes; the embedded backend's links go to /auth/confirm.
      return { ok: false, failure: { kind: 'tokenInvalid' } };
    },

    async readAccount(identity: Identity) {
      const account = await withUser({ sub: identity.id, email: identity.email }, (tx) => getAccount(tx, identity.id));
      return account ? { status: account.accountStatus, username: account.username, isAdmin: account.isAdmin } : null;
    },
  };
}

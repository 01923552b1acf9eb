import bcrypt from 'bcryptjs';
import { cookies } from 'next/headers';
import { getDb } from '@/lib/db';
import { confirmAuthUserEmail, createAuthSession, createAuthUser, findAuthUserByEmail, getAuthUser, getLiveAuthSession, recordAuthSignIn, revokeAllAuthSessions, revokeAuthSession, setAuthUserPassword } from '@/lib/data/accounts';
import { accountMail } from '../account-mail';
import { secureCookies } from '@/lib/http';
import { readAccountAndWorkspaces } from '../account-read';
import type { AuthBackend, AuthOutcome, Identity } from '../backend';
import { passwordProblem } from '../password-policy';
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

/** The part of Next's request cookies the backend uses. */
export type CookieJar = Pick<Awaited<ReturnType<typeof cookies>>, 'get' | 'set' | 'delete'>;

/**
 * `cookieJar` defaults to this request's cookies; the database tests hand in their own jar, since
 * Next's only exists inside a request.
 */
export function createEmbeddedBackend(options: { cookieJar?: () => Promise<CookieJar> } = {}): AuthBackend {
  const jar = options.cookieJar ?? cookies;

  async function readSessionCookie(): Promise<{ sid: string; sub: string; email: string } | null> {
    const token = (await jar()).get(SESSION_COOKIE)?.value;
    return token ? verifySessionToken(token, loadServerSecret()) : null;
  }

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
      (await jar()).set(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies(),
        path: '/',
        expires: notAfter,
      });
      return { ok: true, identity: { id: user.id, email: user.email } };
    },

    async signUp({ email, password, username }, links) {
      const problem = passwordProblem(password, { email });
      if (problem) return { ok: false, failure: { kind: 'passwordRefused', problem } };
      const db = await getDb();
      // Hashed before we know whether the address is taken, so both answers cost the same time.
      const encryptedPassword = await bcrypt.hash(password, BCRYPT_COST);
      const created = await createAuthUser(db, { email, encryptedPassword, username, locale: links.locale });
      if (!created.ok && created.code === 'conflict') {
        // The visitor is told what a new sign-up is told; the owner learns of the attempt by mail.
        const notice = await accountMail('existingAccount', links.locale, { signInUrl: links.signInUrl, forgotUrl: links.forgotUrl });
        await writeOutboxMessage({ to: email, ...notice, link: links.signInUrl, kind: 'notice' });
        return { ok: false, failure: { kind: 'emailTaken' } };
      }
      if (!created.ok) return { ok: false, failure: { kind: 'service', message: created.message } };
      const token = await signEmailToken({ sub: created.user.id, purpose: 'confirm' }, loadServerSecret(), CONFIRM_TTL_SECONDS);
      const link = `${links.confirmUrl}?type=signup&token_hash=${encodeURIComponent(token)}`;
      const mail = await accountMail('confirm', links.locale, { link });
      await writeOutboxMessage({ to: created.user.email, ...mail, link, kind: 'confirm' });
      return { ok: true, identity: { id: created.user.id, email: created.user.email } };
    },

    async signOut(options) {
      const store = await jar();
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
      const mail = await accountMail('reset', links.locale, { link });
      await writeOutboxMessage({ to: user.email, ...mail, link, kind: 'reset' });
    },

    async resetPassword(password, token): Promise<AuthOutcome> {
      const claims = token ? await verifyEmailToken(token, 'reset', loadServerSecret()) : null;
      if (!claims) return { ok: false, failure: { kind: 'tokenInvalid' } };
      const db = await getDb();
      const user = await getAuthUser(db, claims.sub);
      if (!user || passwordFingerprint(user.encryptedPassword) !== claims.passwordFingerprint) {
        return { ok: false, failure: { kind: 'tokenInvalid' } };
      }
      const problem = passwordProblem(password, { email: user.email });
      if (problem) return { ok: false, failure: { kind: 'passwordRefused', problem } };
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
      // With the memberships, in one transaction the workspace context reuses within the request.
      const { account } = await readAccountAndWorkspaces(identity.id, identity.email);
      return account ? { status: account.accountStatus, username: account.username, isAdmin: account.isAdmin } : null;
    },
  };
}

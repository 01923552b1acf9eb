import type { PasswordProblem } from './password-policy';

/**
 * One interface over the two ways Partsmith signs people in: the embedded backend (users in the
 * local database's auth.users, bcrypt, a signed session cookie) and Supabase Auth. Everything above
 * this line — actions, guards, pages — is the same for both.
 */

/** Who is asking, as verified by the backend (signature or Supabase's JWT check). */
export interface Identity {
  id: string;
  email: string;
}

export type AuthFailure =
  | { kind: 'invalidCredentials' }
  | { kind: 'emailTaken' }
  | { kind: 'tokenInvalid' }
  /** The new password breaks the password rule; `problem` is the message key saying which part. */
  | { kind: 'passwordRefused'; problem: PasswordProblem }
  /** The auth service refused for its own reason; shown to the user as it says. */
  | { kind: 'service'; message: string };

export type AuthOutcome<T = object> = ({ ok: true } & T) | { ok: false; failure: AuthFailure };

export interface AccountRecord {
  status: unknown;
  username: string | null;
  isAdmin: boolean;
}

/** Where account mails point, and the language they are written in (the visitor's). */
export interface SignUpLinks {
  locale: string;
  confirmUrl: string;
  /** For the notice to an existing account's owner: where to sign in or reset instead. */
  signInUrl: string;
  forgotUrl: string;
}

export interface ResetLinks {
  locale: string;
  resetUrl: string;
}

export interface RequestMeta {
  userAgent?: string | null;
  ip?: string | null;
}

export interface AuthBackend {
  readonly kind: 'embedded' | 'supabase';
  /** The signed-in identity of this request, verified; null when signed out or the session is dead. */
  currentIdentity(): Promise<Identity | null>;
  signIn(email: string, password: string, meta: RequestMeta): Promise<AuthOutcome<{ identity: Identity }>>;
  /**
   * Creates the account and sends the confirmation. For an e-mail that already has an account the
   * embedded backend mails its owner a notice and answers `emailTaken`; callers answer both alike.
   */
  signUp(
    input: { email: string; password: string; username: string },
    links: SignUpLinks,
  ): Promise<AuthOutcome<{ identity: Identity | null }>>;
  /**
   * Ends this request's session server-side and clears its cookies; with `everywhere`, every other
   * session of the same user too (Settings → Profile → sign out of all sessions).
   */
  signOut(options?: { everywhere?: boolean }): Promise<void>;
  /** Sends (or, embedded, writes to the outbox) a reset link; silent about unknown emails. */
  requestPasswordReset(email: string, links: ResetLinks): Promise<void>;
  /** Embedded: `token` from the emailed link. Supabase: the recovery session set by /auth/callback. */
  resetPassword(password: string, token: string | undefined): Promise<AuthOutcome>;
  /** /auth/confirm: verifies an emailed confirmation; `type` is signup, email, email_change, recovery… */
  confirmEmail(params: { token: string; type: string }): Promise<AuthOutcome<{ type: string }>>;
  /** /auth/callback: Supabase's PKCE code exchange. */
  exchangeCode(code: string): Promise<AuthOutcome>;
  /** The account row for an identity, read as that user (RLS applies). Throws when unreadable. */
  readAccount(identity: Identity): Promise<AccountRecord | null>;
}

import { type Outcome, type Queryable, refusing } from '@/lib/db';

/**
 * auth.users and auth.sessions for the embedded auth adapter (on Supabase, Supabase Auth owns
 * them). These tables are not granted to the API roles, so call these on the database itself
 * (`await getDb()`), never inside withUser/asAnon/asService. Creating an auth user fires the
 * trigger that creates its pending public.users account.
 */

export interface AuthUser {
  id: string;
  email: string;
  encryptedPassword: string | null;
  emailConfirmedAt: Date | null;
  lastSignInAt: Date | null;
  bannedUntil: Date | null;
  userMetadata: Record<string, unknown>;
  createdAt: Date;
}

const COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at, banned_until,
  raw_user_meta_data, created_at`;

type AuthUserRow = {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  banned_until: Date | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
};

function toAuthUser(row: AuthUserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    encryptedPassword: row.encrypted_password,
    emailConfirmedAt: row.email_confirmed_at,
    lastSignInAt: row.last_sign_in_at,
    bannedUntil: row.banned_until,
    userMetadata: row.raw_user_meta_data ?? {},
    createdAt: row.created_at,
  };
}

/** GoTrue stores emails trimmed and lower-cased; so do we, so lookups and uniqueness agree. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface CreateAuthUserInput {
  email: string;
  /** A bcrypt hash (the adapter hashes; this module never sees passwords). */
  encryptedPassword: string;
  /** Becomes raw_user_meta_data.username, which the trigger copies to public.users. */
  username?: string | null;
  /** Becomes raw_user_meta_data.locale: the language of the sign-up page, for mails sent later (approval). */
  locale?: string | null;
  emailConfirmed?: boolean;
}

/** Refusals: conflict (the email is taken), invalid. */
export async function createAuthUser(db: Queryable, input: CreateAuthUserInput): Promise<Outcome<{ user: AuthUser }>> {
  return refusing(db, async (q) => {
    const [row] = await q.query<AuthUserRow>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, email_confirmed_at)
       values ($1, $2, $3::jsonb, $4::jsonb, case when $5 then now() end)
       returning ${COLUMNS}`,
      [
        normalizeEmail(input.email),
        input.encryptedPassword,
        JSON.stringify({ ...(input.username ? { username: input.username } : {}), ...(input.locale ? { locale: input.locale } : {}) }),
        JSON.stringify({ provider: 'email', providers: ['email'] }),
        input.emailConfirmed === true,
      ],
    );
    if (!row) throw new Error('insert into auth.users returned no row');
    return { user: toAuthUser(row) };
  });
}

export async function findAuthUserByEmail(db: Queryable, email: string): Promise<AuthUser | null> {
  const [row] = await db.query<AuthUserRow>(
    `select ${COLUMNS} from auth.users where email = $1 and not is_sso_user and deleted_at is null`,
    [normalizeEmail(email)],
  );
  return row ? toAuthUser(row) : null;
}

export async function getAuthUser(db: Queryable, userId: string): Promise<AuthUser | null> {
  const [row] = await db.query<AuthUserRow>(`select ${COLUMNS} from auth.users where id = $1 and deleted_at is null`, [
    userId,
  ]);
  return row ? toAuthUser(row) : null;
}

export async function setAuthUserPassword(db: Queryable, userId: string, encryptedPassword: string): Promise<boolean> {
  const rows = await db.query(
    `update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning id`,
    [userId, encryptedPassword],
  );
  return rows.length > 0;
}

export async function confirmAuthUserEmail(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1 returning id`,
    [userId],
  );
  return rows.length > 0;
}

export async function recordAuthSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
}

export interface AuthSession {
  id: string;
  userId: string;
  createdAt: Date;
  notAfter: Date | null;
}

/** A server-side session record; the adapter's cookie carries its id. */
export async function createAuthSession(
  db: Queryable,
  input: { userId: string; notAfter: Date; userAgent?: string | null; ip?: string | null },
): Promise<AuthSession> {
  const [row] = await db.query<{ id: string; user_id: string; created_at: Date; not_after: Date | null }>(
    `insert into auth.sessions (user_id, not_after, user_agent, ip)
     values ($1, $2::timestamptz, $3, $4::inet)
     returning id, user_id, created_at, not_after`,
    [input.userId, input.notAfter.toISOString(), input.userAgent ?? null, input.ip ?? null],
  );
  if (!row) throw new Error('insert into auth.sessions returned no row');
  return { id: row.id, userId: row.user_id, createdAt: row.created_at, notAfter: row.not_after };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session if it exists and has not expired (null for anything that is not a session id). */
export async function getLiveAuthSession(db: Queryable, sessionId: string): Promise<AuthSession | null> {
  if (!UUID.test(sessionId)) return null;
  const [row] = await db.query<{ id: string; user_id: string; created_at: Date; not_after: Date | null }>(
    `select id, user_id, created_at, not_after from auth.sessions
     where id = $1 and (not_after is null or not_after > now())`,
    [sessionId],
  );
  return row ? { id: row.id, userId: row.user_id, createdAt: row.created_at, notAfter: row.not_after } : null;
}

export async function revokeAuthSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

export async function revokeAllAuthSessions(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query(`delete from auth.sessions where user_id = $1 returning id`, [userId]);
  return rows.length;
}

import { type Outcome, type Queryable, refusing } from '@/lib/db';
import { toWorkspace, type WorkspaceMembership, type WorkspaceRole, type WorkspaceRow } from '../workspaces';
import { parseAccountStatus, type AccountStatus } from './types';

/** public.users as the app sees it. */
export interface Account {
  id: string;
  email: string | null;
  username: string | null;
  accountStatus: AccountStatus;
  isAdmin: boolean;
  approvedBy: string | null;
  approvedAt: Date | null;
  statusReason: string | null;
  statusChangedAt: Date | null;
  createdAt: Date;
}

/** Same rule as the migration's check constraint; for forms to check before sign-up. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/;

const ACCOUNT_COLUMNS = `
  id, email, username, account_status, is_admin, approved_by, approved_at, status_reason,
  status_changed_at, created_at`;

type AccountRow = {
  id: string;
  email: string | null;
  username: string | null;
  account_status: unknown;
  is_admin: boolean;
  approved_by: string | null;
  approved_at: Date | null;
  status_reason: string | null;
  status_changed_at: Date | null;
  created_at: Date;
};

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    accountStatus: parseAccountStatus(row.account_status),
    isAdmin: row.is_admin,
    approvedBy: row.approved_by,
    approvedAt: row.approved_at,
    statusReason: row.status_reason,
    statusChangedAt: row.status_changed_at,
    createdAt: row.created_at,
  };
}

/** The account, or null when there is none (or RLS hides it from the caller). */
export async function getAccount(tx: Queryable, userId: string): Promise<Account | null> {
  const [row] = await tx.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from public.users where id = $1`, [userId]);
  return row ? toAccount(row) : null;
}

/**
 * The caller's account (null when there is none, or RLS hides it) and their workspace memberships,
 * in ONE statement: the signed-in gate reads both on every page view, and on the embedded database
 * each statement waits its turn on the one connection (issue 15.7). The same rows, under the same
 * policies, as getAccount and listMyWorkspaces: the account row by id, the memberships joined on the
 * caller's auth.uid(), personal workspace first, then by name.
 */
export async function getAccountAndMemberships(tx: Queryable, userId: string): Promise<{ account: Account | null; workspaces: WorkspaceMembership[] }> {
  const rows = await tx.query<
    { [K in keyof AccountRow]: AccountRow[K] | null } & { [K in keyof WorkspaceRow as `workspace_${K}`]: WorkspaceRow[K] | null } & { role: WorkspaceRole | null }
  >(
    `select a.*, w.id as workspace_id, w.name as workspace_name, w.slug as workspace_slug, w.personal as workspace_personal,
            w.created_by as workspace_created_by, w.created_at as workspace_created_at, m.role
     from (select 1) as one
     left join (select ${ACCOUNT_COLUMNS} from public.users where id = $1) as a on true
     left join (public.workspace_members m join public.workspaces w on w.id = m.workspace_id) on m.user_id = (select auth.uid())
     order by w.personal desc, w.name`,
    [userId],
  );
  const first = rows[0];
  const account = first && first.id !== null ? toAccount(first as AccountRow) : null;
  const workspaces = rows.flatMap((row) =>
    row.workspace_id === null || row.role === null
      ? []
      : [
          {
            workspace: toWorkspace({
              id: row.workspace_id,
              name: row.workspace_name!,
              slug: row.workspace_slug!,
              personal: row.workspace_personal!,
              created_by: row.workspace_created_by,
              created_at: row.workspace_created_at!,
            }),
            role: row.role,
          },
        ],
  );
  return { account, workspaces };
}

/**
 * The account's status, read fresh; null when there is no account row (the auth layer treats that
 * as pending review). A failure to read throws — the caller logs it and treats it as pending too.
 */
export async function getAccountStatus(tx: Queryable, userId: string): Promise<AccountStatus | null> {
  const [row] = await tx.query<{ account_status: unknown }>(`select account_status from public.users where id = $1`, [
    userId,
  ]);
  return row ? parseAccountStatus(row.account_status) : null;
}

/** Case-insensitive; for the CLI (`users approve <email>`) and the admin pages. */
export async function findAccountByEmail(tx: Queryable, email: string): Promise<Account | null> {
  const [row] = await tx.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from public.users where lower(email) = lower($1) order by created_at limit 1`,
    [email.trim()],
  );
  return row ? toAccount(row) : null;
}

export interface ListUsersOptions {
  status?: AccountStatus;
  limit?: number;
  offset?: number;
}

/** Oldest first, so the queue of pending accounts reads in the order people signed up. */
export async function listUsers(tx: Queryable, options: ListUsersOptions = {}): Promise<Account[]> {
  const rows = await tx.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from public.users
     where ($1::text is null or account_status = $1)
     order by created_at, id
     limit $2 offset $3`,
    [options.status ?? null, Math.min(options.limit ?? 100, 1000), options.offset ?? 0],
  );
  return rows.map(toAccount);
}

export interface SetAccountStatusInput {
  userId: string;
  status: AccountStatus;
  /** Shown to the administrator later and written to the audit log. */
  reason?: string | null;
}

/**
 * Approves, suspends or returns an account to review — as a platform administrator (`withUser`)
 * or trusted server code (`asService`). The audit entry and, on first approval, the personal
 * workspace are written in the same transaction by `set_account_status()`.
 * Refusals: not_allowed (caller is not an admin, or changes their own status), not_found, invalid.
 */
export async function setAccountStatus(tx: Queryable, input: SetAccountStatusInput): Promise<Outcome<{ account: Account }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<AccountRow>(
      `select ${ACCOUNT_COLUMNS} from public.set_account_status($1::uuid, $2::text, $3::text)`,
      [input.userId, input.status, input.reason ?? null],
    );
    if (!row) throw new Error('set_account_status returned no row');
    return { account: toAccount(row) };
  });
}

/** Grants or revokes platform administration (the CLI's `--admin`, or another administrator). */
export async function setPlatformAdmin(
  tx: Queryable,
  input: { userId: string; isAdmin: boolean },
): Promise<Outcome<{ account: Account }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from public.set_platform_admin($1::uuid, $2)`, [
      input.userId,
      input.isAdmin,
    ]);
    if (!row) throw new Error('set_platform_admin returned no row');
    return { account: toAccount(row) };
  });
}

/** The user's personal workspace id, created if missing. Trusted server code only (`asService`). */
export async function createPersonalWorkspace(tx: Queryable, userId: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>(`select public.ensure_personal_workspace($1::uuid) as id`, [userId]);
  if (!row) throw new Error('ensure_personal_workspace returned no row');
  return row.id;
}

/** Well-formed and not yet taken (case-insensitive). Callable by anyone, including anon. */
export async function isUsernameAvailable(tx: Queryable, username: string): Promise<boolean> {
  const [row] = await tx.query<{ available: boolean }>(`select public.username_available($1) as available`, [
    username.trim(),
  ]);
  return row?.available === true;
}

/** A user changing their own username (RLS: own row only; column grant: username only). */
export async function setOwnUsername(tx: Queryable, userId: string, username: string): Promise<Outcome<{ account: Account }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<AccountRow>(
      `update public.users set username = $2 where id = $1 returning ${ACCOUNT_COLUMNS}`,
      [userId, username.trim()],
    );
    if (!row) throw Object.assign(new Error('no such account'), { code: 'P0002' });
    return { account: toAccount(row) };
  });
}

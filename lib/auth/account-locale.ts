import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { asService, type Db, type Queryable } from '@/lib/db';
import { getAuthUser } from '@/lib/data/accounts';
import { workspaceFounder } from '@/lib/data/workspaces';

/** user_metadata.locale is written by the sign-up page — or, on Supabase, by the user: checked. */
const localeSchema = z.enum(routing.locales);

/**
 * The language an account's mails are written in: the one it signed up in (kept in
 * auth.users.raw_user_meta_data by both backends), else the default. Accounts made at the console
 * have none. Reads auth.users: call it on the database itself, not inside a scope.
 */
export async function accountLocale(db: Queryable, userId: string): Promise<string> {
  const user = await getAuthUser(db, userId);
  const stored = localeSchema.safeParse(user?.userMetadata.locale);
  return stored.success ? stored.data : routing.defaultLocale;
}

/**
 * A workspace's language, for the notices sent to its shared notification address: nothing is
 * stored per workspace, so it is the language of the account that created it (else its first
 * owner). One address, one language — not whichever member happened to start the job
 * (docs/decisions/0012-link-origin.md). Reads auth.users: the database itself, not a scope.
 */
export async function workspaceLocale(db: Db, workspaceId: string): Promise<string> {
  const founder = await asService((tx) => workspaceFounder(tx, workspaceId), db);
  return founder ? accountLocale(db, founder) : routing.defaultLocale;
}

import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { getAuthUser, type Queryable } from '@/lib/db';

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


import { cache } from 'react';
import { withUser, type Db } from '@/lib/db';
import { getAccountAndMemberships, type Account } from '@/lib/data/accounts';
import type { WorkspaceMembership } from '@/lib/data/workspaces';

/**
 * The signed-in user's account row and workspace memberships, read fresh as that user (RLS) in ONE
 * transaction of one statement, once per request: the account status for the gate (current-user.ts, through the
 * embedded backend's readAccount) and the memberships for the workspace context are asked for in
 * every signed-in page view, and on the embedded database each transaction costs a BEGIN, the
 * scope's claims and a COMMIT on its one connection (issue 15.7). Nothing is kept past the request.
 */
export const readAccountAndWorkspaces = cache(
  async (userId: string, email: string, db?: Db): Promise<{ account: Account | null; workspaces: WorkspaceMembership[] }> =>
    withUser({ sub: userId, email }, (tx) => getAccountAndMemberships(tx, userId), db),
);

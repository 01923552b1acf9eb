import type { AccountStatus } from '@/lib/data/accounts/types';
import type { WorkspaceRole } from '@/lib/data/workspaces/types';

/** One member as the members table and its controls show them (the page builds it from the member list). */
export type MemberView = {
  userId: string;
  email: string | null;
  username: string | null;
  role: WorkspaceRole;
  accountStatus: AccountStatus;
  joinedAt: Date;
};

import type { WorkspaceRole, MemberSignIn } from '../workspaces';

/** One member's sign-ins over the period the attempts cover. */
export interface MemberSignInSummary {
  userId: string;
  email: string;
  username: string | null;
  role: WorkspaceRole;
  succeeded: number;
  failed: number;
  lastSucceededAt: Date | null;
  lastFailedAt: Date | null;
}

const later = (a: Date | null, b: Date): Date => (a && a > b ? a : b);

/** Per member, most recently active first; members with no attempts are not listed. */
export function summarizeSignIns(signIns: readonly MemberSignIn[]): MemberSignInSummary[] {
  const byMember = new Map<string, MemberSignInSummary>();
  for (const s of signIns) {
    const entry = byMember.get(s.userId) ?? {
      userId: s.userId,
      email: s.email,
      username: s.username,
      role: s.role,
      succeeded: 0,
      failed: 0,
      lastSucceededAt: null,
      lastFailedAt: null,
    };
    if (s.succeeded) {
      entry.succeeded += 1;
      entry.lastSucceededAt = later(entry.lastSucceededAt, s.attemptedAt);
    } else {
      entry.failed += 1;
      entry.lastFailedAt = later(entry.lastFailedAt, s.attemptedAt);
    }
    byMember.set(s.userId, entry);
  }
  const lastSeen = (m: MemberSignInSummary) => Math.max(m.lastSucceededAt?.getTime() ?? 0, m.lastFailedAt?.getTime() ?? 0);
  return [...byMember.values()].sort((a, b) => lastSeen(b) - lastSeen(a));
}

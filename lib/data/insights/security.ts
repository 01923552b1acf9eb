import { listAuditEntries, verifyAuditChain, type AuditChainCheck, type AuditEntry } from '../workspaces/audit';
import { withUser, type Db, type UserClaims } from '@/lib/db';
import { listAccessDenials, type AccessDenial } from '../workspaces/denials';
import { listAuditActors, listMemberSignIns, type MemberSignIn } from '../workspaces/security';
import { summarizeSignIns, type MemberSignInSummary } from './sign-in-summary';

export interface SecurityData {
  /** null when the chain could not be checked (the caller is no member: never for owners). */
  chain: AuditChainCheck | null;
  entries: AuditEntry[];
  /** The newest entry's seq on the first page: how long the chain is. */
  latestSeq: number | null;
  /** For "older entries": list entries before this seq; null on the last page. */
  nextBeforeSeq: number | null;
  /** Actor id → e-mail or username, for the "who" column. */
  actors: Record<string, string>;
  signIns: MemberSignInSummary[];
  failedSignIns: MemberSignIn[];
  denials: AccessDenial[];
}

export const AUDIT_PAGE = 25;
export const SIGN_IN_DAYS = 30;

/**
 * The security page's data (owners; the page checks the role first): the audit chain's status,
 * one page of its entries, members' sign-ins and failures, and access denials.
 */
export async function loadSecurity(claims: UserClaims, workspaceId: string, options: { beforeSeq?: number; db?: Db } = {}): Promise<SecurityData> {
  return withUser(claims, async (tx) => {
    const verified = await verifyAuditChain(tx, workspaceId);
    const page = await listAuditEntries(tx, { workspaceId, beforeSeq: options.beforeSeq, limit: AUDIT_PAGE + 1 });
    const latest = options.beforeSeq === undefined ? page[0] : (await listAuditEntries(tx, { workspaceId, limit: 1 }))[0];
    const actors = await listAuditActors(tx, workspaceId);
    const signIns = await listMemberSignIns(tx, workspaceId, { days: SIGN_IN_DAYS, limit: 500 });
    const denials = await listAccessDenials(tx, workspaceId, { limit: 20 });
    const entries = page.slice(0, AUDIT_PAGE);
    const attempts = signIns.ok ? signIns.signIns : [];
    return {
      chain: verified.ok ? verified.check : null,
      entries,
      latestSeq: latest?.seq ?? null,
      nextBeforeSeq: page.length > AUDIT_PAGE ? entries.at(-1)!.seq : null,
      actors: actors.ok ? Object.fromEntries(actors.actors.map((a) => [a.userId, a.username ?? a.email ?? a.userId])) : {},
      signIns: summarizeSignIns(attempts),
      failedSignIns: attempts.filter((a) => !a.succeeded).slice(0, 20),
      denials,
    };
  }, options.db);
}

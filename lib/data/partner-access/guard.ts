import { serverConfig } from '@/lib/config';
import { asService, getDb, type Db } from '@/lib/db';
import { raiseAlertNow } from '@/lib/monitoring/alert-rules';
import { reportError } from '@/lib/monitoring';
import { recordPartnerAccess } from './audit';
import { decidePartnerAccess, type PartnerAccessReason, type PartnerAccessRequest } from './rule';

/** What the guard answers: `checked` false when the rule is off by configuration (then nothing is recorded). */
export type PartnerAccessVerdict =
  | { allowed: true; checked: boolean }
  | { allowed: false; checked: true; reason: PartnerAccessReason };

export interface GuardOptions {
  db?: Db;
  /** Whether the rule is on; the server configuration's PARTSMITH_PARTNER_DATA_CHECK by default. */
  enabled?: boolean;
}

/**
 * The one gate partner reference data passes on its way out of the product (REST API reference
 * answers, export downloads, AI suggestions): when the rule is on, decide, write the audit record,
 * and say whether to go on. Off (the default, spec §6/§9), it lets everything through unrecorded.
 *
 * A decision that cannot be recorded is a refusal: an unaudited hand-out of partner data is exactly
 * what the rule exists to prevent.
 */
export async function guardPartnerAccess(request: PartnerAccessRequest, options: GuardOptions = {}): Promise<PartnerAccessVerdict> {
  const enabled = options.enabled ?? serverConfig().partnerData.checkEnabled;
  if (!enabled) return { allowed: true, checked: false };
  const decision = decidePartnerAccess(request);
  try {
    await asService((tx) => recordPartnerAccess(tx, request, decision), options.db ?? (await getDb()));
  } catch (error) {
    reportError(error, { partnerAccess: request.operation });
    return { allowed: false, checked: true, reason: decision.reason ?? 'unknown_user' };
  }
  if (!decision.authorized) {
    console.warn(`[partsmith] partner data refused: ${request.operation} on ${request.dataSource} (${decision.reason})`);
    // The audit says alertTriggered; this is the alert: one incident per operation, source and reason.
    await raiseAlertNow(
      {
        incident: `security:partnerData:${request.operation}:${request.dataSource}:${decision.reason}`,
        severity: 'high',
        code: 'partnerDataDenied',
        params: { operation: request.operation, dataSource: request.dataSource, reason: decision.reason },
      },
      options.db,
    );
    return { allowed: false, checked: true, reason: decision.reason };
  }
  return { allowed: true, checked: true };
}

/**
 * The gate every AI suggestion call must pass before it sends anything built from reference data:
 * the same rule, with the operation marked as AI/GPT. No such call exists yet; whoever adds one calls
 * this first and sends nothing when it says no.
 */
export function guardAiSuggestion(request: Omit<PartnerAccessRequest, 'involvesAi' | 'operation'> & { operation?: string }, options: GuardOptions = {}): Promise<PartnerAccessVerdict> {
  return guardPartnerAccess({ operation: request.operation ?? 'ai.suggest', dataSource: request.dataSource, userId: request.userId, involvesAi: true }, options);
}

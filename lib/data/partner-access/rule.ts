/**
 * The partner data-loss rule itself (spec §6), pure: reference data licensed from Auto Care — the
 * vehicle, parts and attribute databases — never goes to an AI/GPT service, and nobody unknown gets
 * it. Everything else about the rule (whether it is on, the audit record) is the guard's (guard.ts).
 */

/** Where the data an operation hands out comes from; `other` for anything that is not Auto Care's. */
export const PARTNER_DATA_SOURCES = ['VCdb', 'PCdb', 'PAdb', 'Qdb', 'other'] as const;
export type PartnerDataSource = (typeof PARTNER_DATA_SOURCES)[number];

/** The sources the spec names ("VCDB, PADB, PCdb"): these may never be given to AI/GPT. */
export const AI_PROTECTED_SOURCES: readonly PartnerDataSource[] = ['VCdb', 'PAdb', 'PCdb'];

export type PartnerAccessReason = 'ai_on_partner_data' | 'unknown_user';

export interface PartnerAccessRequest {
  /** What is being done, as a stable dotted name: `api.reference.search`, `export.download`, `ai.suggest`. */
  operation: string;
  dataSource: PartnerDataSource;
  /** Whether the data would reach an AI/GPT service. */
  involvesAi: boolean;
  /** The user the operation is done for; null when nobody known asks. */
  userId: string | null;
}

export type PartnerAccessDecision =
  | { authorized: true; alertTriggered: false; reason: null }
  | { authorized: false; alertTriggered: true; reason: PartnerAccessReason };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Denies AI/GPT over VCdb, PAdb or PCdb; otherwise asks for a known user id. A denial always raises
 * an alert: a refused request for partner data is what the Security tab is there to show.
 */
export function decidePartnerAccess(request: PartnerAccessRequest): PartnerAccessDecision {
  if (request.involvesAi && AI_PROTECTED_SOURCES.includes(request.dataSource)) {
    return { authorized: false, alertTriggered: true, reason: 'ai_on_partner_data' };
  }
  if (!request.userId || !UUID.test(request.userId)) {
    return { authorized: false, alertTriggered: true, reason: 'unknown_user' };
  }
  return { authorized: true, alertTriggered: false, reason: null };
}

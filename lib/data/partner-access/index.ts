import 'server-only';

/**
 * Partner access: the partner data-loss rule (spec §6) — the decision, the gate reference data
 * passes on its way out (off unless PARTSMITH_PARTNER_DATA_CHECK is on), its audit records and the
 * counts the monitoring Security tab shows. Client components import `./types` only.
 */
export {
  AI_PROTECTED_SOURCES,
  PARTNER_DATA_SOURCES,
  decidePartnerAccess,
  type PartnerAccessDecision,
  type PartnerAccessReason,
  type PartnerAccessRequest,
  type PartnerDataSource,
} from './rule';
export { countPartnerAccess, deletePartnerAccessBefore, PARTNER_ACCESS_RETENTION_DAYS, recordPartnerAccess, type PartnerAccessCounts } from './audit';
export { guardAiSuggestion, guardPartnerAccess, type GuardOptions, type PartnerAccessVerdict } from './guard';
export { exportFileSource, referenceKindSource } from './sources';

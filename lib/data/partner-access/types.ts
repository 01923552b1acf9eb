/* Partner access, client-safe: the rule's sources, its decision and the Security tab's figures. */
export {
  AI_PROTECTED_SOURCES,
  PARTNER_DATA_SOURCES,
  decidePartnerAccess,
  type PartnerAccessDecision,
  type PartnerAccessReason,
  type PartnerAccessRequest,
  type PartnerDataSource,
} from './rule';
export type { PartnerAccessCounts } from './audit';
export type { PartnerAccessVerdict } from './guard';

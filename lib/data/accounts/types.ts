/* Accounts, client-safe: constants and row shapes forms and tables share. */

/** `public.users.account_status` (supabase/migrations): new accounts wait for review. */
export const ACCOUNT_STATUSES = ['pending_review', 'active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * A status read from a row, a session or a URL. Missing or unknown values count as pending review
 * (product specification §4), so nothing unrecognised ever lets an account in.
 */
export function parseAccountStatus(raw: unknown): AccountStatus {
  return typeof raw === 'string' && (ACCOUNT_STATUSES as readonly string[]).includes(raw)
    ? (raw as AccountStatus)
    : 'pending_review';
}

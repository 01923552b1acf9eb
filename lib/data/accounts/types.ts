/* Accounts, client-safe: constants and row shapes forms and tables share. */

/** `public.users.account_status` (supabase/migrations): new accounts wait for review. */
export const ACCOUNT_STATUSES = ['pending_review', 'active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

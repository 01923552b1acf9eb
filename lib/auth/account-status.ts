/**
 * Account status rules from the product specification (§4): only an active account may use the
 * product (missing or unknown statuses count as pending review: `parseAccountStatus`).
 */
import { parseAccountStatus, type AccountStatus } from '@/lib/data/accounts/types';

/** The code both refusal messages carry. */
export const ACCOUNT_REVIEW = 'ACCOUNT_REVIEW';

/** English texts fixed by the spec; the interface shows the translation under `auth.errors.<key>`. */
export const ACCOUNT_REVIEW_MESSAGES = {
  pending_review: 'Account pending manual approval.',
  suspended: 'Account suspended. Contact support.',
} as const;

export interface AccountReviewError {
  code: typeof ACCOUNT_REVIEW;
  status: Exclude<AccountStatus, 'active'>;
  message: (typeof ACCOUNT_REVIEW_MESSAGES)[keyof typeof ACCOUNT_REVIEW_MESSAGES];
  /** Message key under `auth.errors` for the user's language. */
  messageKey: 'accountPending' | 'accountSuspended';
}

/** null when the account may sign in; otherwise the refusal to show after signing the user out. */
export function accountReviewError(status: AccountStatus): AccountReviewError | null {
  if (status === 'active') return null;
  return {
    code: ACCOUNT_REVIEW,
    status,
    message: ACCOUNT_REVIEW_MESSAGES[status],
    messageKey: status === 'suspended' ? 'accountSuspended' : 'accountPending',
  };
}

/** Session user shape shared by both auth backends (spec §3). */
export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  accountStatus: AccountStatus;
  /** True only when the account is active (spec §3). */
  hasActiveSubscription: boolean;
  isAdmin: boolean;
}

export function toSessionUser(row: {
  id: string;
  email: string;
  username: string | null;
  accountStatus: unknown;
  isAdmin?: boolean;
}): SessionUser {
  const accountStatus = parseAccountStatus(row.accountStatus);
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    accountStatus,
    hasActiveSubscription: accountStatus === 'active',
    isAdmin: row.isAdmin ?? false,
  };
}

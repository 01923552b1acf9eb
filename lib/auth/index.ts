export {
  ACCOUNT_STATUSES,
  ACCOUNT_REVIEW,
  ACCOUNT_REVIEW_MESSAGES,
  accountReviewError,
  resolveAccountStatus,
  toSessionUser,
  type AccountStatus,
  type AccountReviewError,
  type SessionUser,
} from './account-status';
export type { AuthBackend, AuthFailure, Identity } from './backend';
export { getAuthBackend } from './current-backend';
export { getCurrentUser, requireActiveUser, requireAdmin, activeUserOrNull } from './current-user';
export { signInWithPassword, type SignInResult } from './flows';
export { passwordSchema, isCommonPassword, PASSWORD_MIN, PASSWORD_MAX } from './password-policy';
export { signInSchema, signUpSchema, forgotPasswordSchema, resetPasswordSchema, safeNextPath } from './forms';
export { checkSubscription } from './subscription';

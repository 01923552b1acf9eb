export {
  ACCOUNT_REVIEW,
  ACCOUNT_REVIEW_MESSAGES,
  accountReviewError,
  toSessionUser,
  type AccountReviewError,
  type SessionUser,
} from './account-status';
export type { AuthBackend, AuthFailure, Identity } from './backend';
export { getAuthBackend } from './current-backend';
export { getCurrentUser, requireActiveUser, requireAdmin, activeUserOrNull, signedInUserId } from './current-user';
export { signInWithPassword, type SignInResult } from './flows';
export { passwordSchema, passwordProblem, isCommonPassword, PASSWORD_MIN, PASSWORD_MAX, type PasswordProblem } from './password-policy';
export { signUpAccount, signUpRateLimiter, SIGN_UP_RATE_LIMIT, type SignUpResult } from './sign-up';
export { signInSchema, signUpSchema, forgotPasswordSchema, resetPasswordSchema } from './forms';
export { safeNextPath, localRedirectTarget, DEFAULT_REDIRECT_TARGET } from './redirect-target';
export { checkSubscription } from './subscription';
export { can, getWorkspaceContext, roleIn, workspaceContextOrNull, type WorkspaceContext } from './workspace-context';
export { WORKSPACE_COOKIE, WORKSPACE_COOKIE_OPTIONS } from './workspace-cookie';
export { decideAccountStatus } from './account-decision';
export { authFailureResult } from './failure-result';
export { authLinks } from './links';
export { requestMeta } from './request-meta';
export type { ApprovalMail } from './approval-mail';
export { changeUserStatus, createUserAccount, listUserAccounts } from './user-admin';
export { addWorkspaceMember, createTeamWorkspace, listAccountWorkspaces } from './workspace-admin';
export { forgotPasswordPost, resetPasswordPost, signInPost, signUpPost } from './form-posts';
// The sign-in and sign-up pages (Pages Router) import form-page-props.ts itself: they cannot load this index.
export type { AuthPageProps, SignInPageProps, SignUpPageProps } from './form-page-props';
export type { AuthFormAnswer, KeptField } from './form-answer';

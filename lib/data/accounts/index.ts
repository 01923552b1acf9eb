import 'server-only';

/**
 * Accounts: users and their status, the embedded auth store (users, sessions), sign-in throttling.
 *
 * The server surface of `lib/data/accounts` (pages, actions, route handlers, jobs, the CLI). Queries take a
 * `Queryable` from a scope in `@/lib/db`. Client components import `./types` only.
 */
export { ACCOUNT_STATUSES, parseAccountStatus, type AccountStatus } from './types';
export {
  USERNAME_PATTERN,
  createPersonalWorkspace,
  findAccountByEmail,
  getAccount,
  getAccountAndMemberships,
  getAccountStatus,
  isUsernameAvailable,
  listUsers,
  setAccountStatus,
  setOwnUsername,
  setPlatformAdmin,
  type Account,
  type ListUsersOptions,
  type SetAccountStatusInput,
} from './users';
export {
  SIGN_IN_THROTTLE,
  countRecentFailedSignIns,
  emailHash,
  isSignInThrottled,
  pruneSignInAttempts,
  recordSignInAttempt,
  reserveSignInAttempt,
  settleSignInAttempt,
  type SignInReservation,
} from './sign-in-attempts';
export {
  confirmAuthUserEmail,
  createAuthSession,
  createAuthUser,
  findAuthUserByEmail,
  getAuthUser,
  getLiveAuthSession,
  normalizeEmail,
  recordAuthSignIn,
  revokeAllAuthSessions,
  revokeAuthSession,
  setAuthUserPassword,
  type AuthSession,
  type AuthUser,
  type CreateAuthUserInput,
} from './auth-users';

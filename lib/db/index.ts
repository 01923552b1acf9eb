/**
 * The database layer: one `Db` interface over embedded PGlite and Postgres, scopes that run queries
 * under RLS as a user, a visitor or server code, the migration runner, and typed queries per domain.
 * See docs/database.md.
 */
export { getDb, closeDb, openDatabase, DbConfigError, type OpenOptions } from './connection';
export { resolveDbTarget, embeddedPaths, type DbTarget, type DbTargetResult } from './target';
export { withUser, asAnon, asService } from './scopes';
export { migrate, readMigrations, isSupabaseDatabase, type MigrationReport, type MigrateOptions } from './migrations';
export { refusing, refusalFrom, sqlstateError, type Refusal, type RefusalCode, type Outcome } from './refusals';
export type { Db, DbBackend, Queryable, Row, Orm, UserClaims } from './types';
export * as schema from './schema';
export {
  ACCOUNT_STATUSES,
  WORKSPACE_ROLES,
  SUBMISSION_LOCALES,
  CALL_TOPICS,
  TIME_WINDOWS,
  REQUESTED_DOCUMENTS,
  INQUIRY_STATUSES,
  type AccountStatus,
  type WorkspaceRole,
  type SubmissionLocale,
  type CallTopic,
  type TimeWindow,
  type RequestedDocuments,
  type InquiryStatus,
} from './schema';

export {
  getAccount,
  getAccountStatus,
  findAccountByEmail,
  listUsers,
  setAccountStatus,
  setPlatformAdmin,
  createPersonalWorkspace,
  isUsernameAvailable,
  setOwnUsername,
  parseAccountStatus,
  USERNAME_PATTERN,
  type Account,
  type ListUsersOptions,
  type SetAccountStatusInput,
} from './users';
export {
  listMyWorkspaces,
  getMyWorkspaceRole,
  getWorkspaceBySlug,
  createWorkspace,
  listWorkspaceMembers,
  setWorkspaceMember,
  removeWorkspaceMember,
  WORKSPACE_SLUG_PATTERN,
  type Workspace,
  type WorkspaceMembership,
  type WorkspaceMember,
} from './workspaces';
export {
  appendAudit,
  listAuditEntries,
  verifyAuditChain,
  AUDIT_ACTION_PATTERN,
  type AuditEntry,
  type AppendAuditInput,
  type ListAuditOptions,
  type AuditChainCheck,
  type AuditChainProblem,
} from './audit';
export {
  recordContactSubmission,
  recordCallRequest,
  recordDocsRequest,
  countRecentSubmissions,
  listContactSubmissions,
  listCallRequests,
  hashClientAddress,
  type ContactSubmissionInput,
  type CallRequestInput,
  type DocsRequestInput,
  type ContactSubmission,
  type CallRequest,
} from './submissions';
export {
  listInquiries,
  setInquiryStatus,
  INQUIRY_KINDS,
  INBOX_PAGE_MAX,
  type StoredInquiryKind,
  type InboxInquiry,
  type InboxPage,
} from './inquiry-inbox';
export {
  recordSignInAttempt,
  countRecentFailedSignIns,
  isSignInThrottled,
  reserveSignInAttempt,
  settleSignInAttempt,
  type SignInReservation,
  pruneSignInAttempts,
  emailHash,
  SIGN_IN_THROTTLE,
} from './sign-in-attempts';
export {
  createAuthUser,
  findAuthUserByEmail,
  getAuthUser,
  setAuthUserPassword,
  confirmAuthUserEmail,
  recordAuthSignIn,
  createAuthSession,
  getLiveAuthSession,
  revokeAuthSession,
  revokeAllAuthSessions,
  normalizeEmail,
  type AuthUser,
  type AuthSession,
  type CreateAuthUserInput,
} from './auth-users';
export {
  importReferenceRelease,
  loadReferenceSetFromDb,
  listReferenceReleases,
  latestReadyRelease,
  getReferenceRelease,
  hashDelivery,
  releaseRowCount,
  bundledDemoRelease,
  RELEASE_STATUSES,
  type BundledDemoRelease,
  type ReleaseScope,
  type ImportReleaseOptions,
  type ImportedRelease,
  type ImportRefusal,
  type ImportOutcome,
  type ReferenceFromDb,
  type ReferenceRelease,
  type ReleaseStatus,
} from './reference';

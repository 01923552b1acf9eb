import 'server-only';

/**
 * Workspaces: membership and roles, settings, sender identity, API keys, notifications, the audit
 * chain and access denials.
 *
 * The server surface of `lib/data/workspaces` (pages, actions, route handlers, jobs, the CLI). Queries take a
 * `Queryable` from a scope in `@/lib/db`. Client components import `./types` only.
 */
export { WORKSPACE_PERMISSIONS, WORKSPACE_ROLES, type WorkspaceAction, type WorkspaceRole } from './permissions';
export { refused, requireRole, roleAllows, invalid, invalidFinding, notFound, notValid } from './roles';
export {
  DEFAULT_WORKSPACE_SETTINGS,
  EXPORT_CONFIRMATION_DAYS,
  getWorkspaceSettings,
  updateWorkspaceSettings,
  workspaceSettingsPatchSchema,
  type WorkspaceSettings,
  type WorkspaceSettingsPatch,
} from './settings';
export { getSenderIdentity, saveSenderIdentity, type WorkspaceSenderIdentity } from './sender-identity';
export {
  API_KEY_SCOPES,
  apiKeyHash,
  createApiKey,
  createApiKeySchema,
  listApiKeys,
  revokeApiKey,
  verifyApiKey,
  type ApiKey,
  type ApiKeyScope,
  type VerifiedApiKey,
} from './api-keys';
export {
  LAST_OWNER_CONSTRAINT,
  addMemberByEmail,
  changeMemberRole,
  memberRoleSchema,
  removeMember,
} from './members';
export {
  getMyWorkspaceRole,
  listMemberProfiles,
  listMyWorkspaces,
  listWorkspaceMembers,
  workspaceFounder,
  type MemberProfile,
  type WorkspaceMember,
  type WorkspaceMembership,
} from './membership';
export { renameWorkspace, workspaceNameSchema } from './workspace-name';
export { suggestWorkspaceSlug } from './workspace-slug';
export {
  NOTIFICATION_KINDS,
  listNotifications,
  notificationStats,
  recordNotification,
  type Notification,
  type NotificationKind,
} from './notifications';
export { listAccessDenials, recordAccessDenial, type AccessDenial } from './denials';
export { listAuditActors, listMemberSignIns, type AuditActor, type MemberSignIn } from './security';
export { WORKSPACE_SLUG_PATTERN, createWorkspace, getWorkspaceBySlug, toWorkspace, type Workspace, type WorkspaceRow } from './workspaces';
export {
  AUDIT_ACTION_PATTERN,
  appendAudit,
  listAuditEntries,
  verifyAuditChain,
  type AppendAuditInput,
  type AuditChainCheck,
  type AuditChainProblem,
  type AuditEntry,
  type ListAuditOptions,
} from './audit';

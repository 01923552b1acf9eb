/*
 * Workspaces, client-safe: constants and row shapes forms and tables share (type exports are erased).
 * Only re-exports: the area's own modules import the file that defines a name (the roles and
 * permissions are in ./permissions), so this file never re-exports a module that imports it.
 */

export { WORKSPACE_PERMISSIONS, WORKSPACE_ROLES } from './permissions';
export type { WorkspaceAction, WorkspaceRole } from './permissions';
export type { WorkspaceSenderIdentity } from './sender-identity';
export type { MemberProfile, WorkspaceMembership } from './membership';
export type { Notification } from './notifications';
export type { AuditChainCheck, AuditEntry } from './audit';
export type { AccessDenial } from './denials';
export type { MemberSignIn } from './security';
export { suggestWorkspaceSlug } from './workspace-slug';

/* Workspaces, client-safe: constants and row shapes forms and tables share. */

/** `public.workspace_members.role` (supabase/migrations). */
export const WORKSPACE_ROLES = ['owner', 'operator', 'reviewer', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * Who may do what in a workspace (issue 6, point 10). The RLS policies in
 * supabase/migrations/*_catalogs.sql enforce the same table; this copy lets actions say why
 * before the database says no.
 */
export const WORKSPACE_PERMISSIONS = {
  read: ['owner', 'operator', 'reviewer', 'viewer'],
  upload: ['owner', 'operator'],
  convert: ['owner', 'operator'],
  export: ['owner', 'operator'],
  review: ['owner', 'reviewer'],
  manage: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type WorkspaceAction = keyof typeof WORKSPACE_PERMISSIONS;

export type { WorkspaceSenderIdentity } from './sender-identity';
export type { WorkspaceMembership } from './membership';
export type { Notification } from './notifications';
export type { AuditChainCheck, AuditEntry } from './audit';
export type { AccessDenial } from './denials';
export type { MemberSignIn } from './security';
export { suggestWorkspaceSlug } from './workspace-slug';

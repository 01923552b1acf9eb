/* Workspace roles and what each may do: the constants forms, queries and RLS-facing checks share. Client-safe. */

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

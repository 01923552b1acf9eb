import type { WorkspaceRole } from '@/lib/data/workspaces/types';

/** The roles a select offers, labelled in the page's language (the page translates them). */
export type RoleOption = { value: WorkspaceRole; label: string };

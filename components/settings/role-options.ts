import type { WorkspaceRole } from '@/lib/db';

/** The roles a select offers, labelled in the page's language (the page translates them). */
export type RoleOption = { value: WorkspaceRole; label: string };

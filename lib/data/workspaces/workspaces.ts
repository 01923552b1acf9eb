import { refusing, type Outcome, type Queryable } from '@/lib/db';

export interface Workspace {
  id: string;
  name: string;
  slug: string;
  personal: boolean;
  createdBy: string | null;
  createdAt: Date;
}

/** Same rule as the migration's check constraint. */
export const WORKSPACE_SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export type WorkspaceRow = {
  id: string;
  name: string;
  slug: string;
  personal: boolean;
  created_by: string | null;
  created_at: Date;
};

export function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    personal: row.personal,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

export async function getWorkspaceBySlug(tx: Queryable, slug: string): Promise<Workspace | null> {
  const [row] = await tx.query<WorkspaceRow>(
    `select id, name, slug, personal, created_by, created_at from public.workspaces where slug = $1`,
    [slug],
  );
  return row ? toWorkspace(row) : null;
}

/**
 * Creates a workspace owned by the caller (`withUser`; active accounts only). Refusals: not_allowed,
 * invalid (name or slug malformed), conflict (slug taken).
 */
export async function createWorkspace(
  tx: Queryable,
  input: { name: string; slug: string },
): Promise<Outcome<{ workspaceId: string }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ id: string }>(`select public.create_workspace($1, $2) as id`, [
      input.name,
      input.slug,
    ]);
    if (!row) throw new Error('create_workspace returned no row');
    return { workspaceId: row.id };
  });
}

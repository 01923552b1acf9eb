import { z } from 'zod';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { invalid, notFound, requireRole } from './roles';
import { say } from '@/lib/catalog/messages';

/** Same rule as the workspaces table's check: 1–100 characters once trimmed. */
export const workspaceNameSchema = z.string().trim().min(1).max(100);

/** Renames a workspace (owners; audited as `workspace.renamed`). Refusals: not_found, not_allowed, invalid. */
export async function renameWorkspace(tx: Queryable, workspaceId: string, name: string): Promise<Outcome<{ name: string }>> {
  const parsed = workspaceNameSchema.safeParse(name);
  if (!parsed.success) return invalid(say('refusal.workspaceName'));
  const allowed = await requireRole(tx, workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  const renamed = await refusing(tx, async (q) => {
    const [row] = await q.query<{ name: string }>(`update public.workspaces set name = $2 where id = $1 returning name`, [
      workspaceId,
      parsed.data,
    ]);
    if (!row) throw Object.assign(new Error('no such workspace'), { code: 'P0002' });
    return { name: row.name };
  });
  return !renamed.ok && renamed.code === 'not_found' ? notFound('workspace') : renamed;
}

import { withUser } from '@/lib/db';
import { getConversion, getExport, getExportRequest, type Conversion, type Export, type ExportRequest } from '@/lib/workspace-data';
import type { ApiContext } from '../endpoint';

/*
 * Records named in a request, as the key's creator sees them (RLS) and only in the key's workspace:
 * a creator who belongs to several workspaces still reaches only this key's one through it. Anything
 * else is null, which the endpoints answer 404 — never "exists, but not yours".
 */

export async function jobOfKey(ctx: ApiContext, id: string): Promise<Conversion | null> {
  const job = await withUser(ctx.claims, (tx) => getConversion(tx, id, { withReport: false }), ctx.runtime.db);
  return job && job.workspaceId === ctx.key.workspaceId ? job : null;
}

export async function exportOfKey(ctx: ApiContext, id: string): Promise<{ request: ExportRequest; published: Export | null } | null> {
  return withUser(
    ctx.claims,
    async (tx) => {
      const request = await getExportRequest(tx, id);
      if (!request || request.workspaceId !== ctx.key.workspaceId) return null;
      const published = request.exportId ? await getExport(tx, request.exportId) : null;
      return { request, published };
    },
    ctx.runtime.db,
  );
}

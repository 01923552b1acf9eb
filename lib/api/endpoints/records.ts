import type { ReferenceSet } from '@/lib/catalog/reference';
import { withUser } from '@/lib/db';
import { sharedPinnedReference } from '@/lib/data/reference';
import { getConversion, type Conversion } from '@/lib/data/catalogs';
import { getExport, getExportRequest, type Export, type ExportRequest } from '@/lib/data/exports';
import type { ApiContext } from '../endpoint';
import { problem, type ApiProblem } from '../errors';

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

/**
 * The release a job is pinned to, through the loader the review screen shares. Call it before any
 * transaction of the request: on the embedded database a load inside one would wait for it forever.
 */
export async function referenceOfJob(ctx: ApiContext, job: Conversion): Promise<{ ok: true; reference: ReferenceSet } | ApiProblem> {
  const pinned = await sharedPinnedReference(ctx.runtime.db)(job.reference);
  if (pinned.ok) return { ok: true, reference: pinned.loaded.reference };
  // The job error as its text when it has one (said in the caller's language), else its English.
  const { code, message, params, messageId } = pinned.error;
  return problem('conflict', params === undefined ? message : { id: messageId ?? code, params });
}

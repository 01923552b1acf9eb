import { asService, getDb, withUser, type Db, type UserClaims } from '@/lib/db';
import { getExportRequest, publishStagedExport, type Export, type ExportRequest } from '@/lib/data/exports';
import { say } from '@/lib/catalog/messages';
import { refused, requireRole } from '@/lib/data/workspaces';
import type { Mailer } from './context';
import { mailerFromEnv } from './mailer';
import { notifyExport } from './notify';
import type { Submitted } from './runtime';

/**
 * A person's confirmation of an export that waits for one (decision 0009): they have seen what is
 * still open in review and what the assessment found, and publish it anyway. Owners and operators
 * (those who may export), on a request of their workspace; publishes exactly the files the job
 * staged, in one transaction, audited as `export.confirmed` by them. Confirming twice answers with
 * the export the first made. Refusals: not_found, not_allowed, conflict (nothing is waiting).
 * The confirmation that publishes tells the workspace's notification address, as a job's own
 * publication does ("export ready"); a repeated one does not tell it again.
 */
export async function confirmExport(
  claims: UserClaims,
  requestId: string,
  parts: { db?: Db; mailer?: Mailer | null } = {},
): Promise<Submitted<{ export: Export }>> {
  const db = parts.db ?? (await getDb());
  const checked = await withUser(
    claims,
    async (tx) => {
      const request = await getExportRequest(tx, requestId);
      if (!request) return refused('not_found', say('refusal.notFound', { what: 'export' }));
      const allowed = await requireRole(tx, request.workspaceId, 'export');
      if (!allowed.ok) return allowed;
      return { ok: true as const, request };
    },
    db,
  );
  if (!checked.ok) return checked;
  // The export row and the request's status are the job's columns: written as the service, once
  // the user's right to confirm is established above.
  const published = await asService((tx) => publishStagedExport(tx, requestId, String(claims.sub)), db);
  if (!published.ok) return published;
  if (!published.alreadyPublished) await tellPublished(db, parts.mailer === undefined ? mailerFromEnv() : parts.mailer, checked.request, published.export);
  return { ok: true, export: published.export };
}

/** The notice never undoes the publication: a failure to send it is logged, not returned. */
async function tellPublished(db: Db, mailer: Mailer | null, request: ExportRequest, exp: Export): Promise<void> {
  try {
    await notifyExport({ db, mailer }, request, { export: exp });
  } catch (error) {
    console.error(`partsmith exports: could not tell the workspace that export ${exp.id} was published:`, error);
  }
}

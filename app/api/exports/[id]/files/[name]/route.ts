import { z } from 'zod';
import { withUser } from '@/lib/db';
import { downloadProblem, downloadStoredFile } from '@/lib/http';
import { findExportFile, getExport } from '@/lib/data/exports';
import { exportFileSource, guardPartnerAccess } from '@/lib/data/partner-access';
import { messageLocale, render, say } from '@/lib/catalog/messages';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NOT_FOUND = 'No such export file, or it is not in a workspace you belong to.';

/**
 * Downloads one deliverable of an export (`name` is its name in the export, URL-encoded:
 * `aces.xml`, `changes%2Faces-update.xml`, `evidence.zip`). The export row is read with the user's
 * own RLS scope first — another workspace's export is "not found", exactly like a missing one — and
 * only a file that row lists is served. Always an attachment with a safe ASCII name, the right
 * type and nosniff, so no deliverable (report.html included) is ever rendered in the app's origin.
 * Exports never change, but access can be withdrawn: they stay out of shared caches.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return downloadProblem(401, 'unauthenticated', 'Sign in to download export files.');
  const { id: rawId, name: rawName } = await params;
  const id = z.guid().safeParse(rawId);
  if (!id.success) return downloadProblem(404, 'not_found', NOT_FOUND);
  const exp = await withUser(context.claims, (tx) => getExport(tx, id.data));
  if (!exp) return downloadProblem(404, 'not_found', NOT_FOUND);
  const file = findExportFile(exp, fileNameFrom(rawName));
  if (!file) return downloadProblem(404, 'not_found', NOT_FOUND);
  // Partner data leaves the product here (spec §6; off unless PARTSMITH_PARTNER_DATA_CHECK is on).
  const verdict = await guardPartnerAccess({ operation: 'web.export.download', dataSource: exportFileSource(file.name), involvesAi: false, userId: context.claims.sub });
  if (!verdict.allowed) return downloadProblem(403, 'not_allowed', render(say('refusal.partnerData', { reason: verdict.reason }), messageLocale(request.headers.get('accept-language'))));

  return downloadStoredFile(file, { kind: 'export', id: exp.id }, 'The stored file is missing. Make a new export, or tell your administrator.');
}

/**
 * Next decodes route params once; a name with a slash arrives decoded (`changes/aces-update.xml`).
 * Should a proxy leave `%2F` encoded, decode once more — file names never contain `%` themselves.
 */
function fileNameFrom(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

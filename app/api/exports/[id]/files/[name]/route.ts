import { z } from 'zod';
import { withUser } from '@/lib/db';
import { downloadProblem, downloadStoredFile } from '@/lib/http';
import { findExportFile, getExport } from '@/lib/data/exports';
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
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return downloadProblem(401, 'unauthenticated', 'Sign in to download export files.');
  const { id: rawId, name: rawName } = await params;
  const id = z.guid().safeParse(rawId);
  if (!id.success) return downloadProblem(404, 'not_found', NOT_FOUND);
  const exp = await withUser(context.claims, (tx) => getExport(tx, id.data));
  if (!exp) return downloadProblem(404, 'not_found', NOT_FOUND);
  const file = findExportFile(exp, fileNameFrom(rawName));
  if (!file) return downloadProblem(404, 'not_found', NOT_FOUND);

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

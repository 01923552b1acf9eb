import { Readable } from 'node:stream';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { withUser } from '@/lib/db';
import { getBlobStore } from '@/lib/storage';
import { findExportFile, getExport } from '@/lib/data/exports';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NOT_FOUND = 'No such export file, or it is not in a workspace you belong to.';

function problem(status: number, code: string, message: string) {
  return NextResponse.json({ ok: false, code, message }, { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });
}

/**
 * Downloads one deliverable of an export (`name` is its name in the export, URL-encoded:
 * `aces.xml`, `changes%2Faces-update.xml`, `evidence.zip`). The export row is read with the user's
 * own RLS scope first — another workspace's export is "not found", exactly like a missing one — and
 * only a file that row lists is served. Always an attachment with a safe ASCII name, the right
 * type and nosniff, so no deliverable (report.html included) is ever rendered in the app's origin.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; name: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return problem(401, 'unauthenticated', 'Sign in to download export files.');
  const { id: rawId, name: rawName } = await params;
  const id = z.guid().safeParse(rawId);
  if (!id.success) return problem(404, 'not_found', NOT_FOUND);
  const exp = await withUser(context.claims, (tx) => getExport(tx, id.data));
  if (!exp) return problem(404, 'not_found', NOT_FOUND);
  const file = findExportFile(exp, fileNameFrom(rawName));
  if (!file) return problem(404, 'not_found', NOT_FOUND);

  const blob = await getBlobStore().get(file.storageKey);
  if (!blob) {
    console.error(`partsmith exports: blob ${file.storageKey} of export ${exp.id} (${file.name}) is missing from the store`);
    return problem(500, 'file_missing', 'The stored file is missing. Make a new export, or tell your administrator.');
  }
  return new Response(Readable.toWeb(blob) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes),
      'Content-Disposition': `attachment; filename="${file.downloadName}"`,
      'X-Content-Type-Options': 'nosniff',
      // Even if a browser ignored "attachment", an HTML report could run nothing here.
      'Content-Security-Policy': "sandbox; default-src 'none'",
      // Exports never change, but access can be withdrawn: keep them out of shared caches.
      'Cache-Control': 'private, no-cache',
      ETag: `"${file.sha256}"`,
    },
  });
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

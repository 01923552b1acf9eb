import { z } from 'zod';
import { withUser } from '@/lib/db';
import { NO_STORE, problemResponse } from '@/lib/http';
import { readerLocale } from '@/lib/site';
import { getExportRequest } from '@/lib/data/exports';
import { jobErrorIn } from '@/lib/data/catalogs';
import { workspaceContextOrNull } from '@/lib/auth';
import { progressOf } from '@/lib/data/exports/types';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NOT_FOUND = 'No such export request, or it is not in a workspace you belong to.';

/**
 * How an export request is doing (status, stage, error, and the export once published), polled by
 * the progress page about once a second. Read with the user's RLS scope: another workspace's
 * request is "not found", like one that does not exist. A failed request's reason is in the reader's
 * language (`readerLocale`: the page passes its own).
 */
export async function GET(httpRequest: Request, { params }: { params: Promise<{ id: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context)
    return problemResponse(401, { code: 'unauthenticated', message: 'Sign in to follow this export.' });
  const id = z.guid().safeParse((await params).id);
  if (!id.success) return problemResponse(404, { code: 'not_found', message: NOT_FOUND });
  const request = await withUser(context.claims, (tx) => getExportRequest(tx, id.data));
  if (!request) return problemResponse(404, { code: 'not_found', message: NOT_FOUND });
  const error = jobErrorIn(request.error, readerLocale(httpRequest));
  return Response.json({ ok: true, request: progressOf({ ...request, error }) }, { headers: NO_STORE });
}

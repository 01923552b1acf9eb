import { z } from 'zod';
import { readBatchSnapshot } from '@/lib/data/exports';
import { withUser } from '@/lib/db';
import { NO_STORE, problemResponse } from '@/lib/http';
import { readerLocale } from '@/lib/site';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * A batch's files, totals and combined exports, polled by /batch/[id] while anything runs. The
 * user's own RLS scope decides visibility: a batch of a workspace they are not in is "not found",
 * exactly like one that does not exist. Job errors in the reader's language (`readerLocale`).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return problemResponse(401, { code: 'unauthenticated', message: 'Sign in to see this batch.' });
  const id = z.guid().safeParse((await params).id);
  if (!id.success) return problemResponse(404, { code: 'not_found', message: 'No such batch, or it is not in a workspace you belong to.' });
  const snapshot = await withUser(context.claims, (tx) => readBatchSnapshot(tx, id.data, readerLocale(request)));
  if (!snapshot) return problemResponse(404, { code: 'not_found', message: 'No such batch, or it is not in a workspace you belong to.' });
  return Response.json({ ok: true, batch: snapshot }, { headers: NO_STORE });
}

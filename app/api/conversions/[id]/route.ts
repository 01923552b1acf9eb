import { z } from 'zod';
import { conversionProgressOf } from '@/lib/data/catalogs/types';
import { withUser } from '@/lib/db';
import { NO_STORE, problemResponse } from '@/lib/http';
import { getConversion } from '@/lib/data/catalogs';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NOT_FOUND = 'No such conversion, or it is not in a workspace you belong to.';

/**
 * How a conversion is doing (status, stage, rows done/total, error), polled by /catalogs/[id]
 * about once a second while it runs. Read with the user's RLS scope: another workspace's
 * conversion is "not found", like one that does not exist.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const context = await workspaceContextOrNull();
  if (!context) return problemResponse(401, { code: 'unauthenticated', message: 'Sign in to follow this conversion.' });
  const id = z.guid().safeParse((await params).id);
  if (!id.success) return problemResponse(404, { code: 'not_found', message: NOT_FOUND });
  const conversion = await withUser(context.claims, (tx) => getConversion(tx, id.data, { withReport: false }));
  if (!conversion) return problemResponse(404, { code: 'not_found', message: NOT_FOUND });
  return Response.json({ ok: true, conversion: conversionProgressOf(conversion) }, { headers: NO_STORE });
}

import { NextResponse, type NextRequest } from 'next/server';
import { reportError } from '@/lib/monitoring';
import { currentReference, referenceSearchQuerySchema, type ReferenceSearchResponse } from '@/lib/reference-search';
import { workspaceContextOrNull } from '@/lib/workspace-session';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function answer(body: ReferenceSearchResponse, status = 200): NextResponse<ReferenceSearchResponse> {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * GET /api/reference/search?kind=make|model|part-type|position&q=…[&make=<MakeID>][&partType=<ID>][&limit=…]
 *
 * Searches the reference data conversions use now (the latest imported release, else the demo set)
 * for the review screen's override picker. Signed-in, active users only (the proxy does not see
 * /api, so the session is checked here); the reference is not workspace data, so any member may
 * search it. At most 50 hits, queries up to 100 characters.
 */
export async function GET(request: NextRequest): Promise<NextResponse<ReferenceSearchResponse>> {
  const context = await workspaceContextOrNull();
  if (!context) return answer({ ok: false, code: 'unauthorized', message: 'Sign in to search the reference data.' }, 401);

  const parsed = referenceSearchQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'query';
    return answer({ ok: false, code: 'invalid', message: `${where}: ${issue?.message ?? 'invalid'}` }, 400);
  }
  try {
    const { index, identity } = await currentReference();
    return answer({ ok: true, kind: parsed.data.kind, hits: index.search(parsed.data), reference: identity });
  } catch (error) {
    reportError(error, { route: '/api/reference/search' });
    return answer({ ok: false, code: 'unavailable', message: 'The reference data could not be loaded. Try again in a moment.' }, 503);
  }
}

import { NextResponse, type NextRequest } from 'next/server';
import { reportError } from '@/lib/monitoring';
import { messageLocale, render, say } from '@/lib/catalog/messages';
import { guardPartnerAccess, referenceKindSource } from '@/lib/data/partner-access';
import { answerReferenceSearch, referenceSearchQuerySchema, type ReferenceSearchResponse } from '@/lib/data/reference';
import { workspaceContextOrNull } from '@/lib/auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function answer(body: ReferenceSearchResponse, status = 200): NextResponse<ReferenceSearchResponse> {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * GET /api/reference/search?kind=make|model|part-type|position&q=…[&make=<MakeID>][&partType=<ID>][&limit=…][&conversion=<id>]
 *
 * Searches reference data for the review screen's override picker: with `conversion`, the release
 * that conversion is pinned to (the one its review and exports use, decision 0008); without, the
 * current workspace's current release. Finds entries by their names in en/de/fr/es/it and by the
 * workspace's learned terms; a hit found by another name says how (`match`) and why, in the
 * Accept-Language's locale (`why`). Signed-in, active users only (the proxy does not see /api, so
 * the session is checked here); a conversion outside the user's workspaces is 404. At most 50 hits,
 * queries up to 100 characters.
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
  const locale = messageLocale(request.headers.get('accept-language'));
  // Partner data leaves the product here (spec §6; off unless PARTSMITH_PARTNER_DATA_CHECK is on).
  const verdict = await guardPartnerAccess({ operation: 'web.reference.search', dataSource: referenceKindSource(parsed.data.kind), involvesAi: false, userId: context.claims.sub });
  if (!verdict.allowed) return answer({ ok: false, code: 'not_allowed', message: render(say('refusal.partnerData', { reason: verdict.reason }), locale) }, 403);
  try {
    const { status, body } = await answerReferenceSearch(context.claims, context.workspace.id, parsed.data, locale);
    return answer(body, status);
  } catch (error) {
    reportError(error, { route: '/api/reference/search' });
    return answer({ ok: false, code: 'unavailable', message: 'The reference data could not be loaded. Try again in a moment.' }, 503);
  }
}

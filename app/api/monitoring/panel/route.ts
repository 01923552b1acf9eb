import type { NextRequest } from 'next/server';
import { activeUserOrNull } from '@/lib/auth';
import { messageLocale, render, say, type MessageLocale } from '@/lib/catalog/messages';
import { loadMonitoringPanel } from '@/lib/data/monitoring';
import { refusalSaid } from '@/lib/db';
import { NO_STORE, problemResponse } from '@/lib/http';
import { reportError } from '@/lib/monitoring';
import { monitoringOn } from '@/lib/monitoring/telemetry';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/monitoring/panel[?locale=de] — the monitoring panel's figures (spec §2), which the overlay
 * asks for every 5 seconds while it is open. Platform administrators only, checked here (the proxy
 * does not see /api) and again by the loader and the tables' RLS; 404 with monitoring off, as if the
 * panel did not exist. Texts (alerts, recommendations, refusals) in `locale`, else the Accept-Language's.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const locale: MessageLocale = messageLocale(request.nextUrl.searchParams.get('locale') ?? request.headers.get('accept-language'));
  const refuse = (status: number, code: string, id: string) => problemResponse(status, { code, message: render(say(id), locale) });
  if (!monitoringOn()) return refuse(404, 'not_found', 'refusal.monitoringOff');
  const user = await activeUserOrNull();
  if (!user) return refuse(401, 'unauthorized', 'refusal.monitoringSignIn');
  if (!user.isAdmin) return refuse(403, 'forbidden', 'refusal.platformAdminsOnly');
  try {
    const loaded = await loadMonitoringPanel({ sub: user.id, email: user.email }, { locale });
    if (!loaded.ok) return problemResponse(403, { code: 'forbidden', message: render(refusalSaid(loaded), locale) });
    return Response.json(loaded.panel, { headers: NO_STORE });
  } catch (error) {
    reportError(error, { route: '/api/monitoring/panel' });
    return refuse(503, 'unavailable', 'refusal.monitoringUnavailable');
  }
}

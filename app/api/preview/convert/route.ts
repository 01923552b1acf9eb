import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { isSameOriginRequest } from '@/lib/http';
import { retryAfterSeconds } from '@/lib/http/rate-limit';
import { reportError } from '@/lib/monitoring';
import {
  attemptPreview,
  mayUsePreview,
  parsePreviewBody,
  PREVIEW_ERRORS,
  previewEngine,
  previewLocale,
  previewRateLimiter,
  readCappedBody,
  readSample,
  resolvePreviewAccess,
  runPreview,
  type PreviewErrorBody,
  type PreviewFailure,
} from '@/lib/preview';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Converts a sample or a small upload with the real engine and answers everything the page shows,
 * files included, in one response; nothing is kept. Checks its own gates (the proxy does not see
 * /api): the preview flag, previewRequireAuth with an active user, the caller's origin, the rate
 * limit, then the size and row limits. Every failure is JSON with a code and a translated message.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const started = performance.now();
  const locale = previewLocale(request.nextUrl.searchParams.get('locale'));
  try {
    const { access, rateLimit } = await resolvePreviewAccess();
    if (access === 'disabled') return failure(locale, { code: 'PREVIEW_DISABLED' });
    if (!mayUsePreview(access)) return failure(locale, { code: 'PREVIEW_SIGN_IN_REQUIRED' });
    if (!isSameOriginRequest(request.headers)) return failure(locale, { code: 'PREVIEW_FORBIDDEN_ORIGIN' });

    const decision = attemptPreview(previewRateLimiter(rateLimit), request.headers);
    if (!decision.allowed) {
      const seconds = retryAfterSeconds(decision);
      return failure(locale, { code: 'PREVIEW_RATE_LIMITED', params: { seconds } }, { 'Retry-After': String(seconds) });
    }

    const body = await readCappedBody(request);
    if (!body.ok) return failure(locale, body.failure);
    const parsed = await parsePreviewBody(body.value, request.headers.get('content-type'));
    if (!parsed.ok) return failure(locale, parsed.failure);
    const input = parsed.value;

    const [engine, file] = await Promise.all([previewEngine(), input.kind === 'sample' ? readSample(input.id) : Promise.resolve(input)]);
    const outcome = await runPreview(file, engine, {
      source: input.kind === 'sample' ? { kind: 'sample', sampleId: input.id } : { kind: 'upload' },
      locale,
    });
    if (!outcome.ok) return failure(locale, outcome.failure);
    outcome.result.timings.serverMs = Math.round(performance.now() - started);
    return NextResponse.json(outcome.result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    reportError(error, { route: '/api/preview/convert' });
    return failure(locale, { code: 'PREVIEW_FAILED' });
  }
}

async function failure(locale: Locale, problem: PreviewFailure, headers: Record<string, string> = {}): Promise<Response> {
  const { status, key } = PREVIEW_ERRORS[problem.code];
  let message: string;
  try {
    const t = await getTranslations({ locale, namespace: 'preview.errors' });
    message = t(key, problem.params ?? {});
  } catch (error) {
    reportError(error, { route: '/api/preview/convert', translating: problem.code });
    message = problem.code;
  }
  const body: PreviewErrorBody = {
    ok: false,
    error: { code: problem.code, message, ...(problem.detail ? { detail: problem.detail } : {}) },
  };
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

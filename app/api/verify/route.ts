import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { NextResponse } from 'next/server';
import { problemResponse } from '@/lib/http';
import { clientKey, retryAfterSeconds } from '@/lib/http/rate-limit';
import { render } from '@/lib/catalog/messages';
import { readerLocale } from '@/lib/site';
import { bundleCheckIn, checkUploadedBundle, MAX_BUNDLE_BYTES, verifyRateLimiter } from '@/lib/verification';

export const runtime = 'nodejs';

/** /api/verify's refusals: `{ error: { code, message } }`, documented for callers outside the app. */
const REFUSAL = { shape: 'error', headers: {} } as const;

/** The route's own refusals in the reader's language (messages/<locale>.json, verify.errors). */
async function refusals(request: Request) {
  return getTranslations({ locale: readerLocale(request), namespace: 'verify.errors' });
}

/**
 * POST a bundle (multipart field `bundle`, optionally `trust` with a PEM public key). Public: anyone
 * can check a bundle they were given. Size-capped and rate-limited; nothing is stored.
 */
export async function POST(request: Request) {
  const t = await refusals(request);
  const decision = verifyRateLimiter().attempt(clientKey(await headers()));
  if (!decision.allowed) {
    const seconds = retryAfterSeconds(decision);
    return problemResponse(
      429,
      { code: 'RATE_LIMITED', message: t('rateLimited', { seconds }) },
      { shape: 'error', headers: { 'Retry-After': String(seconds) } },
    );
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BUNDLE_BYTES + 64 * 1024)
    return problemResponse(413, { code: 'TOO_LARGE', message: t('tooLarge') }, REFUSAL);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problemResponse(400, { code: 'BAD_REQUEST', message: t('badRequest') }, REFUSAL);
  }
  const bundle = form.get('bundle');
  if (!(bundle instanceof File) || bundle.size === 0)
    return problemResponse(400, { code: 'NO_BUNDLE', message: t('noBundle') }, REFUSAL);
  if (bundle.size > MAX_BUNDLE_BYTES)
    return problemResponse(413, { code: 'TOO_LARGE', message: t('tooLarge') }, REFUSAL);
  const trust = form.get('trust');
  const trustPem = trust instanceof File ? await trust.text() : typeof trust === 'string' ? trust : undefined;

  const result = await checkUploadedBundle(new Uint8Array(await bundle.arrayBuffer()), trustPem);
  // The engine's sentence in the reader's language; the key parser's own words in it stay as it wrote them.
  if ('error' in result)
    return problemResponse(
      400,
      { code: 'BAD_KEY', message: render(result.said, readerLocale(request)) },
      REFUSAL,
    );
  // Problems in the page's language (`?locale=`), else the reader's (cookie, Accept-Language); codes and parameters always.
  const check = bundleCheckIn(result, readerLocale(request));
  return NextResponse.json({ file: bundle.name, ...check }, { headers: { 'Cache-Control': 'no-store' } });
}

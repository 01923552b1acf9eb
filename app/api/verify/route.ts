import { headers } from 'next/headers';
import { NextResponse } from 'next/server';
import { clientKey } from '@/lib/rate-limit';
import type { MessageLocale } from '@/lib/catalog/messages';
import { readerLocale } from '@/lib/site/reader-locale';
import { bundleCheckIn, checkUploadedBundle, MAX_BUNDLE_BYTES, verifyRateLimiter } from '@/lib/verification';

export const runtime = 'nodejs';

function problem(status: number, code: string, message: string, extra: Record<string, string> = {}) {
  return NextResponse.json({ error: { code, message } }, { status, headers: extra });
}

/**
 * POST a bundle (multipart field `bundle`, optionally `trust` with a PEM public key). Public: anyone
 * can check a bundle they were given. Size-capped and rate-limited; nothing is stored.
 */
export async function POST(request: Request) {
  const decision = verifyRateLimiter().attempt(clientKey(await headers()));
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    return problem(429, 'RATE_LIMITED', `Too many checks from here. Try again in ${seconds} s.`, { 'Retry-After': String(seconds) });
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BUNDLE_BYTES + 64 * 1024) return problem(413, 'TOO_LARGE', 'Evidence bundles up to 100 MB can be checked here; use `npx partsmith verify` for larger ones.');

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problem(400, 'BAD_REQUEST', 'Send the bundle as a multipart form with the field "bundle".');
  }
  const bundle = form.get('bundle');
  if (!(bundle instanceof File) || bundle.size === 0) return problem(400, 'NO_BUNDLE', 'Choose an evidence bundle (.zip) to check.');
  if (bundle.size > MAX_BUNDLE_BYTES) return problem(413, 'TOO_LARGE', 'Evidence bundles up to 100 MB can be checked here; use `npx partsmith verify` for larger ones.');
  const trust = form.get('trust');
  const trustPem = trust instanceof File ? await trust.text() : typeof trust === 'string' ? trust : undefined;

  const result = await checkUploadedBundle(new Uint8Array(await bundle.arrayBuffer()), trustPem);
  if ('error' in result) return problem(400, 'BAD_KEY', result.error);
  // Problems in the page's language (`?locale=`), else the reader's (cookie, Accept-Language); codes and parameters always.
  const check = bundleCheckIn(result, readerLocale(request) as MessageLocale);
  return NextResponse.json({ file: bundle.name, ...check }, { headers: { 'Cache-Control': 'no-store' } });
}

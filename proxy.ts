import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { getRuntimeConfig } from '@/lib/config';
import { buildContentSecurityPolicy, createNonce, STATIC_SECURITY_HEADERS } from '@/lib/security';
import { isStaticPublicPath, splitLocale } from '@/lib/site';

const handleI18nRouting = createIntlMiddleware(routing);

const CONFIG_ERROR_PATH = '/config-error';

export default function proxy(request: NextRequest): NextResponse {
  const development = process.env.NODE_ENV === 'development';
  const config = getRuntimeConfig();
  const { locale, path } = splitLocale(request.nextUrl.pathname);

  // A half- or mis-configured deployment shows the Configuration Error screen, never a silent fallback.
  if (!config.ok) {
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${CONFIG_ERROR_PATH}`;
    return withSecurityHeaders(NextResponse.rewrite(url, { status: 500 }), { development });
  }

  const connectSources = config.config.supabase ? [config.config.supabase.url] : [];
  if (isStaticPublicPath(path)) {
    return withSecurityHeaders(handleI18nRouting(request), { development, connectSources });
  }

  // Pages rendered per request: Next reads the nonce from the request's CSP header and stamps it on
  // its own scripts, so the policy goes on the forwarded request as well as on the response.
  const nonce = createNonce();
  const csp = buildContentSecurityPolicy({ nonce, development, connectSources });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  const response = handleI18nRouting(new NextRequest(request, { headers }));
  return withSecurityHeaders(response, { csp });
}

function withSecurityHeaders(
  response: NextResponse,
  options: { csp?: string; development?: boolean; connectSources?: string[] },
): NextResponse {
  response.headers.set('Content-Security-Policy', options.csp ?? buildContentSecurityPolicy(options));
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (robots.txt, images, …).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};

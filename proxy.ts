import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { refreshProxySession, type ProxySession } from '@/lib/auth/proxy-session';
import { localRedirectTarget } from '@/lib/auth/redirect-target';
import { getRuntimeConfig } from '@/lib/config';
import { buildContentSecurityPolicy, createNonce, STATIC_SECURITY_HEADERS } from '@/lib/http/security-headers';
import { isPreviewDashboard, isPreviewPath, isProtectedPath, isPublicPagePath, localizedPath, PAGE_PATH_HEADER, SIGNED_IN_HEADER, splitLocale } from '@/lib/site';

const handleI18nRouting = createIntlMiddleware(routing);

const CONFIG_ERROR_PATH = '/config-error';

/**
 * The request gate (docs/decisions/0001-proxy-ts.md), in order: configuration check, session refresh,
 * sign-in redirects, locale routing, then cookies and security headers onto whatever comes out.
 * It is not the only gate: protected layouts, pages, actions and route handlers check again.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const development = process.env.NODE_ENV === 'development';
  const config = getRuntimeConfig();
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  // Every HTML page is rendered per request with its own nonce (decision 0002): Next reads the nonce
  // from the request's CSP header and stamps it on its own scripts, so the policy goes on the
  // forwarded request as well as on the response.
  const nonce = createNonce();

  // A half- or mis-configured deployment shows the Configuration Error screen, never a silent fallback.
  if (!config.ok) {
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${CONFIG_ERROR_PATH}`;
    const csp = buildContentSecurityPolicy({ nonce, development });
    return withSecurityHeaders(NextResponse.rewrite(url, { request: { headers: withCsp(request, nonce, csp) }, status: 500 }), csp);
  }

  const { supabase, features } = config.config;
  const csp = buildContentSecurityPolicy({ nonce, development, connectSources: supabase ? [supabase.url] : [] });

  if (isPublicPagePath(path)) {
    // The public site holds no user data: no session work, but the same nonce policy as every page.
    return withSecurityHeaders(handleI18nRouting(new NextRequest(request, { headers: withCsp(request, nonce, csp) })), csp);
  }

  // With the preview switched off, its pages answer with a real redirect home (the pages check too).
  if (isPreviewPath(path) && !features.preview) {
    const home = request.nextUrl.clone();
    home.pathname = localizedPath(locale, '/');
    home.search = '';
    return withSecurityHeaders(NextResponse.redirect(home), csp);
  }

  const session = await refreshProxySession(request, supabase);

  const needsUser = isProtectedPath(path) || (isPreviewDashboard(path) && features.previewRequireAuth);
  if (needsUser && !session.userId) {
    const target = request.nextUrl.clone();
    if (isPreviewDashboard(path)) {
      target.pathname = localizedPath(locale, '/preview');
      target.search = '';
    } else {
      target.pathname = localizedPath(locale, '/login');
      target.search = '';
      // The same rule as after sign-in: a path that would leave the site is not carried along at all.
      const next = localRedirectTarget(path + request.nextUrl.search);
      if (next) target.searchParams.set('next', next);
    }
    return finish(NextResponse.redirect(target), session, csp);
  }

  const headers = withCsp(request, nonce, csp);
  if (session.userId) headers.set(SIGNED_IN_HEADER, '1');
  const response = handleI18nRouting(new NextRequest(request, { headers }));
  // Protected and per-user pages must never be stored by a shared cache.
  if (needsUser) response.headers.set('Cache-Control', 'private, no-store');
  return finish(response, session, csp);
}

function withCsp(request: NextRequest, nonce: string, csp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  // The page's path as asked, for the language menu's links (ours, whatever the client sent under the name).
  headers.set(PAGE_PATH_HEADER, request.nextUrl.pathname);
  // Only the proxy says whether a session was verified (set after this, when one was).
  headers.delete(SIGNED_IN_HEADER);
  return headers;
}

function finish(response: NextResponse, session: ProxySession, csp: string): NextResponse {
  for (const { name, value, options: cookieOptions } of session.cookies) response.cookies.set(name, value, cookieOptions);
  return withSecurityHeaders(response, csp);
}

function withSecurityHeaders(response: NextResponse, csp: string): NextResponse {
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Every page, including unknown paths with a dot (`/x.php`, `/.env`: their 404 is a page too). Not
  // API routes, Next's build files or the metadata routes: next.config gives those the non-page headers.
  matcher: ['/((?!api/|_next/|__nextjs|_vercel/|robots\\.txt|sitemap\\.xml|favicon\\.ico).*)'],
};

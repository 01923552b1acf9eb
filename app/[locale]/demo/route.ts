import { hasLocale } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { localizedPath } from '@/lib/site';

/**
 * /demo is the old name of the live preview: a real 307 to /preview in the visitor's language. A
 * route handler rather than a page, because a page's redirect would come after the locale's loading
 * screen had started streaming, as a 200 with a meta refresh.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const target = new URL(localizedPath(locale, '/preview'), request.nextUrl.origin);
  target.search = request.nextUrl.search;
  return NextResponse.redirect(target, 307);
}

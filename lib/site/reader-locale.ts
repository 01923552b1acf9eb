import { hasLocale } from 'next-intl';
import { LOCALE_COOKIE, routing, type Locale } from '@/i18n/routing';
import { messageLocale } from '@/lib/catalog/messages';

/**
 * The language a route handler answers a person in: the page's own (`?locale=`, set by links the
 * app renders), else the stored choice (the language menu's cookie), else Accept-Language, else
 * English. Route handlers are not under `/[locale]`, so next-intl cannot say it for them.
 */
export function readerLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get('locale');
  if (hasLocale(routing.locales, asked)) return asked;
  const stored = cookieValue(request.headers.get('cookie'), LOCALE_COOKIE.name);
  if (hasLocale(routing.locales, stored)) return stored;
  return messageLocale(request.headers.get('accept-language'));
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

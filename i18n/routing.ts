import { defineRouting } from 'next-intl/routing';

/** The stored language choice; the language menu writes it in the browser before it navigates. */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 };

export const routing = defineRouting({
  locales: ['en', 'de', 'fr', 'es', 'it'],
  defaultLocale: 'en',
  // English lives at `/login`, the others at `/de/login`: the design's URL scheme.
  localePrefix: 'as-needed',
  // Stored choice (NEXT_LOCALE cookie) first, then Accept-Language, then en.
  localeCookie: LOCALE_COOKIE,
});

export type Locale = (typeof routing.locales)[number];

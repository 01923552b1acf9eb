import { notFound } from 'next/navigation';
import { hasLocale, type Locale } from 'next-intl';
import { routing } from './routing';

/**
 * The locale of a page or layout, from its `[locale]` segment. Next types the segment as a plain
 * string; a path whose first segment is none of our locales is no page of ours, so it is a 404 —
 * the check the root layout always made, now where each page reads the locale, so the rest of the
 * page gets a `Locale` tsc knows (getTranslations, setRequestLocale, links).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}

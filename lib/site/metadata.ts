import type { Metadata } from 'next';
import { routing } from '@/i18n/routing';
import { localizedPath } from './locale-path';
import { siteOrigin } from './origin';

/** Canonical URL and `hreflang` alternates of a public page in every locale. */
export function localeAlternates(locale: string, path: string): Metadata['alternates'] {
  const origin = siteOrigin();
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [l, origin + localizedPath(l, path)]),
  );
  languages['x-default'] = origin + localizedPath(routing.defaultLocale, path);
  return { canonical: origin + localizedPath(locale, path), languages };
}

export function pageMetadata(options: { locale: string; path: string; title: string; description: string }): Metadata {
  const url = siteOrigin() + localizedPath(options.locale, options.path);
  return {
    title: options.title,
    description: options.description,
    alternates: localeAlternates(options.locale, options.path),
    openGraph: { title: options.title, description: options.description, url, siteName: 'Partsmith', locale: options.locale, type: 'website' },
  };
}

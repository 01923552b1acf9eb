import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { localizedPath, PUBLIC_PAGES, siteOrigin } from '@/lib/site';

/** Every public page once per locale, each entry listing its translations. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteOrigin();
  return PUBLIC_PAGES.flatMap((page) =>
    routing.locales.map((locale) => ({
      url: origin + localizedPath(locale, page.path),
      changeFrequency: 'monthly' as const,
      priority: page.path === '/' ? 1 : 0.6,
      alternates: {
        languages: Object.fromEntries(routing.locales.map((l) => [l, origin + localizedPath(l, page.path)])),
      },
    })),
  );
}

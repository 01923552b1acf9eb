import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

/**
 * Messages come from two files per locale (docs/decisions/0003-message-files.md):
 * `messages/<locale>.json` for the application shell and product screens, and
 * `messages/site/<locale>.json` for the marketing and legal copy, which is long and edited separately.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [app, site] = await Promise.all([
    import(`../messages/${locale}.json`),
    import(`../messages/site/${locale}.json`),
  ]);
  return { locale, messages: { ...app.default, ...site.default } };
});

import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { MESSAGE_AREAS } from './message-areas';
import { routing } from './routing';

/**
 * Messages come from two files per locale (docs/decisions/0003-message-files.md):
 * `messages/<locale>.json` for the application shell and product screens, and
 * `messages/site/<locale>.json` for the marketing and legal copy, which is long and edited separately;
 * the signed-in product's screens add one file per area (`messages/areas/<area>/<locale>.json`).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [app, site, ...areas] = await Promise.all([
    import(`../messages/${locale}.json`),
    import(`../messages/site/${locale}.json`),
    ...MESSAGE_AREAS.map((area) => import(`../messages/areas/${area}/${locale}.json`)),
  ]);
  const areaMessages = Object.fromEntries(MESSAGE_AREAS.map((area, i) => [area, areas[i].default]));
  // One time zone for server and browser, so a time formatted on either side reads the same (and
  // hydration never disagrees): times are shown in UTC.
  return { locale, timeZone: 'UTC', messages: { ...app.default, ...site.default, ...areaMessages } };
});

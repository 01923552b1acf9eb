import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './catalogue';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // One time zone for server and browser, so a time formatted on either side reads the same (and
  // hydration never disagrees): times are shown in UTC.
  return { locale, timeZone: 'UTC', messages: await messagesFor(locale) };
});

import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { MESSAGE_AREAS } from './message-areas';
import { routing } from './routing';

type Locale = (typeof routing.locales)[number];

/**
 * Messages come from two files per locale (docs/decisions/0003-message-files.md):
 * `messages/<locale>.json` for the application shell and product screens, and
 * `messages/site/<locale>.json` for the marketing and legal copy, which is long and edited separately;
 * the signed-in product's screens add one file per area (`messages/areas/<area>/<locale>.json`).
 */
async function loadMessages(locale: Locale) {
  const [app, site, ...areas] = await Promise.all([
    import(`../messages/${locale}.json`),
    import(`../messages/site/${locale}.json`),
    ...MESSAGE_AREAS.map((area) => import(`../messages/areas/${area}/${locale}.json`)),
  ]);
  const areaMessages = Object.fromEntries(MESSAGE_AREAS.map((area, i) => [area, areas[i].default]));
  return { ...app.default, ...site.default, ...areaMessages };
}

/**
 * One merged catalogue per locale for the life of the process: the files are part of the build and
 * hold no one's data, and putting thirteen modules together again on every request cost each page
 * view about a millisecond of the one render thread (issue 15.7). Nothing may change the object:
 * next-intl and the providers only read it.
 */
const messagesByLocale = new Map<Locale, ReturnType<typeof loadMessages>>();

function messagesFor(locale: Locale): ReturnType<typeof loadMessages> {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    // A failed load is not kept: the next request tries again.
    messages.catch(() => messagesByLocale.delete(locale));
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // One time zone for server and browser, so a time formatted on either side reads the same (and
  // hydration never disagrees): times are shown in UTC.
  return { locale, timeZone: 'UTC', messages: await messagesFor(locale) };
});

import type { AbstractIntlMessages } from 'next-intl';
import { MESSAGE_AREAS } from './message-areas';
import type { Locale } from './routing';

/**
 * Messages come from two files per locale (docs/decisions/0003-message-files.md):
 * `messages/<locale>.json` for the application shell and product screens, and
 * `messages/site/<locale>.json` for the marketing and legal copy, which is long and edited separately;
 * the signed-in product's screens add one file per area (`messages/areas/<area>/<locale>.json`).
 * Both routers read them here: the App Router through i18n/request.ts, the Pages Router's public
 * pages through lib/site-pages (decision 0023).
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

export function messagesFor(locale: Locale): ReturnType<typeof loadMessages> {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    // A failed load is not kept: the next request tries again.
    messages.catch(() => messagesByLocale.delete(locale));
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

/** The parts of `messages` at `paths` (a namespace, or `area.part.…`), nested as in the catalogue. */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: AbstractIntlMessages | string | undefined = messages;
    let into = picked;
    for (const [i, part] of parts.entries()) {
      from = typeof from === 'object' && Object.hasOwn(from, part) ? from[part] : undefined;
      if (from === undefined) throw new Error(`No messages at ${path} for the page's client texts`);
      if (i === parts.length - 1) into[part] = from;
      else into = (into[part] ??= {}) as AbstractIntlMessages;
    }
  }
  return picked;
}

import type { AbstractIntlMessages, Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from './catalogue';

/**
 * Namespaces the client components of the signed-in area and the preview translate with (their
 * layouts hold the only NextIntlClientProviders: public pages' client islands get their texts as
 * props). Only these go to the browser: the site's long copy (legal pages, the user guide) stays on
 * the server. Areas with more client text add their namespaces to their own provider.
 */
const CLIENT_NAMESPACES = ['cookies', 'language', 'errors', 'status', 'auth', 'toasts', 'app', 'actions'] as const;

export async function clientMessages(...extra: (keyof Messages)[]): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].map((ns) => [ns, messages[ns]])) as AbstractIntlMessages;
}

/**
 * The signed-in frame's own client texts: the navigation's status words, the workspace switcher's, an
 * action's fallback and the error screens'. Each section's layout sends its pages the shared
 * namespaces above with its areas (i18n/area-texts.tsx); a page without one (the dashboard, whose
 * screens translate on the server) carries only these (issue 15.7).
 */
const FRAME_NAMESPACES = ['status', 'actions', 'errors', 'workspace'] as const;

export async function frameMessages(...extra: (keyof Messages)[]): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  return Object.fromEntries([...FRAME_NAMESPACES, ...extra].map((ns) => [ns, messages[ns]])) as AbstractIntlMessages;
}

/**
 * The frame's namespaces and, of the areas, only the parts named by path (`catalogs.mapping`): for a
 * page whose client components and server actions say exactly those (issue 15.7: the conversion page
 * sent all of `catalogs` and `exports`, a third of its RSC payload). A path the catalogue lacks is a
 * mistake in the page and throws, rather than leaving a form with missing texts.
 */
export async function pageMessages(paths: readonly string[]): Promise<AbstractIntlMessages> {
  return pickMessages((await getMessages()) as unknown as AbstractIntlMessages, [...FRAME_NAMESPACES, ...paths]);
}

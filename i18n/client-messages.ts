import type { AbstractIntlMessages, Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

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

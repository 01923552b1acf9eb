import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * Namespaces every page's client components translate with. Only these go to the browser: the
 * site's long copy (legal pages, the user guide) stays on the server. Areas with more client text
 * (the preview) add their namespace with a provider of their own, so other pages do not carry it.
 */
const CLIENT_NAMESPACES = ['cookies', 'language', 'errors', 'status', 'auth', 'toasts', 'app'] as const;

export async function clientMessages(...extra: string[]): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].map((ns) => [ns, messages[ns]])) as AbstractIntlMessages;
}

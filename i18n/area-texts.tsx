import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages, pageMessages } from './client-messages';
import type { MessageArea } from './message-areas';

/**
 * The texts a section's client components translate with, for the pages below its layout (issue
 * 15.7): every area sent travels in each page's HTML and RSC payload, so a section sends its own
 * areas, not the whole catalogue. Nested inside the signed-in frame's provider, which carries only
 * what the frame needs; this one repeats those shared namespaces (a provider replaces, not merges).
 */
export async function AreaTexts({ areas, children }: { areas: readonly MessageArea[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages('workspace', ...areas)}>{children}</NextIntlClientProvider>;
}

/**
 * For a page that names its client texts by path (`catalogs.mapping`), with the frame's: smaller than
 * its areas whole, where the page uses a few parts of big areas (the conversion page, issue 15.7).
 */
export async function PageTexts({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={await pageMessages(paths)}>{children}</NextIntlClientProvider>;
}

/** Sections whose client texts are not sorted out yet: every area the signed-in product's client components use. */
export const ALL_CLIENT_AREAS: readonly MessageArea[] = ['catalogs', 'review', 'exports', 'batch', 'settings', 'inquiries', 'errors'];

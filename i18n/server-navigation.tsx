import { redirect as nextRedirect } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/site/locale-path';

/*
 * Locale-aware links and redirects for server code, without next-intl's navigation module: importing
 * that on the server registers its client Link (and with it next-intl's client runtime and message
 * formatter) in the page's JavaScript, even where no client component uses it. The public pages ship
 * without that runtime; the signed-in area's client components keep using i18n/navigation.ts.
 */

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link to a site page in the page's language: a plain anchor, not next/link. The pages that use it
 * (marketing, legal, sign-in) are small server-rendered documents, and next/link's client code (its
 * router glue and prefetching, ~3 KB gzip) was most of the JavaScript they carried beyond React and
 * Next's runtime (issue 15.5). A click loads the next page whole instead of as a client transition.
 * Not async, so both routers render it (decision 0023): in a server component useLocale reads the
 * request's locale, in the Pages Router's public pages _app's NextIntlClientProvider's.
 */
export function Link({ href, ...props }: LinkProps) {
  return <a href={localizedPath(useLocale(), href)} {...props} />;
}

/** Redirects to a site page in the given language (`/login` in German is `/de/login`). */
export function redirect({ href, locale }: { href: string; locale: string }): never {
  return nextRedirect(localizedPath(locale, href));
}

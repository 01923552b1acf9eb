import NextLink from 'next/link';
import { redirect as nextRedirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/site/locale-path';

/*
 * Locale-aware links and redirects for server code, without next-intl's navigation module: importing
 * that on the server registers its client Link (and with it next-intl's client runtime and message
 * formatter) in the page's JavaScript, even where no client component uses it. The public pages ship
 * without that runtime; the signed-in area's client components keep using i18n/navigation.ts.
 */

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string };

/** A link to a site page in the page's language. */
export async function Link({ href, ...props }: LinkProps) {
  return <NextLink href={localizedPath(await getLocale(), href)} {...props} />;
}

/** Redirects to a site page in the given language (`/login` in German is `/de/login`). */
export function redirect({ href, locale }: { href: string; locale: string }): never {
  return nextRedirect(localizedPath(locale, href));
}

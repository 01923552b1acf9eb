import type { AppProps } from 'next/app';
import { NextIntlClientProvider } from 'next-intl';
import type { SitePageProps } from '@/i18n/site-page-props';
import '@/app/globals.css';

/**
 * The Pages Router's frame: only the public site's content pages live here, rendered to HTML without
 * Next's or React's browser code (decision 0023). The provider gives the shared components their texts
 * on the server; with no runtime on the page, the messages never reach the browser.
 */
export default function SiteApp({ Component, pageProps }: AppProps<SitePageProps | Record<string, never>>) {
  // Next's own error pages (/404, /_error: prerendered at build time, never reached through the proxy,
  // which sends every path to a [locale] route) come without our props.
  if (!('locale' in pageProps)) return <Component {...pageProps} />;
  return (
    <NextIntlClientProvider locale={pageProps.locale} messages={pageProps.messages} timeZone="UTC">
      <Component {...pageProps} />
    </NextIntlClientProvider>
  );
}

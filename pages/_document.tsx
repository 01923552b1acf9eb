import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { SITE_BODY_CLASS } from '@/components/site/site-frame';

/** The page's language on <html>, from its [locale] segment, as the App Router's root layout sets it. */
export default function SiteDocument({ __NEXT_DATA__ }: DocumentProps) {
  const asked = __NEXT_DATA__.query.locale;
  const lang = typeof asked === 'string' && hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  return (
    <Html lang={lang}>
      <Head />
      <body className={SITE_BODY_CLASS}>
        <Main />
        {/* Renders nothing on our pages (unstable_runtimeJS: false); kept so a page without that setting still works. */}
        <NextScript />
      </body>
    </Html>
  );
}

import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { errorTexts } from '@/components/errors/error-texts';
import { ErrorTextsProvider } from '@/components/errors/error-texts-provider';
import { ClientErrorReporter } from '@/components/monitoring/client-error-reporter';
import { ComponentBoundary } from '@/components/errors/component-boundary';
import { ChatWidget } from '@/components/chat/chat-widget';
import { SITE_BODY_CLASS } from '@/components/site/site-frame';
import { CONSENT_FIRST_PAINT_SCRIPT } from '@/lib/consent';
import { getRuntimeConfig } from '@/lib/config';
import { localizedPath, siteOrigin } from '@/lib/site';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t('defaultTitle'), template: t('titleTemplate') },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Rendered per request, never prerendered: only then can Next stamp the proxy's CSP nonce on its
  // inline scripts (docs/decisions/0002-csp.md).
  await connection();
  const locale = await pageLocale(params);
  setRequestLocale(locale);

  // No NextIntlClientProvider here: public pages' client islands get their texts as props (the error
  // boundaries theirs from ErrorTextsProvider), so they ship without next-intl's client runtime and
  // message formatter. The signed-in area and the preview add the provider in their own layouts.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  // A broken configuration serves the Configuration Error screen alone (the proxy rewrites every
  // page to it): no site runs that could set a cookie to consent to, and a banner there would cover
  // the screen's Retry on a small window.
  const config = getRuntimeConfig();
  const siteRuns = config.ok;
  const chatOn = config.ok && config.config.features.aiChatbot;
  return (
    // The first-paint script may mark <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <body className={SITE_BODY_CLASS}>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_FIRST_PAINT_SCRIPT }} />
        <ErrorTextsProvider texts={await errorTexts()}>
          {children}
          {chatOn && (
            <ComponentBoundary>
              <ChatWidget />
            </ComponentBoundary>
          )}
        </ErrorTextsProvider>
        {siteRuns && <CookieConsent policyHref={localizedPath(locale, '/cookies')} nonce={nonce} />}
        {/* Uncaught errors are reported from every page; Web Vitals only from the product's pages (the
            signed-in area, the preview), whose layouts mount the reporter: the public site ships no
            monitoring code beyond this listener (issue 15.5). */}
        {siteRuns && config.config.features.monitoring && <ClientErrorReporter />}
      </body>
    </html>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { clientMessages } from '@/i18n/client-messages';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { Toaster } from '@/components/layout';
import { siteOrigin } from '@/lib/site';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
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
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={locale}>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <NextIntlClientProvider messages={await clientMessages()}>
          {children}
          <CookieConsent />
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/site/site-shell';
import { clientMessages } from '@/i18n/client-messages';
import { LazyWebVitalsReporter } from '@/components/monitoring/lazy-web-vitals-reporter';
import { monitoringOn } from '@/lib/monitoring/telemetry';

/**
 * The preview lives on the public site: header, footer, and its own error boundary (error.tsx)
 * inside. Its client islands need the `preview` messages, which only these pages send.
 */
export default async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  return (
    <NextIntlClientProvider messages={await clientMessages('preview')}>
      <SiteShell>{children}</SiteShell>
      {/* A product page, measured like the signed-in ones (the marketing pages ship no Web Vitals code). */}
      {monitoringOn() && <LazyWebVitalsReporter />}
    </NextIntlClientProvider>
  );
}

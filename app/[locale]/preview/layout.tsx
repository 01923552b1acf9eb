import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/site/site-shell';
import { clientMessages } from '@/i18n/client-messages';

/**
 * The preview lives on the public site: header, footer, and its own error boundary (error.tsx)
 * inside. Its client islands need the `preview` messages, which only these pages send.
 */
export default async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  return (
    <NextIntlClientProvider messages={await clientMessages('preview')}>
      <SiteShell>{children}</SiteShell>
    </NextIntlClientProvider>
  );
}

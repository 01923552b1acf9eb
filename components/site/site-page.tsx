import Head from 'next/head';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { CONSENT_FIRST_PAINT_SCRIPT } from '@/lib/consent';
import { localizedPath } from '@/lib/site/locale-path';
import { pageMetadata } from '@/lib/site/metadata';
import { SiteFrame } from './site-frame';

interface Props {
  locale: string;
  nonce: string | null;
  pagePath: string | null;
  /** The cookie banner: off when the configuration is broken (SitePageProps.consent). */
  consent: boolean;
  /** The page's path without the locale (`/pricing`), for its canonical URL and alternates. */
  path: string;
  title: string;
  description: string;
  /** Kept out of search results (the sign-in and sign-up pages). */
  noIndex?: boolean;
  children: ReactNode;
}

/**
 * A public page the Pages Router renders without framework JavaScript (decision 0023): the head the
 * App Router's metadata would write (same title template, description, canonical URL, alternates,
 * Open Graph), the consent first-paint script with the request's nonce, the site's frame and the
 * cookie banner. No chat widget and no client error reporter: they are React islands, and a page
 * without JavaScript of ours beyond the consent script has no client errors to report (decision 0023).
 */
export function SitePage({ locale, nonce, pagePath, consent, path, title, description, noIndex = false, children }: Props) {
  const t = useTranslations('metadata');
  const meta = pageMetadata({ locale, path, title, description });
  const alternates = meta.alternates;
  const languages = Object.entries((alternates?.languages ?? {}) as Record<string, string>);
  // The Open Graph fields pageMetadata gives the App Router's pages, written out here as Next would.
  const og = meta.openGraph as {
    title: string;
    description: string;
    url: string;
    siteName: string;
    locale: string;
    type: string;
  };
  return (
    <>
      <Head>
        {/* As the App Router writes it (the Pages Router's own default lacks initial-scale); the key replaces that default. */}
        <meta key="viewport" name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t('titleTemplate').replace('%s', title)}</title>
        <meta name="description" content={description} />
        <meta name="application-name" content={t('siteName')} />
        {noIndex && <meta name="robots" content="noindex" />}
        {typeof alternates?.canonical === 'string' && <link rel="canonical" href={alternates.canonical} />}
        {languages.map(([lang, href]) => (
          <link key={lang} rel="alternate" hrefLang={lang} href={href} />
        ))}
        <meta property="og:title" content={og.title} />
        <meta property="og:description" content={og.description} />
        <meta property="og:url" content={og.url} />
        <meta property="og:site_name" content={og.siteName} />
        <meta property="og:locale" content={og.locale} />
        <meta property="og:type" content={og.type} />
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
      </Head>
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: CONSENT_FIRST_PAINT_SCRIPT }} />
      <SiteFrame pagePath={pagePath}>{children}</SiteFrame>
      {consent && <CookieConsent policyHref={localizedPath(locale, '/cookies')} nonce={nonce ?? undefined} />}
    </>
  );
}

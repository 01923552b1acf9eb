import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SitePage } from '@/components/site/site-page';
import type { AuthPageProps } from '@/lib/auth';
import { formPageScript } from '@/lib/site/form-page-script';
import { AuthHeading } from './auth-heading';

interface Props {
  page: AuthPageProps;
  /** The page's path without the locale (`/login`). */
  path: string;
  /** Namespace under `auth` with the page's `metaTitle`, `title` and `intro`. */
  texts: 'signIn' | 'signUp' | 'forgot' | 'reset';
  /** The sign-in page, where sign-out lands, forgets the error-reporting user record (spec §3). */
  forgetReportingUser?: boolean;
  children: ReactNode;
}

/**
 * A sign-in, sign-up or password page in the Pages Router without framework JavaScript (decision 0023): the
 * public site's frame, the card the App Router's (auth) layout draws, the heading, and the page's
 * one inline script with the request's nonce.
 */
export function AuthPage({ page, path, texts, forgetReportingUser = false, children }: Props) {
  const t = useTranslations(`auth.${texts}`);
  const tMeta = useTranslations('metadata');
  return (
    <SitePage {...page} path={path} title={t('metaTitle')} description={tMeta('defaultDescription')} noIndex>
      <div className="container-page flex justify-center py-16">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <AuthHeading title={t('title')} intro={t('intro')} />
          {children}
        </div>
      </div>
      <script nonce={page.nonce ?? undefined} dangerouslySetInnerHTML={{ __html: formPageScript({ forgetReportingUser }) }} />
    </SitePage>
  );
}

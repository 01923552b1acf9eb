import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/marketing/page-intro';
import { SitePage } from '@/components/site/site-page';
import type { SitePageProps } from '@/i18n/site-page-props';
import { formPageScript } from '@/lib/site/form-page-script';

interface Props {
  page: SitePageProps;
  /** The page's path without the locale (`/contact`). */
  path: string;
  /** The page's namespace, with its `metaTitle`, `metaDescription`, `eyebrow`, `title`, `lead` and `formHeading`. */
  texts: 'contact' | 'requestDocs' | 'scheduleCall';
  /** The form section's heading id, as the App Router's page had it. */
  headingId: string;
  form: ReactNode;
  aside: ReactNode;
}

/**
 * A contact, request-docs or schedule-a-call page in the Pages Router without framework JavaScript
 * (decision 0025): the public site's frame, the intro, the form beside its aside, and the page's one
 * inline script (pending label, the call form's local calendar and zone) with the request's nonce.
 */
export function InquiryPage({ page, path, texts: namespace, headingId, form, aside }: Props) {
  const t = useTranslations(namespace);
  return (
    <SitePage {...page} path={path} title={t('metaTitle')} description={t('metaDescription')}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <h2 id={headingId} className="mb-6 text-xl font-semibold text-ink">
            {t('formHeading')}
          </h2>
          {form}
        </section>
        {aside}
      </div>
      <script nonce={page.nonce ?? undefined} dangerouslySetInnerHTML={{ __html: formPageScript({ forgetReportingUser: false }) }} />
    </SitePage>
  );
}

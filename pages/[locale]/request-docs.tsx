import { useTranslations } from 'next-intl';
import { DocsRequestForm } from '@/components/marketing/forms/docs-request-form';
import { InquiryPage } from '@/components/marketing/forms/inquiry-page';
import { Icon } from '@/components/marketing/icons';
import { readContent, stringsSchema } from '@/components/marketing/prose/content';
import { Link } from '@/i18n/server-navigation';
import { docsRequestPageProps, type InquiryPageProps } from '@/lib/inquiries/page-props';
import { localizedPath } from '@/lib/site';

// HTML only: no Next or React code in the browser (decisions 0023, 0025); the form posts to a route handler.
// `runtime` says what Next assumes anyway; it gives the object a property Next's page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = docsRequestPageProps;

/** Where the footer's "Request Docs" leads: a request for what the public pages do not hold. */
export default function RequestDocsPage(page: InquiryPageProps) {
  const t = useTranslations('requestDocs');
  const items = readContent(t, 'asideItems', stringsSchema);
  return (
    <InquiryPage
      page={page}
      path="/request-docs"
      headingId="docs-form-heading"
      texts="requestDocs"
      form={<DocsRequestForm action={localizedPath(page.locale, '/request-docs/send')} answer={page.answer} sent={page.sent} />}
      aside={
        <aside aria-labelledby="docs-aside-heading">
          <h2 id="docs-aside-heading" className="text-lg font-semibold text-ink">
            {t('asideHeading')}
          </h2>
          <ul className="mt-4 space-y-4">
            {items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-8 rounded-xl bg-slate-50 p-5 text-slate-700">
            {t('publicDocs')}{' '}
            <Link href="/docs" className="font-medium text-brand-700 underline underline-offset-2">
              {t('publicDocsLink')}
            </Link>
          </p>
        </aside>
      }
    />
  );
}

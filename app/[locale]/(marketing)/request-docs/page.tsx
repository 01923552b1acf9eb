import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { DocsRequestFormPanel } from '@/components/marketing/forms/inquiry-panels';
import { Icon } from '@/components/marketing/icons';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent, stringsSchema } from '@/components/marketing/prose/content';
import { Link } from '@/i18n/server-navigation';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'requestDocs' });
  return pageMetadata({ locale, path: '/request-docs', title: t('metaTitle'), description: t('metaDescription') });
}

/** Where the footer's "Request Docs" leads: a request for what the public pages do not hold. */
export default async function RequestDocsPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('requestDocs');
  const items = readContent(t, 'asideItems', stringsSchema);
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="docs-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <h2 id="docs-form-heading" className="mb-6 text-xl font-semibold text-ink">
            {t('formHeading')}
          </h2>
          <DocsRequestFormPanel />
        </section>
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
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { CallRequestFormPanel } from '@/components/marketing/forms/inquiry-panels';
import { Icon } from '@/components/marketing/icons';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent, stringsSchema } from '@/components/marketing/prose/content';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'scheduleCall' });
  return pageMetadata({
    locale,
    path: '/schedule-a-call',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function ScheduleCallPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('scheduleCall');
  const expectations = readContent(t, 'expect', stringsSchema);
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="call-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
        >
          <h2 id="call-form-heading" className="mb-6 text-xl font-semibold text-ink">
            {t('formHeading')}
          </h2>
          <CallRequestFormPanel />
        </section>
        <aside aria-labelledby="expect-heading">
          <h2 id="expect-heading" className="text-lg font-semibold text-ink">
            {t('expectHeading')}
          </h2>
          <ul className="mt-4 space-y-4">
            {expectations.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}

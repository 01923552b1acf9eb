import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { ContactFormPanel } from '@/components/marketing/forms/inquiry-panels';
import { Icon } from '@/components/marketing/icons';
import { PageIntro } from '@/components/marketing/page-intro';
import { Link } from '@/i18n/server-navigation';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

/** Addresses on the reserved .example domain until the production domain is set. */
const CHANNELS = [
  { key: 'general', email: 'hello@partsmith.example' },
  { key: 'security', email: 'security@partsmith.example' },
  { key: 'privacy', email: 'privacy@partsmith.example' },
  { key: 'legal', email: 'legal@partsmith.example' },
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({ locale, path: '/contact', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('contact');
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold text-ink">
            {t('formHeading')}
          </h2>
          <ContactFormPanel />
        </section>
        <aside aria-labelledby="contact-channels-heading">
          <h2 id="contact-channels-heading" className="text-lg font-semibold text-ink">
            {t('asideHeading')}
          </h2>
          <dl className="mt-4 space-y-4">
            {CHANNELS.map((channel) => (
              <div key={channel.key}>
                <dt className="text-sm text-slate-500">{t(`channels.${channel.key}`)}</dt>
                <dd>
                  <a
                    href={`mailto:${channel.email}`}
                    className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
                  >
                    <Icon name="mail" className="size-4" />
                    {channel.email}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 rounded-xl bg-slate-50 p-5">
            <p className="text-slate-700">{t('callPrompt')}</p>
            <Link href="/schedule-a-call" className="btn-primary mt-3 min-h-11">
              <Icon name="calendar" className="mr-2 size-4" />
              {t('callLink')}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

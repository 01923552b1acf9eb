import { useTranslations } from 'next-intl';
import { Icon, type IconName } from '@/components/marketing/icons';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent, stringsSchema } from '@/components/marketing/prose/content';
import { Link } from '@/i18n/server-navigation';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['partners']);

const PARTNER_TYPES: { key: 'consultants' | 'platforms' | 'receivers'; icon: IconName }[] = [
  { key: 'consultants', icon: 'people' },
  { key: 'platforms', icon: 'integration' },
  { key: 'receivers', icon: 'download' },
];

export default function PartnersPage(page: SitePageProps) {
  const t = useTranslations('partners');
  const benefits = readContent(t, 'benefits', stringsSchema);
  return (
    <SitePage {...page} path="/partners" title={t('metaTitle')} description={t('metaDescription')}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section aria-label={t('eyebrow')} className="container-page py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {PARTNER_TYPES.map((type) => (
            <li key={type.key} className="rounded-xl border border-slate-200 bg-white p-6">
              <Icon name={type.icon} className="size-7 text-brand-600" />
              <h2 className="mt-4 text-lg font-semibold text-ink">{t(`types.${type.key}.title`)}</h2>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`types.${type.key}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="border-y border-slate-200 bg-slate-50">
        <div className="container-page grid gap-12 py-16 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-ink">{t('benefitsHeading')}</h2>
            <ul className="mt-6 space-y-3">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-700">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-ink">{t('dataHeading')}</h2>
            <p className="mt-4 leading-relaxed text-slate-700">{t('dataText')}</p>
            <p className="mt-4 leading-relaxed text-slate-600">{t('directoryNote')}</p>
            <Link href="/contact" className="btn-primary mt-6 min-h-11 px-5">
              {t('cta')}
            </Link>
          </div>
        </div>
      </section>
    </SitePage>
  );
}

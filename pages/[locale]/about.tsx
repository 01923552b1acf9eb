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

export const getServerSideProps = sitePageProps(['about']);

const PRINCIPLES: { key: 'machines' | 'people' | 'evidence'; icon: IconName }[] = [
  { key: 'machines', icon: 'sparkles' },
  { key: 'people', icon: 'people' },
  { key: 'evidence', icon: 'shieldCheck' },
];

export default function AboutPage(page: SitePageProps) {
  const t = useTranslations('about');
  const promises = readContent(t, 'promises', stringsSchema);
  return (
    <SitePage {...page} path="/about" title={t('metaTitle')} description={t('metaDescription')}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section aria-labelledby="mission-heading" className="container-page py-16">
        <div className="max-w-3xl">
          <h2 id="mission-heading" className="text-2xl font-bold text-ink">
            {t('missionHeading')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('mission')}</p>
        </div>
      </section>
      <section aria-labelledby="principles-heading" className="border-y border-slate-200 bg-slate-50">
        <div className="container-page py-16">
          <h2 id="principles-heading" className="text-2xl font-bold text-ink">
            {t('principlesHeading')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {PRINCIPLES.map((principle) => (
              <li key={principle.key} className="rounded-xl border border-slate-200 bg-white p-6">
                <Icon name={principle.icon} className="size-7 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-ink">
                  {t(`principles.${principle.key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">
                  {t(`principles.${principle.key}.description`)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="container-page grid gap-12 py-16 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-ink">{t('promisesHeading')}</h2>
          <ul className="mt-6 space-y-3">
            {promises.map((promise) => (
              <li key={promise} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-ink">{t('independenceHeading')}</h2>
          <p className="mt-4 leading-relaxed text-slate-700">{t('independence')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/contact" className="btn-primary min-h-11 px-5">
              {t('primaryCta')}
            </Link>
            <Link href="/docs" className="btn-secondary min-h-11 px-5">
              {t('secondaryCta')}
            </Link>
          </div>
        </div>
      </section>
    </SitePage>
  );
}

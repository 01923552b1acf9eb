import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { Icon } from '@/components/marketing/icons';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent, stringsSchema } from '@/components/marketing/prose/content';
import { Link } from '@/i18n/server-navigation';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['pricing']);

const PLANS = [
  { key: 'pilot', href: '/schedule-a-call' },
  { key: 'team', href: '/contact' },
  { key: 'enterprise', href: '/contact' },
] as const;

const faqSchema = z
  .array(z.object({ question: z.string().min(1), answer: z.string().min(1) }).strict())
  .min(1);

export default function PricingPage(page: SitePageProps) {
  const t = useTranslations('pricing');
  const steps = readContent(t, 'accessSteps', stringsSchema);
  const faq = readContent(t, 'faq', faqSchema);
  return (
    <SitePage {...page} path="/pricing" title={t('metaTitle')} description={t('metaDescription')}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section aria-label={t('eyebrow')} className="container-page py-16">
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.key}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <h2 className="text-xl font-bold text-ink">{t(`plans.${plan.key}.name`)}</h2>
              <p className="mt-1 font-semibold text-brand-700">{t(`plans.${plan.key}.price`)}</p>
              <p className="mt-3 text-slate-600">{t(`plans.${plan.key}.summary`)}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {readContent(t, `plans.${plan.key}.features`, stringsSchema).map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm text-slate-700">
                    <Icon name="check" className="size-5 shrink-0 text-emerald-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Link href={plan.href} className="btn-secondary mt-8 min-h-11">
                {t(`plans.${plan.key}.cta`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="access-heading" className="border-y border-slate-200 bg-slate-50">
        <div className="container-page py-16">
          <h2 id="access-heading" className="text-2xl font-bold text-ink">
            {t('accessHeading')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-4">
            {steps.map((step, index) => (
              <li key={index} className="rounded-xl border border-slate-200 bg-white p-5">
                <span
                  aria-hidden="true"
                  className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="mt-3 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="container-page py-16">
        <h2 id="faq-heading" className="text-2xl font-bold text-ink">
          {t('faqHeading')}
        </h2>
        <dl className="mt-8 grid max-w-4xl gap-8 md:grid-cols-2">
          {faq.map((entry) => (
            <div key={entry.question}>
              <dt className="font-semibold text-ink">{entry.question}</dt>
              <dd className="mt-2 leading-relaxed text-slate-600">{entry.answer}</dd>
            </div>
          ))}
        </dl>
        <Link href="/schedule-a-call" className="btn-primary mt-10 min-h-11 px-6">
          {t('cta')}
        </Link>
      </section>
    </SitePage>
  );
}

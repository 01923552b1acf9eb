import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { Icon, type IconName } from '../icons';
import { SectionHeading } from '../section-heading';

const STEPS: { key: 'upload' | 'match' | 'export'; icon: IconName }[] = [
  { key: 'upload', icon: 'upload' },
  { key: 'match', icon: 'sparkles' },
  { key: 'export', icon: 'download' },
];

export function HomeProcess() {
  const t = useTranslations('home.process');
  const common = useTranslations('siteCommon');
  return (
    <section aria-labelledby="process-heading" className="border-y border-slate-200 bg-slate-50">
      <div className="container-page py-20">
        <SectionHeading id="process-heading" title={t('heading')} lead={t('lead')} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.key} className="relative rounded-xl border border-slate-200 bg-white p-6">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-brand-600 text-white">
                  <Icon name={step.icon} className="size-5" />
                </span>
                <span className="text-sm font-semibold text-brand-700">
                  {common('stepLabel', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`steps.${step.key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`steps.${step.key}.description`)}</p>
            </li>
          ))}
        </ol>
        <Link
          href="/how-it-works"
          className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-600"
        >
          {t('link')}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

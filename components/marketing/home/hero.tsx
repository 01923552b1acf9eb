import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { WorkflowCard } from './workflow-card';

export function HomeHero() {
  const t = useTranslations('home');
  return (
    <section className="overflow-hidden border-b border-slate-200 bg-linear-to-b from-brand-50 via-white to-white">
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('title')}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{t('lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/schedule-a-call" className="btn-primary min-h-11 px-5">
              {t('primaryCta')}
            </Link>
            <Link href="/how-it-works" className="btn-secondary min-h-11 px-5">
              {t('secondaryCta')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-500">{t('accessNote')}</p>
        </div>
        <WorkflowCard />
      </div>
    </section>
  );
}

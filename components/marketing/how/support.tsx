import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { previewLinksShown } from '@/lib/site/preview-flag';
import { Icon, type IconName } from '../icons';
import { SectionHeading } from '../section-heading';

const PANELS: { key: 'onboarding' | 'standards' | 'integration'; icon: IconName }[] = [
  { key: 'onboarding', icon: 'support' },
  { key: 'standards', icon: 'standards' },
  { key: 'integration', icon: 'integration' },
];

export function HowSupport() {
  const t = useTranslations('howItWorks.support');
  return (
    <section aria-labelledby="support-heading" className="border-y border-slate-200 bg-slate-50">
      <div className="container-page py-16">
        <SectionHeading id="support-heading" title={t('heading')} lead={t('lead')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PANELS.map((panel) => (
            <li key={panel.key} className="rounded-xl border border-slate-200 bg-white p-6">
              <Icon name={panel.icon} className="size-7 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`panels.${panel.key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`panels.${panel.key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The "Try the Live Preview" call to action; none while the preview is switched off (its page only redirects home). */
export function HowPreviewCta() {
  if (!previewLinksShown()) return null;
  return <PreviewCta />;
}

function PreviewCta() {
  const t = useTranslations('howItWorks.cta');
  return (
    <section aria-labelledby="preview-heading" className="container-page py-16">
      <div className="rounded-2xl bg-ink px-6 py-12 text-center text-white sm:px-12">
        <h2 id="preview-heading" className="text-3xl font-bold tracking-tight">
          {t('heading')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">{t('lead')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/preview" className="btn-primary min-h-11 px-6">
            {t('primary')}
          </Link>
          <Link href="/docs" className="btn-secondary min-h-11 px-6">
            {t('secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

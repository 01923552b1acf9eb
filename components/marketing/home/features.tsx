import { useTranslations } from 'next-intl';
import { Icon } from '../icons';
import { SectionHeading } from '../section-heading';

/** The spec's six feature items; each key is also its icon. */
export const FEATURE_KEYS = [
  'accuracy',
  'speed',
  'language',
  'security',
  'crossReference',
  'validation',
] as const;

export function HomeFeatures() {
  const t = useTranslations('home.features');
  return (
    <section aria-labelledby="features-heading" className="container-page py-20">
      <SectionHeading id="features-heading" title={t('heading')} lead={t('lead')} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_KEYS.map((key) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-6">
            <span className="grid size-11 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={key} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{t(`items.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

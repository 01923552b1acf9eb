import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { Icon, type IconName } from '../icons';
import { SectionHeading } from '../section-heading';

const BADGES = [
  { key: 'aces', logo: 'ACES' },
  { key: 'pies', logo: 'PIES' },
] as const;

const EVIDENCE: { key: 'validators' | 'structure' | 'audit'; icon: IconName }[] = [
  { key: 'validators', icon: 'validation' },
  { key: 'structure', icon: 'language' },
  { key: 'audit', icon: 'shieldCheck' },
];

export function HomePlatform() {
  const t = useTranslations('home.platform');
  return (
    <section aria-labelledby="platform-heading" className="container-page py-20">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id="platform-heading" title={t('heading')} lead={t('lead')} />
        <ul className="flex flex-wrap gap-3">
          {BADGES.map((badge) => (
            <li
              key={badge.key}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
            >
              <span
                aria-hidden="true"
                className="grid h-9 w-14 place-items-center rounded-md bg-ink font-mono text-xs font-bold tracking-wider text-white"
              >
                {badge.logo}
              </span>
              <span>
                <span className="block font-semibold text-ink">{t(`badges.${badge.key}.label`)}</span>
                <span className="block text-sm text-slate-600">{t(`badges.${badge.key}.detail`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {EVIDENCE.map((card) => (
          <li
            key={card.key}
            className="rounded-xl border border-slate-200 bg-linear-to-b from-white to-slate-50 p-6"
          >
            <Icon name={card.icon} className="size-7 text-brand-600" />
            <h3 className="mt-4 text-lg font-semibold text-ink">{t(`evidence.${card.key}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{t(`evidence.${card.key}.description`)}</p>
          </li>
        ))}
      </ul>
      <Link
        href="/standards"
        className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-600"
      >
        {t('standardsLink')}
        <Icon name="arrowRight" className="size-4" />
      </Link>
    </section>
  );
}

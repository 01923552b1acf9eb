import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { Icon, type IconName } from '../icons';

const SECURITY_BADGES = [
  { key: 'secureProcessing', icon: 'shieldCheck' },
  { key: 'encryptedTransfer', icon: 'lock' },
  { key: 'privacyFocused', icon: 'privacy' },
  { key: 'industryStandards', icon: 'standards' },
  { key: 'reliableService', icon: 'server' },
  { key: 'autoDelete', icon: 'autoDelete' },
] as const satisfies readonly { key: string; icon: IconName }[];

const POINTS = ['noTraining', 'isolation', 'retention', 'compliance'] as const;

/** The closing call to action, with the security badges and the four promises behind them. */
export function HomeClosingCta() {
  const t = useTranslations('home.cta');
  return (
    <section aria-labelledby="cta-heading" className="bg-ink text-white">
      <div className="container-page grid gap-12 py-20 lg:grid-cols-2">
        <div>
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t('heading')}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-300">{t('lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/schedule-a-call" className="btn-primary min-h-11 px-5">
              {t('primary')}
            </Link>
            <Link href="/contact" className="btn-secondary min-h-11 px-5">
              {t('secondary')}
            </Link>
          </div>
        </div>
        <div>
          <h3 className="text-lg font-semibold">{t('securityHeading')}</h3>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {SECURITY_BADGES.map((badge) => (
              <li
                key={badge.key}
                className="flex items-center gap-2 rounded-lg border border-white/15 bg-white/5 px-3 py-2.5 text-sm font-medium"
              >
                <Icon name={badge.icon} className="size-5 shrink-0 text-brand-100" />
                <span className="min-w-0 hyphens-auto wrap-break-word">{t(`badges.${badge.key}`)}</span>
              </li>
            ))}
          </ul>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-200">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
                <span>{t(`points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

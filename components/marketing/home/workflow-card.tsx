import { useTranslations } from 'next-intl';
import { Icon, type IconName } from '../icons';

const STEPS: { key: 'ingest' | 'review' | 'export'; icon: IconName; state: 'done' | 'current' | 'next' }[] = [
  { key: 'ingest', icon: 'upload', state: 'done' },
  { key: 'review', icon: 'review', state: 'current' },
  { key: 'export', icon: 'download', state: 'next' },
];

const STATUS_STYLE = {
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  current: 'bg-amber-50 text-amber-900 ring-amber-200',
  next: 'bg-slate-50 text-slate-600 ring-slate-200',
} as const;

/** The hero's picture of a job moving through Ingest → Review → Export, with one confidence note. */
export function WorkflowCard() {
  const t = useTranslations('home.heroCard');
  return (
    <figure className="relative">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-700/10">
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 pb-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('jobLabel')}</p>
            <p className="mt-1 font-mono text-sm text-ink">{t('file')}</p>
          </div>
          <Icon name="file" className="size-6 shrink-0 text-slate-400" />
        </div>
        <ol className="mt-4 space-y-3">
          {STEPS.map((step) => (
            <li key={step.key} className="flex items-center gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={step.icon} className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{t(`steps.${step.key}.title`)}</p>
                <p className="truncate text-sm text-slate-600">{t(`steps.${step.key}.detail`)}</p>
              </div>
              <span
                className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLE[step.state]}`}
              >
                {t(`steps.${step.key}.status`)}
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {t('confidenceTitle')}
          </p>
          <p className="mt-1 font-mono text-sm leading-relaxed text-ink">{t('confidenceNote')}</p>
          <p className="mt-2 text-xs text-slate-600">{t('confidenceFoot')}</p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-xs text-slate-500">{t('caption')}</figcaption>
    </figure>
  );
}

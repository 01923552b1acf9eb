import { useTranslations } from 'next-intl';
import { Icon, type IconName } from '../icons';
import { readContent, termsSchema } from '../prose/content';
import { InlineText } from '../prose/inline-text';

const STAGES: { key: 'ingest' | 'review' | 'export'; icon: IconName }[] = [
  { key: 'ingest', icon: 'upload' },
  { key: 'review', icon: 'people' },
  { key: 'export', icon: 'shieldCheck' },
];

/** The three stages of How It Works, each with the points the spec lists. */
export function HowStages() {
  const t = useTranslations('howItWorks.stages');
  const common = useTranslations('siteCommon');
  return (
    <ol className="container-page space-y-16 py-16">
      {STAGES.map((stage, index) => {
        const points = readContent(t, `${stage.key}.points`, termsSchema);
        return (
          <li key={stage.key}>
            <section aria-labelledby={`stage-${stage.key}`} className="grid gap-8 lg:grid-cols-[20rem_1fr]">
              <div>
                <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon name={stage.icon} />
                </span>
                <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">
                  {common('stageLabel', { number: index + 1 })}
                </p>
                <h2 id={`stage-${stage.key}`} className="mt-1 text-2xl font-bold text-ink">
                  {t(`${stage.key}.title`)}
                </h2>
                <p className="mt-3 leading-relaxed text-slate-600">{t(`${stage.key}.description`)}</p>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2">
                {points.map((point) => (
                  <li key={point.term} className="rounded-xl border border-slate-200 bg-white p-5">
                    <h3 className="flex items-center gap-2 font-semibold text-ink">
                      <Icon name="check" className="size-5 shrink-0 text-emerald-600" />
                      {point.term}
                    </h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">
                      <InlineText text={point.detail} />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ol>
  );
}

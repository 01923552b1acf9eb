'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import type { PreviewSampleInfo } from '@/lib/preview/types';
import type { AppMessages } from '@/i18n/messages';

/** Every bundled sample has its title and description under `preview.samples` (tests/unit/i18n). */
const sampleKey = (id: string) => id as keyof AppMessages['preview']['samples'];

/** One button per sample catalog: pressing it converts that sample. */
export function SamplePicker({
  samples,
  selected,
  disabled,
  onPick,
}: {
  samples: PreviewSampleInfo[];
  selected: string | null;
  disabled: boolean;
  onPick: (sample: PreviewSampleInfo) => void;
}) {
  const t = useTranslations('preview');
  const locale = useLocale();
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('picker.samples')}</h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {samples.map((sample) => {
          const pressed = selected === sample.id;
          return (
            <li key={sample.id}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-describedby={`sample-${sample.id}-description`}
                disabled={disabled}
                onClick={() => onPick(sample)}
                data-sample={sample.id}
                className={`flex h-full min-h-11 w-full flex-col rounded-xl border p-4 text-left transition hover:border-brand-500 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 ${
                  pressed ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-500' : 'border-slate-200 bg-white'
                }`}
              >
                <span className="font-semibold text-ink">{t(`samples.${sampleKey(sample.id)}.title`)}</span>
                <span id={`sample-${sample.id}-description`} className="mt-1 text-sm text-slate-600">
                  {t(`samples.${sampleKey(sample.id)}.description`)}
                </span>
                <span className="mt-3 font-mono text-xs text-slate-500">
                  {sample.file} ·{' '}
                  {t('picker.rowsAndSize', {
                    format: sample.format.toUpperCase(),
                    size: formatBytes(sample.bytes, locale),
                  })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

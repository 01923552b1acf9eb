'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { PREVIEW_LIMITS } from '@/lib/preview/limits';

/** A drop zone with an ordinary file input inside, so keyboard and screen-reader users get the same. */
export function FileDrop({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const t = useTranslations('preview');
  const format = useFormatter();
  const locale = useLocale();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
    // Clearing the input lets the same file be chosen again after fixing it.
    if (input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('picker.ownFile')}</h3>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`mt-3 rounded-xl border-2 border-dashed p-6 text-center ${over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <p className="text-slate-700">
          {t('picker.dropHint')}{' '}
          <label htmlFor={inputId} className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2">
            {t('picker.choose')}
          </label>
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          aria-label={t('picker.fileLabel')}
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={disabled}
          onChange={(event) => take(event.target.files)}
          className="sr-only"
        />
        <p className="mt-2 text-sm text-slate-500">
          {t('limits', { maxSize: formatBytes(PREVIEW_LIMITS.maxBytes, locale), maxRows: format.number(PREVIEW_LIMITS.maxRows) })}
        </p>
      </div>
    </div>
  );
}

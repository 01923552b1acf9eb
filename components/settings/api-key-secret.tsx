'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { controlClass, Field } from '@/components/ui/field';

/**
 * A new key's secret, shown this once: the server keeps only its hash. A copy button, a plain
 * warning, and a button that puts it away for good (the page never gets it back).
 */
export function ApiKeySecret({ name, secret, onDismiss }: { name: string; secret: string; onDismiss(): void }) {
  const t = useTranslations('settings.apiKeys');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const headingId = useId();
  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h4 id={headingId} className="font-semibold text-ink">
        {t('secretTitle', { name })}
      </h4>
      <p className="text-sm text-amber-900">{t('secretWarning')}</p>
      <Field label={t('secretLabel')}>
        {(control) => (
          <div className="flex flex-wrap gap-2">
            <input
              {...control}
              readOnly
              value={secret}
              onFocus={(e) => e.currentTarget.select()}
              spellCheck={false}
              className={`${controlClass} min-w-0 flex-1 font-mono text-sm`}
            />
            <button type="button" onClick={copySecret} className="btn-primary min-h-11">
              {t('copy')}
            </button>
          </div>
        )}
      </Field>
      <p aria-live="polite" className="text-sm text-slate-700">
        {copy === 'copied' && t('copied')}
        {copy === 'failed' && t('copyFailed')}
      </p>
      <button type="button" onClick={onDismiss} className="btn-secondary min-h-11">
        {t('dismiss')}
      </button>
    </section>
  );
}

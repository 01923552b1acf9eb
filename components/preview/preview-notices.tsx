import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { PREVIEW_BRAND, PREVIEW_LIMITS } from '@/lib/preview/limits';

/** What a visitor should know before converting: demo reference data, nothing stored, the limits, the brand. */
export async function PreviewNotices() {
  const t = await getTranslations('preview');
  const format = await getFormatter();
  const locale = await getLocale();
  return (
    <div className="mt-8 grid gap-4 md:grid-cols-2">
      <div role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t('demoReference')}</p>
        <p className="mt-1">{t('demoReferenceNote')}</p>
        <p className="mt-1">{t('brand', { brand: PREVIEW_BRAND })}</p>
      </div>
      <div role="note" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
        <p className="font-semibold">{t('nothingStored')}</p>
        <p className="mt-1">{t('limits', { maxSize: formatBytes(PREVIEW_LIMITS.maxBytes, locale), maxRows: format.number(PREVIEW_LIMITS.maxRows) })}</p>
      </div>
    </div>
  );
}

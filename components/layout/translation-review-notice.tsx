import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';

/** The spec flags de/fr/es/it home and how-it-works copy for human review; say so on the page. */
export async function TranslationReviewNotice() {
  const locale = await getLocale();
  if (locale === routing.defaultLocale) return null;
  const t = await getTranslations('translationReview');
  return (
    <p role="note" className="border-b border-amber-200 bg-amber-50 py-2 text-center text-sm text-amber-900">
      {t('notice')}
    </p>
  );
}

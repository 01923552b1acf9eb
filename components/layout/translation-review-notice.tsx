import { useLocale, useTranslations } from 'next-intl';
import { routing } from '@/i18n/routing';

/** The spec flags de/fr/es/it home and how-it-works copy for human review; say so on the page. */
export function TranslationReviewNotice() {
  const locale = useLocale();
  const t = useTranslations('translationReview');
  if (locale === routing.defaultLocale) return null;
  return (
    <p role="note" className="border-b border-amber-200 bg-amber-50 py-2 text-center text-sm text-amber-900">
      {t('notice')}
    </p>
  );
}

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ReviewView } from './view-choice';

interface Props {
  conversionId: string;
  view: ReviewView;
}

/**
 * The two ways through the queue, as links (each view has its own URL and works without
 * JavaScript): by value — one decision per value that held rows — and row by row.
 */
export function ReviewViews({ conversionId, view }: Props) {
  const t = useTranslations('review.values.views');
  const base = `/catalogs/${conversionId}/review`;
  const linkClass = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'text-brand-700 underline underline-offset-2 hover:bg-brand-50'}`;
  return (
    <nav aria-label={t('label')} className="flex flex-wrap gap-2 rounded-xl border border-slate-200 bg-white p-2">
      <Link href={`${base}?view=values`} aria-current={view === 'values' ? 'page' : undefined} className={linkClass(view === 'values')}>
        {t('values')}
      </Link>
      <Link href={`${base}?view=rows`} aria-current={view === 'rows' ? 'page' : undefined} className={linkClass(view === 'rows')}>
        {t('rows')}
      </Link>
    </nav>
  );
}

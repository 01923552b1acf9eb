import { useTranslations } from 'next-intl';
import type { ConversionProgress } from '@/lib/data/catalogs/types';

const TONE: Record<ConversionProgress['status'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-brand-100 text-brand-700',
  succeeded: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

/** A conversion's status as a coloured word (the colour is never the only signal). */
export function ConversionStatusBadge({ status }: { status: ConversionProgress['status'] }) {
  const t = useTranslations('catalogs.status');
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`} data-status={status}>
      {t(status)}
    </span>
  );
}

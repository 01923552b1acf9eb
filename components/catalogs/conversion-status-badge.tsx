import { useTranslations } from 'next-intl';
import type { ConversionProgress } from '@/lib/data/catalogs/types';
import { StatusPill, type PillTone } from '@/components/ui/status-pill';

const TONE: Record<ConversionProgress['status'], PillTone> = { queued: 'neutral', running: 'active', succeeded: 'good', failed: 'bad' };

/** A conversion's status, the same wherever a conversion is listed or followed (catalogs, its progress, the dashboard). */
export function ConversionStatusBadge({ status }: { status: ConversionProgress['status'] }) {
  const t = useTranslations('catalogs.status');
  return <StatusPill tone={TONE[status]}>{t(status)}</StatusPill>;
}

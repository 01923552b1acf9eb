import { useTranslations } from 'next-intl';
import { shortReleaseHash, type ReferencePin } from '@/lib/data/reference/types';

/**
 * The release a conversion is pinned to, as one sentence: its id (or the demo set), version date and
 * the start of its hash (the whole hash on hover, and in the evidence bundle). Review and every
 * export of the conversion use exactly this release (decision 0008).
 */
export function PinnedRelease({ pin }: { pin: ReferencePin }) {
  const t = useTranslations('catalogs.reference');
  const values = { id: pin.releaseId ?? 0, date: pin.versionDate ?? '—', hash: shortReleaseHash(pin.sha256) };
  const text = pin.sha256 === null ? t('pinnedUnknown') : pin.releaseId === null ? t('pinnedDemo', values) : t('pinnedRelease', values);
  return (
    <span data-testid="pinned-release" data-release={pin.releaseId ?? 'demo'} title={pin.sha256 ?? undefined}>
      {text}
    </span>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ValueCandidate } from '@/lib/catalog/normalize/learned-terms';
import type { ValueGroup } from '@/lib/data/catalogs/types';

interface Props {
  conversionId: string;
  group: ValueGroup;
  canDecide: boolean;
  busy: boolean;
  onUse: (candidate: ValueCandidate) => void;
  onPickOther: () => void;
  onReject: () => void;
}

/** `partType:bremsbelagsatz`: the row view's value filter for a group. */
export const groupFilter = (group: Pick<ValueGroup, 'field' | 'key'>) => `${group.field}:${group.key}`;

/**
 * One value that held rows: how many rows and parts, the reference's best candidates as one-click
 * decisions, another entry from the reference, rejecting the rows, and a link to the rows themselves.
 */
export function ValueGroupCard({ conversionId, group, canDecide, busy, onUse, onPickOther, onReject }: Props) {
  const t = useTranslations('review.values');
  const headingId = `value-${group.field}-${group.key}-heading`;
  const field = t(`fields.${group.field}`);

  return (
    <article aria-labelledby={headingId} data-value={groupFilter(group)} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="break-all text-lg font-semibold text-ink">
          {t('title', { field, term: group.term })}
        </h3>
        <p className="text-sm text-slate-700" data-testid="value-counts">
          {t('counts', { pending: group.pendingRows, rows: group.rows, parts: group.parts })}
        </p>
      </div>
      <p className="mt-1 flex flex-wrap gap-2 text-xs">
        {group.codes.map((code) => (
          <span key={code} className="rounded bg-amber-50 px-1.5 py-0.5 font-mono text-amber-900">
            {code}
          </span>
        ))}
        <span className="text-slate-600">{t('sampleRows', { rows: group.sampleRows.join(', ') })}</span>
      </p>

      <h4 className="mt-3 text-sm font-semibold text-ink">{t('candidatesLabel')}</h4>
      {group.candidates.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('noCandidates')}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {group.candidates.map((candidate) => (
            <li key={candidate.referenceId}>
              <button
                type="button"
                className="btn-secondary min-h-11 text-left"
                disabled={!canDecide || busy || group.pendingRows === 0}
                aria-label={t('useCandidate', { name: candidate.name, count: group.pendingRows })}
                onClick={() => onUse(candidate)}
              >
                {group.field === 'qty'
                  ? t('candidateQty', { name: candidate.name })
                  : t('candidate', { name: candidate.name, id: candidate.referenceId, confidence: candidate.confidence })}
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {canDecide && group.pendingRows > 0 && (
          <>
            <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={onPickOther}>
              {t('other')}
            </button>
            <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={onReject}>
              {t('reject')}
            </button>
          </>
        )}
        <Link
          href={`/catalogs/${conversionId}/review?${new URLSearchParams({ view: 'rows', value: groupFilter(group) })}`}
          className="min-h-11 content-center px-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('seeRows')}
        </Link>
      </div>
    </article>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { QueueCounts, QueueFilter } from '@/lib/data/catalogs/types';
import { Choice } from '@/components/ui/field';

type Decision = 'approved' | 'rejected';

interface Props {
  shown: number;
  selected: number;
  filter: QueueFilter;
  matching: QueueCounts['matching'];
  busy: boolean;
  onToggleAll: () => void;
  onDecideSelected: (decision: Decision | null) => void;
  onOverrideSelected: () => void;
  onDecideMatching: (decision: Decision) => void;
}

/**
 * Decisions for many rows: the selected ones (checkboxes, or "select all shown"), or every pending
 * row the filter matches — the latter only after a confirmation that says how many rows it takes.
 */
export function BulkActions({ shown, selected, filter, matching, busy, onToggleAll, onDecideSelected, onOverrideSelected, onDecideMatching }: Props) {
  const t = useTranslations('review.bulk');
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const count = (decision: Decision) => (decision === 'approved' ? matching.pendingFlagged : matching.pending);
  const scope = filter.value
    ? t('scopeValue')
    : filter.code
    ? filter.outcome
      ? t('scopeCodeOutcome', { code: filter.code, outcome: t(`outcomes.${filter.outcome}`) })
      : t('scopeCode', { code: filter.code })
    : filter.outcome
      ? t('scopeOutcome', { outcome: t(`outcomes.${filter.outcome}`) })
      : t('scopeAll');
  const offerMatching = filter.state !== 'decided' && matching.pending > 0;

  return (
    <section aria-label={t('label')} className="sticky top-0 z-20 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 backdrop-blur">
      <Choice type="checkbox" checked={shown > 0 && selected === shown} disabled={shown === 0} onChange={onToggleAll} label={t('selectAll', { count: shown })} className="font-medium" />
      {selected > 0 && (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('selectedGroup')}>
          <span className="text-sm text-slate-700" aria-live="polite">
            {t('selected', { count: selected })}
          </span>
          <button type="button" className="btn-primary min-h-11" disabled={busy} onClick={() => onDecideSelected('approved')}>
            {t('approveSelected')}
          </button>
          <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={onOverrideSelected}>
            {t('overrideSelected')}
          </button>
          <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecideSelected('rejected')}>
            {t('rejectSelected')}
          </button>
          <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecideSelected(null)}>
            {t('clearSelected')}
          </button>
        </div>
      )}
      {offerMatching && (
        <div className="ml-auto flex flex-wrap items-center gap-2" role="group" aria-label={t('matchingGroup')}>
          {matching.pendingFlagged > 0 && (
            <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => setConfirming('approved')}>
              {t('approveMatching', { count: matching.pendingFlagged })}
            </button>
          )}
          <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => setConfirming('rejected')}>
            {t('rejectMatching', { count: matching.pending })}
          </button>
        </div>
      )}
      {confirming && (
        <Modal role="alertdialog" title={t(confirming === 'approved' ? 'confirmApproveTitle' : 'confirmRejectTitle', { count: count(confirming) })} onClose={() => setConfirming(null)}>
          <p className="text-slate-700">{scope}</p>
          <p className="mt-2 text-sm text-slate-600">{confirming === 'approved' ? t('confirmApproveNote') : t('confirmRejectNote')}</p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="btn-secondary min-h-11" data-autofocus onClick={() => setConfirming(null)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn-primary min-h-11"
              onClick={() => {
                const decision = confirming;
                setConfirming(null);
                onDecideMatching(decision);
              }}
            >
              {t(confirming === 'approved' ? 'confirmApprove' : 'confirmReject', { count: count(confirming) })}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

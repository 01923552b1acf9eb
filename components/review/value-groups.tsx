'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ReviewSummary as Summary, ValueDecisionInput, ValueGroup } from '@/lib/data/catalogs/types';
import { Modal } from '@/components/ui/modal';
import type { ValueActions, ValueGroupsPage } from './queue-types';
import { ReferenceScopeProvider } from './reference-scope';
import { ReviewSummary } from './review-summary';
import { groupFilter, ValueGroupCard } from './value-group-card';
import { ValuePicker } from './value-picker';
import { Alert } from '@/components/ui/alert';
import { useActionText } from '@/components/ui/use-action-text';

interface Props {
  conversionId: string;
  /** Owners and reviewers on a finished conversion; the server checks again on every action. */
  canDecide: boolean;
  initial: ValueGroupsPage & { summary: Summary };
  actions: ValueActions;
}

type Status = { kind: 'done' | 'error'; text: string } | null;

/**
 * Review by value: the values that held rows, most pending rows first. One decision settles every
 * pending row with the value (the server answers with fresh groups and counts, since a decision
 * also changes the values sharing its rows); the rest stays for the row-by-row view.
 */
export function ValueGroups({ conversionId, canDecide, initial, actions }: Props) {
  const t = useTranslations('review.values');
  const tErrors = useTranslations('review.errors');
  const text = useActionText();
  const [groups, setGroups] = useState(initial.groups);
  const [next, setNext] = useState(initial.next);
  const [summary, setSummary] = useState(initial.summary);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [picking, setPicking] = useState<ValueGroup | null>(null);
  const [rejecting, setRejecting] = useState<ValueGroup | null>(null);

  async function decide(group: ValueGroup, decision: ValueDecisionInput, name?: string) {
    if (!canDecide || busy) return;
    setBusy(true);
    setPicking(null);
    setRejecting(null);
    try {
      const result = await actions.decideValue({ conversionId, decision, shown: groups.length });
      if (!result.ok) {
        setStatus({ kind: 'error', text: text(result.error) });
        if (result.error.code === 'conflict') await reload();
        return;
      }
      const { outcome, page } = result.data;
      const field = t(`fields.${group.field}`);
      const done =
        decision.decision === 'overridden'
          ? t('status.overridden', { field, term: group.term, name: outcome.reference?.name ?? name ?? '', rows: outcome.rows })
          : t('status.rejected', { field, term: group.term, rows: outcome.rows });
      setStatus({ kind: 'done', text: outcome.pending > 0 ? `${done} ${t('status.stillPending', { count: outcome.pending })}` : done });
      setGroups(page.groups);
      setNext(page.next);
      setSummary(result.data.summary);
    } catch {
      setStatus({ kind: 'error', text: tErrors('unexpected') });
    } finally {
      setBusy(false);
    }
  }

  async function reload() {
    const result = await actions.loadValues({ conversionId });
    if (result.ok) {
      setGroups(result.data.groups);
      setNext(result.data.next);
    }
  }

  async function loadMore() {
    if (!next || busy) return;
    setBusy(true);
    try {
      const result = await actions.loadValues({ conversionId, after: next });
      if (!result.ok) {
        setStatus({ kind: 'error', text: text(result.error) });
        return;
      }
      setGroups((current) => [...current, ...result.data.groups.filter((g) => !current.some((c) => groupFilter(c) === groupFilter(g)))]);
      setNext(result.data.next);
    } catch {
      setStatus({ kind: 'error', text: tErrors('unexpected') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <ReviewSummary summary={summary} conversionId={conversionId} />
      <div className="min-h-6">
        {status?.kind === 'error' ? (
          <Alert tone="error" inline className="font-medium">
            {status.text}
          </Alert>
        ) : (
          <Alert tone="info" inline>
            {status?.text}
          </Alert>
        )}
      </div>
      <h2 className="text-xl font-bold text-ink">{t('heading')}</h2>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t('empty')}</p>
      ) : (
        <ol className="space-y-3" aria-label={t('label')}>
          {groups.map((group) => (
            <li key={groupFilter(group)}>
              <ValueGroupCard
                conversionId={conversionId}
                group={group}
                canDecide={canDecide}
                busy={busy}
                onUse={(candidate) =>
                  void decide(group, { field: group.field, key: group.key, decision: 'overridden', referenceId: candidate.referenceId }, candidate.name)
                }
                onPickOther={() => setPicking(group)}
                onReject={() => setRejecting(group)}
              />
            </li>
          ))}
        </ol>
      )}
      {next && (
        <div className="text-center">
          <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => void loadMore()}>
            {t('loadMore')}
          </button>
        </div>
      )}
      {picking && (
        <ReferenceScopeProvider value={conversionId}>
          <ValuePicker
            group={picking}
            busy={busy}
            onCancel={() => setPicking(null)}
            onSave={(hit) => void decide(picking, { field: picking.field, key: picking.key, decision: 'overridden', referenceId: hit.id }, hit.name)}
          />
        </ReferenceScopeProvider>
      )}
      {rejecting && (
        <Modal
          role="alertdialog"
          title={t('confirmRejectTitle', { count: rejecting.pendingRows, field: t(`fields.${rejecting.field}`), term: rejecting.term })}
          onClose={() => setRejecting(null)}
        >
          <p className="text-sm text-slate-700">{t('confirmRejectNote')}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary min-h-11" onClick={() => setRejecting(null)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn-primary min-h-11"
              disabled={busy}
              onClick={() => void decide(rejecting, { field: rejecting.field, key: rejecting.key, decision: 'rejected' })}
            >
              {t('confirmReject', { count: rejecting.pendingRows })}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

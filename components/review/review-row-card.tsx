'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { forwardRef } from 'react';
import { Link } from '@/i18n/navigation';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { Choice } from '@/components/ui/field';
import type { ReviewRowView } from '@/lib/data/catalogs/types';

type Decision = 'approved' | 'rejected' | null;

interface Props {
  view: ReviewRowView;
  active: boolean;
  selected: boolean;
  canDecide: boolean;
  busy: boolean;
  onActivate: () => void;
  onToggleSelect: () => void;
  onDecide: (decision: Decision) => void;
  onOverride: () => void;
}

const OUTCOME_STYLE = { flagged: 'bg-amber-100 text-amber-900', rejected: 'bg-red-100 text-red-900' } as const;
const DECISION_STYLE = {
  approved: 'bg-emerald-100 text-emerald-900',
  overridden: 'bg-brand-100 text-brand-700',
  rejected: 'bg-slate-200 text-slate-800',
} as const;

/**
 * One held row: the reasons, every source cell beside what the engine read it as, what approving
 * would export, and the decision with who and when. Clicking it makes it the highlighted row.
 */
export const ReviewRowCard = forwardRef<HTMLElement, Props>(function ReviewRowCard(
  { view, active, selected, canDecide, busy, onActivate, onToggleSelect, onDecide, onOverride },
  ref,
) {
  const t = useTranslations('review.row');
  const tValues = useTranslations('review.values');
  // Canonical fields by their labels, as the mapping screen names them — never their keys (`partTypeId`).
  const tFields = useTranslations('catalogs.fields');
  const fieldLabel = (field: string) => (tFields.has(field as never) ? tFields(field as never) : field);
  const format = useFormatter();
  const headingId = `review-row-${view.row}-heading`;
  const lines = view.lines.filter((l) => (l.source ?? '').trim() !== '' || l.normalized.length > 0);

  return (
    <article
      ref={ref}
      id={`review-row-${view.row}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={active ? 'true' : undefined}
      data-row={view.row}
      data-decision={view.decision ?? 'pending'}
      onClick={onActivate}
      className={`rounded-xl border bg-white p-4 outline-none ${active ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {canDecide && (
            <Choice type="checkbox" checked={selected} onChange={onToggleSelect} label={<span className="sr-only">{t('select', { row: view.row })}</span>} className="min-w-11 justify-center" />
          )}
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {t('heading', { row: view.row })}
          </h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[view.outcome]}`}>{t(`outcome.${view.outcome}`)}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${view.decision ? DECISION_STYLE[view.decision] : 'bg-white text-slate-700 ring-1 ring-slate-300'}`}>
            {t(`decision.${view.decision ?? 'pending'}`)}
          </span>
        </div>
        {canDecide && (
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('actions', { row: view.row })}>
            <button
              type="button"
              className="btn-primary min-h-11"
              disabled={busy || view.outcome === 'rejected'}
              title={view.outcome === 'rejected' ? t('approveRejectedHint') : undefined}
              onClick={() => onDecide('approved')}
            >
              {t('approve')}
            </button>
            <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={onOverride}>
              {t('override')}
            </button>
            <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecide('rejected')}>
              {t('reject')}
            </button>
            {view.decision && (
              <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecide(null)}>
                {t('clear')}
              </button>
            )}
          </div>
        )}
      </div>

      <ul className="mt-3 space-y-1 text-sm">
        {view.findings.map((finding, i) => (
          <li key={i} className="flex flex-wrap gap-2">
            <span className={`rounded px-1.5 py-0.5 font-mono text-xs ${finding.severity === 'error' ? 'bg-red-50 text-red-900' : finding.severity === 'warning' ? 'bg-amber-50 text-amber-900' : 'bg-slate-100 text-slate-700'}`}>
              {finding.code}
            </span>
            <span className="text-slate-700">{finding.message}</span>
          </li>
        ))}
      </ul>

      <Table caption={t('tableCaption', { row: view.row })} frame="bare" className="mt-3">
        <TableHead>
          <ColumnHeader>{t('column')}</ColumnHeader>
          <ColumnHeader>{t('inFile')}</ColumnHeader>
          <ColumnHeader>{t('readAs')}</ColumnHeader>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const doubtful = line.flagged || line.normalized.some((n) => n.doubtful);
            return (
              <Row key={line.column} top className={doubtful ? 'bg-amber-50' : undefined}>
                <RowHeader strong className="text-slate-700">
                  {line.column}
                  {line.field && line.field !== line.column && <span className="block text-xs font-normal text-slate-500">{fieldLabel(line.field)}</span>}
                </RowHeader>
                <Cell className="break-all font-mono text-ink">{line.source?.trim() ? line.source : '—'}</Cell>
                <Cell>
                  {line.normalized.length === 0 ? (
                    <span className="text-slate-500">{line.field ? t('asWritten') : t('notUsed')}</span>
                  ) : (
                    line.normalized.map((n, i) => (
                      <div key={i}>
                        <span className="font-medium text-ink">{n.value}</span>{' '}
                        <span className={`text-xs ${n.doubtful ? 'font-semibold text-amber-900' : 'text-slate-500'}`}>
                          {t('confidence', { value: n.confidence })}
                        </span>
                        <span className="block text-xs text-slate-600">{n.note}</span>
                      </div>
                    ))
                  )}
                </Cell>
              </Row>
            );
          })}
        </TableBody>
      </Table>

      <div className="mt-3 text-sm text-slate-700">
        {view.proposal === null ? (
          <p>{t('nothingToExport')}</p>
        ) : view.proposal.apps.length === 0 ? (
          <p>{view.proposal.item ? t('itemOnly') : t('nothingToExport')}</p>
        ) : (
          <>
            <p className="font-semibold text-ink">{t('wouldExport', { count: view.proposal.appCount })}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {view.proposal.apps.map((app, i) => (
                <li key={i}>
                  {[`${app.vehicle} ${app.years}`.trim(), app.partType, app.position, t('qty', { qty: app.qty })].filter(Boolean).join(' · ')}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      {view.valueDecisions.length > 0 && (
        <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm" data-testid="value-decisions">
          <p className="font-semibold text-ink">{tValues('decidedSoFar')}</p>
          <ul className="mt-1 space-y-0.5">
            {view.valueDecisions.map((d) => (
              <li key={d.field}>
                {d.decision === 'overridden'
                  ? d.field === 'qty'
                    ? tValues('decidedQty', { field: tValues('fields.qty'), name: d.referenceId })
                    : tValues('decidedValue', { field: tValues(`fields.${d.field}`), name: d.name ?? `#${d.referenceId}`, id: d.referenceId })
                  : tValues('rejectedValue', { field: tValues(`fields.${d.field}`) })}
              </li>
            ))}
          </ul>
          {!view.decision && <p className="mt-1 text-slate-700">{tValues('waiting')}</p>}
        </div>
      )}

      {view.decision && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-700">
            {t('decidedBy', {
              decision: t(`decision.${view.decision}`),
              who: view.decidedBy?.kind === 'you' ? t('you') : view.decidedBy?.kind === 'member' ? view.decidedBy.name : t('formerMember'),
            })}
            {view.decidedAt && (
              <>
                {' · '}
                <time dateTime={view.decidedAt} suppressHydrationWarning>{format.dateTime(new Date(view.decidedAt), { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </>
            )}
          </p>
          {view.carriedFrom && (
            <p className="mt-1 text-slate-600" data-testid="carried-decision">
              {t.rich('carriedFrom', {
                link: (chunks) => (
                  <Link href={`/catalogs/${view.carriedFrom}/review`} className="font-semibold text-brand-700 underline underline-offset-2">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          {view.override && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              {Object.entries(view.override).map(([field, value]) => (
                <div key={field} className="contents">
                  <dt className="text-slate-600">{fieldLabel(field)}</dt>
                  <dd className="text-ink">{value === '' ? t('cleared') : value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </article>
  );
});

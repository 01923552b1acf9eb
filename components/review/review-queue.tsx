'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { overrideFromPicks, type OverridePicks } from '@/lib/data/reference/types';
import type { QueueCounts, QueueFilter, QueuePage, ReviewRowView, RowDecisionInput } from '@/lib/data/catalogs/types';
import { BulkActions } from './bulk-actions';
import { Modal } from '@/components/ui/modal';
import { OverridePicker } from './override-picker';
import { ReferenceScopeProvider } from './reference-scope';
import type { ReviewActions } from './queue-types';
import { ReviewRowCard } from './review-row-card';
import { ReviewSummary } from './review-summary';
import { ShortcutList } from './shortcut-list';
import { commandFor, type ReviewCommand } from './shortcuts';
import { Alert } from '@/components/ui/alert';
import { useActionText } from '@/components/ui/use-action-text';

interface Props {
  conversionId: string;
  /** Owners and reviewers on a finished conversion; the server checks again on every action. */
  canDecide: boolean;
  filter: QueueFilter;
  initial: QueuePage & { counts: QueueCounts };
  actions: ReviewActions;
  /** The filter form, rendered by the page (it works without JavaScript). */
  filters?: ReactNode;
}

type Status = { kind: 'done' | 'error'; text: string } | null;
type Decision = 'approved' | 'rejected' | null;

/**
 * The review queue: held rows one under another, a highlighted row the keys act on, checkboxes
 * for bulk decisions, and the override picker. Decisions go through the server actions it is
 * given; each answer carries the decided rows read back (with who and when) and fresh counts.
 */
export function ReviewQueue({ conversionId, canDecide, filter, initial, actions, filters }: Props) {
  const t = useTranslations('review');
  const text = useActionText();
  const [rows, setRows] = useState(initial.rows);
  const [nextAfterRow, setNextAfterRow] = useState(initial.nextAfterRow);
  const [counts, setCounts] = useState(initial.counts);
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [overriding, setOverriding] = useState<number[] | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const cards = useRef(new Map<number, HTMLElement>());

  const activeRow = rows[active];

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    const element = cards.current.get(rows[next]?.row ?? -1);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView?.({ block: 'nearest' });
  }

  /** The selection when there is one, else the highlighted row. */
  function targets(): ReviewRowView[] {
    if (selected.size > 0) return rows.filter((r) => selected.has(r.row));
    return activeRow ? [activeRow] : [];
  }

  async function decide(target: ReviewRowView[], decision: Decision, picks?: OverridePicks) {
    if (!canDecide || busy || target.length === 0) return;
    let decisions: RowDecisionInput[];
    let skipped = 0;
    if (picks) {
      decisions = target.flatMap((r) => {
        const override = overrideFromPicks(picks, r);
        return override ? [{ row: r.row, decision: 'overridden' as const, override }] : [];
      });
    } else if (decision === 'approved') {
      // A rejected row has nothing to export: it can be overridden or rejected, not approved.
      decisions = target.filter((r) => r.outcome === 'flagged').map((r) => ({ row: r.row, decision }));
      skipped = target.length - decisions.length;
    } else {
      decisions = target.map((r) => ({ row: r.row, decision }));
    }
    if (decisions.length === 0) {
      setStatus({ kind: 'error', text: t('status.cannotApproveRejected') });
      return;
    }
    setBusy(true);
    try {
      const result = await actions.decide({ conversionId, filter, decisions });
      if (!result.ok) {
        setStatus({ kind: 'error', text: text(result.error) });
        return;
      }
      const fresh = new Map(result.data.rows.map((r) => [r.row, r]));
      setRows((current) => current.map((r) => fresh.get(r.row) ?? r));
      setCounts(result.data.counts);
      setSelected(new Set());
      const verb = picks ? 'overridden' : (decision ?? 'cleared');
      const done = t(`status.${verb}`, { count: result.data.decided, row: decisions[0]!.row });
      setStatus({ kind: 'done', text: skipped > 0 ? `${done} ${t('status.skippedRejected', { count: skipped })}` : done });
      // One row decided from the keyboard or its buttons: go on to the next, as in a mail queue.
      if (target.length === 1 && (decision !== null || picks) && target[0]!.row === activeRow?.row && active < rows.length - 1) moveTo(active + 1);
    } catch {
      setStatus({ kind: 'error', text: t('errors.unexpected') });
    } finally {
      setBusy(false);
    }
  }

  async function decideMatching(decision: 'approved' | 'rejected') {
    if (!canDecide || busy) return;
    setBusy(true);
    try {
      const result = await actions.decideMatching({ conversionId, filter, decision });
      if (!result.ok) {
        setStatus({ kind: 'error', text: text(result.error) });
        return;
      }
      setStatus({ kind: 'done', text: t(`status.matching.${decision}`, { count: result.data.decided }) });
      const reloaded = await actions.load({ conversionId, filter });
      if (reloaded.ok) {
        setRows(reloaded.data.rows);
        setNextAfterRow(reloaded.data.nextAfterRow);
        setCounts(reloaded.data.counts);
        setSelected(new Set());
        setActive(0);
      } else {
        setCounts(result.data.counts);
      }
    } catch {
      setStatus({ kind: 'error', text: t('errors.unexpected') });
    } finally {
      setBusy(false);
    }
  }

  async function loadMore() {
    if (nextAfterRow === null || busy) return;
    setBusy(true);
    try {
      const result = await actions.load({ conversionId, filter, afterRow: nextAfterRow });
      if (!result.ok) {
        setStatus({ kind: 'error', text: text(result.error) });
        return;
      }
      setRows((current) => [...current, ...result.data.rows.filter((r) => !current.some((c) => c.row === r.row))]);
      setNextAfterRow(result.data.nextAfterRow);
      setCounts(result.data.counts);
    } catch {
      setStatus({ kind: 'error', text: t('errors.unexpected') });
    } finally {
      setBusy(false);
    }
  }

  function toggle(row: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(row)) next.add(row);
      return next;
    });
  }

  function run(command: ReviewCommand) {
    if (command === 'help') return setHelpOpen(true);
    if (command === 'next') return moveTo(active + 1);
    if (command === 'previous') return moveTo(active - 1);
    if (!canDecide) {
      setStatus({ kind: 'error', text: t('status.readOnly') });
      return;
    }
    if (command === 'select') return activeRow && toggle(activeRow.row);
    if (command === 'override') {
      const target = targets();
      if (target.length > 0) setOverriding(target.map((r) => r.row));
      return;
    }
    void decide(targets(), command === 'approve' ? 'approved' : command === 'reject' ? 'rejected' : null);
  }

  // The listener stays while no dialog is open; it calls the latest `run`, which sees the current state.
  const onCommand = useEffectEvent((command: ReviewCommand) => run(command));
  const dialogOpen = overriding !== null || helpOpen;
  useEffect(() => {
    if (dialogOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const command = commandFor(event);
      if (!command) return;
      event.preventDefault();
      onCommand(command);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialogOpen]);

  const { matching } = counts;
  const total = filter.state === 'pending' ? matching.pending : filter.state === 'decided' ? matching.rows - matching.pending : matching.rows;
  const overridingRows = overriding ? rows.filter((r) => overriding.includes(r.row)) : [];

  return (
    <div className="space-y-4">
      <ReviewSummary summary={counts.summary} conversionId={conversionId} />
      {filters}
      {canDecide && (
        <BulkActions
          shown={rows.length}
          selected={selected.size}
          filter={filter}
          matching={counts.matching}
          busy={busy}
          onToggleAll={() => setSelected(selected.size === rows.length ? new Set() : new Set(rows.map((r) => r.row)))}
          onDecideSelected={(decision) => void decide(targets(), decision)}
          onOverrideSelected={() => setOverriding([...selected])}
          onDecideMatching={(decision) => void decideMatching(decision)}
        />
      )}
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
      <h2 className="text-xl font-bold text-ink">{t('queue.heading')}</h2>
      <p className="text-sm text-slate-600">
        {t('queue.showing', { shown: rows.length, total })}{' '}
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setHelpOpen(true)}>
          {t('queue.shortcutsButton')}
        </button>
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t('queue.empty')}</p>
      ) : (
        <ol className="space-y-3" aria-label={t('queue.label')}>
          {rows.map((view, index) => (
            <li key={view.row}>
              <ReviewRowCard
                ref={(element) => {
                  if (element) cards.current.set(view.row, element);
                  else cards.current.delete(view.row);
                }}
                view={view}
                active={index === active}
                selected={selected.has(view.row)}
                canDecide={canDecide}
                busy={busy}
                onActivate={() => setActive(index)}
                onToggleSelect={() => toggle(view.row)}
                onDecide={(decision) => {
                  setActive(index);
                  void decide([view], decision);
                }}
                onOverride={() => {
                  setActive(index);
                  setOverriding([view.row]);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {nextAfterRow !== null && (
        <div className="text-center">
          <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => void loadMore()}>
            {t('queue.loadMore')}
          </button>
        </div>
      )}
      {overriding && overridingRows.length > 0 && (
        <ReferenceScopeProvider value={conversionId}>
          <OverridePicker
            rows={overridingRows}
            busy={busy}
            onCancel={() => setOverriding(null)}
            onSave={(picks) => {
              setOverriding(null);
              void decide(overridingRows, null, picks);
            }}
          />
        </ReferenceScopeProvider>
      )}
      {helpOpen && (
        <Modal title={t('shortcuts.title')} onClose={() => setHelpOpen(false)}>
          <ShortcutList canDecide={canDecide} />
          <div className="mt-4 flex justify-end">
            <button type="button" className="btn-primary min-h-11" onClick={() => setHelpOpen(false)}>
              {t('shortcuts.close')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

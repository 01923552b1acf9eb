'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useRouter } from '@/i18n/navigation';
import { formErrorOf, type ActionState, type FormAction } from '@/lib/actions/result';
import type { RerunImpact } from '@/lib/jobs/rerun-impact';
import type { ReleaseOption } from './release-options';
import { useActionText } from '@/components/ui/use-action-text';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';

export type RerunPreview = { impact: RerunImpact; release: string };
export type RerunStarted = { conversionId: string; created: boolean };

interface Props {
  conversionId: string;
  /** Releases the conversion could move to (its own pin left out). */
  options: ReleaseOption[];
  /** The option value that is the workspace's current release, marked in the list. */
  current: string;
  preview: FormAction<RerunPreview>;
  rerun: FormAction<RerunStarted>;
}

/**
 * "Re-run against release N": first the impact — the engine runs against that release and nothing is
 * saved — in a dialog; confirming makes a new conversion pinned to it and opens it. This conversion,
 * its decisions and its exports are left as they are (decision 0008).
 */
export function RerunReleaseForm({ conversionId, options, current, preview, rerun }: Props) {
  const t = useTranslations('catalogs.reference');
  const text = useActionText();
  const router = useRouter();
  const [previewed, previewAction, previewing] = useActionState(preview, null);
  const [started, rerunAction, starting] = useActionState(rerun, null);
  const [dismissed, setDismissed] = useState<ActionState<RerunPreview>>(null);

  useEffect(() => {
    if (started?.ok) router.push(`/catalogs/${started.data.conversionId}`);
  }, [started, router]);

  const label = (o: ReleaseOption) =>
    `${o.releaseId === null ? t('optionDemo', { date: o.versionDate ?? '—' }) : t('optionRelease', { id: o.releaseId, date: o.versionDate ?? '—', source: o.source })}` +
    `${o.shared && o.releaseId !== null ? ` ${t('optionShared')}` : ''}${o.value === current ? ` ${t('optionCurrent')}` : ''}`;
  const targetName = (value: string) => {
    const o = options.find((x) => x.value === value);
    return !o || o.releaseId === null ? t('targetDemo') : t('targetRelease', { id: o.releaseId, date: o.versionDate ?? '—' });
  };
  const open = previewed?.ok && previewed !== dismissed ? previewed.data : null;

  return (
    <>
      <form action={previewAction} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="conversionId" value={conversionId} />
        <Field label={t('target')}>
          {(control) => (
            <select {...control} name="release" defaultValue={options.find((o) => o.value === current)?.value ?? options[0]?.value} className={`${controlClass} max-w-xl`} data-testid="rerun-release-select">
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {label(o)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" disabled={previewing} className="btn-secondary min-h-11">
          {previewing ? t('previewing') : t('preview')}
        </button>
      </form>
      {previewed && !previewed.ok && (
        <Alert tone="error" inline className="mt-2">
          {text(formErrorOf(previewed))}
        </Alert>
      )}
      {open && (
        <Modal title={t('impact.title', { target: targetName(open.release) })} role="alertdialog" onClose={() => setDismissed(previewed)}>
          <ImpactSummary impact={open.impact} />
          <p className="mt-3 text-sm text-slate-700">{t('impact.keeps', { target: targetName(open.release) })}</p>
          {started && !started.ok && (
            <Alert tone="error" inline className="mt-2">
              {text(formErrorOf(started))}
            </Alert>
          )}
          <form action={rerunAction} className="mt-4 flex justify-end gap-3">
            <input type="hidden" name="conversionId" value={conversionId} />
            <input type="hidden" name="release" value={open.release} />
            <button type="button" className="btn-secondary min-h-11" onClick={() => setDismissed(previewed)}>
              {t('impact.cancel')}
            </button>
            <button type="submit" disabled={starting} className="btn-primary min-h-11" data-autofocus>
              {starting ? t('impact.confirming') : t('impact.confirm', { target: targetName(open.release) })}
            </button>
          </form>
        </Modal>
      )}
    </>
  );
}

function ImpactSummary({ impact }: { impact: RerunImpact }) {
  const t = useTranslations('catalogs.reference.impact');
  const unchanged =
    impact.apps.added + impact.apps.removed + impact.apps.changed === 0 &&
    impact.rows.newlyFlagged + impact.rows.newlyRejected + impact.rows.noLongerHeld === 0;
  const { decisions } = impact;
  return (
    <div className="space-y-2 text-ink" data-testid="rerun-impact">
      {unchanged ? (
        <p>{t('nothing')}</p>
      ) : (
        <>
          <p>{t('apps', impact.apps)}</p>
          <p>{t('rows', { ...impact.rows, newlyHeldRows: impact.rows.newlyHeldRows.length })}</p>
          {impact.rows.newlyHeldRows.length > 0 && <p className="text-sm text-slate-700">{t('rowList', { rows: impact.rows.newlyHeldRows.join(', ') })}</p>}
        </>
      )}
      {decisions.made > 0 && <p data-testid="rerun-decisions">{t('decisions', decisions)}</p>}
    </div>
  );
}

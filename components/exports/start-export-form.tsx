'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { formErrorOf, type ActionState, type FormAction } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { ACES_EXPORT_VERSIONS, PIES_EXPORT_VERSIONS } from '@/lib/data/exports/types';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';

type Subject = { conversionId: string; batchId?: never } | { batchId: string; conversionId?: never };

export type StartExportFormProps = Subject & {
  /** The server action that asks for the export (startExportAction). */
  action: FormAction<{ requestId: string }>;
  /**
   * Whether the user may export in the record's workspace (owners and operators). Pass the page's
   * `can(context, 'export', record.workspaceId)`; when false, the form says who may instead. The
   * server action checks again either way.
   */
  canExport?: boolean;
  /** Flagged rows of the conversion (or the batch's files) nobody has decided yet: said before exporting. */
  openReview?: number;
};

export type StartExportState = ActionState<{ requestId: string }>;

/**
 * Starts an export of a finished conversion or of a batch: pick the ACES and PIES versions, then
 * follow the export on its progress page (`/exports/requests/[id]`), which opens the export once
 * it is published — or, when rows are still open in review or the assessment finds errors in the
 * files, asks for confirmation first (decision 0009). What is still open is said here already.
 */
export function StartExportForm(props: StartExportFormProps) {
  const t = useTranslations('exports.start');
  const text = useActionText();
  const router = useRouter();
  const [state, formAction, pending] = useActionState<StartExportState, FormData>(props.action, null);
  const requestId = state?.ok ? state.data.requestId : null;

  useEffect(() => {
    if (requestId) router.push(`/exports/requests/${requestId}`);
  }, [requestId, router]);

  if (props.canExport === false) {
    return <p className="text-sm text-slate-600">{t('whoMay')}</p>;
  }

  const refusal = formErrorOf(state);
  return (
    <form action={formAction} aria-label={t('label')} className="flex flex-wrap items-end gap-4">
      {props.openReview !== undefined && props.openReview > 0 && (
        <p className="basis-full rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900" data-testid="export-open-review">
          {t('openReview', { rows: props.openReview })}
        </p>
      )}
      <p className="basis-full text-sm text-slate-600">{t('checksNote')}</p>
      {props.conversionId !== undefined ? (
        <input type="hidden" name="conversionId" value={props.conversionId} />
      ) : (
        <input type="hidden" name="batchId" value={props.batchId} />
      )}
      <Field label={t('acesVersion')}>
        {(control) => (
          <select {...control} name="acesVersion" defaultValue={ACES_EXPORT_VERSIONS[0]} className={controlClass}>
            {ACES_EXPORT_VERSIONS.map((v) => (
              <option key={v} value={v}>
                {t('acesOption', { version: v })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('piesVersion')}>
        {(control) => (
          <select {...control} name="piesVersion" defaultValue={PIES_EXPORT_VERSIONS[0]} className={controlClass}>
            {PIES_EXPORT_VERSIONS.map((v) => (
              <option key={v} value={v}>
                {t('piesOption', { version: v })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" disabled={pending || requestId !== null} className="btn-primary min-h-11">
        {pending || requestId ? t('starting') : t('submit')}
      </button>
      <div aria-live="polite" className="basis-full text-sm">
        {refusal && (
          <Alert tone="error" inline>
            {text(refusal)}
          </Alert>
        )}
      </div>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { Modal } from '@/components/review/modal';
import { useRouter } from '@/i18n/navigation';
import type { ActionState } from '@/lib/actions';
import type { ExportChecks } from '@/lib/data/exports/types';
import { ExportChecksSummary } from './export-checks-summary';

export type ConfirmExportState = ActionState<{ exportId: string }>;
type ConfirmAction = (state: ConfirmExportState, formData: FormData) => Promise<ConfirmExportState>;

interface Props {
  requestId: string;
  checks: ExportChecks;
  /** The server action that publishes the staged export (confirmExportAction). */
  confirm: ConfirmAction;
  /** The review queue of the conversion, when there is one to link to. */
  reviewHref?: string;
}

/**
 * "Publish anyway?" for an export that waits (decision 0009): the dialog repeats what is still
 * open in review and what the assessment found, and only its own button publishes — Cancel,
 * Escape or a click outside leave the export waiting. Then the published export's page.
 */
export function ConfirmExportDialog({ requestId, checks, confirm, reviewHref }: Props) {
  const t = useTranslations('exports.confirm');
  const tErrors = useTranslations('exports');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState(confirm, null);
  const exportId = state?.ok ? state.data.exportId : null;

  useEffect(() => {
    if (exportId) router.replace(`/exports/${exportId}`);
  }, [exportId, router]);

  const refusal = state && !state.ok ? (state.formError ?? state.fieldErrors?.confirm ?? 'confirm.errors.unexpected') : null;
  return (
    <>
      <button type="button" className="btn-primary min-h-11" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <Modal title={t('title')} role="alertdialog" onClose={() => setOpen(false)}>
          <ExportChecksSummary checks={checks} {...(reviewHref ? { reviewHref } : {})} />
          <p className="mt-4 text-sm text-slate-700">{t('explain')}</p>
          {refusal && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {tErrors.has(refusal) ? tErrors(refusal) : tErrors('confirm.errors.unexpected')}
            </p>
          )}
          <form action={action} className="mt-4 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="requestId" value={requestId} />
            {/* Submitting this form, from this dialog, is the confirmation. */}
            <input type="hidden" name="confirm" value="true" />
            <button type="button" className="btn-secondary min-h-11" onClick={() => setOpen(false)} data-autofocus>
              {t('cancel')}
            </button>
            <button type="submit" disabled={pending || exportId !== null} className="btn-primary min-h-11">
              {pending || exportId ? t('publishing') : t('publish')}
            </button>
          </form>
        </Modal>
      )}
    </>
  );
}

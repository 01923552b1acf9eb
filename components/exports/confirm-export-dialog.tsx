'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useRouter } from '@/i18n/navigation';
import { formErrorOf, type ActionState, type FormAction } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import type { ExportChecks } from '@/lib/data/exports/types';
import { ExportChecksSummary } from './export-checks-summary';
import { Alert } from '@/components/ui/alert';

export type ConfirmExportState = ActionState<{ exportId: string }>;

interface Props {
  requestId: string;
  checks: ExportChecks;
  /** The server action that publishes the staged export (confirmExportAction). */
  confirm: FormAction<{ exportId: string }>;
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
  const text = useActionText();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState(confirm, null);
  const exportId = state?.ok ? state.data.exportId : null;

  useEffect(() => {
    if (exportId) router.replace(`/exports/${exportId}`);
  }, [exportId, router]);

  const refusal = formErrorOf(state);
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
            <Alert tone="error" inline className="mt-2">
              {text(refusal)}
            </Alert>
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

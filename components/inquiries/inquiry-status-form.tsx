'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { ActionState } from '@/lib/actions/result';
import type { InquiryStatus, StoredInquiryKind } from '@/lib/data/inquiries/types';
import { useActionText } from '@/components/ui/use-action-text';

type Result = { status: InquiryStatus };

interface Props {
  action: (state: ActionState<Result>, formData: FormData) => Promise<ActionState<Result>>;
  kind: StoredInquiryKind;
  id: string;
  status: InquiryStatus;
}

/** An inquiry's status with the one button that flips it; the new status shows at once. */
export function InquiryStatusForm({ action, kind, id, status: initial }: Props) {
  const t = useTranslations('inquiries');
  const text = useActionText();
  const [state, formAction, pending] = useActionState(action, null);
  const status = state?.ok ? state.data.status : initial;
  const next: InquiryStatus = status === 'handled' ? 'new' : 'handled';

  return (
    <form action={formAction} className="flex flex-col items-start gap-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <span
        data-testid="inquiry-status"
        className={status === 'handled' ? 'rounded bg-emerald-50 px-2 py-0.5 text-emerald-800' : 'rounded bg-amber-50 px-2 py-0.5 text-amber-900'}
      >
        {t(`statuses.${status}`)}
      </span>
      <button type="submit" name="status" value={next} disabled={pending} className="btn-secondary min-h-11 whitespace-nowrap">
        {pending ? t('saving') : next === 'handled' ? t('markHandled') : t('markNew')}
      </button>
      <p aria-live="polite" className="text-sm text-red-700">
        {state && !state.ok ? text(state.error) : null}
      </p>
    </form>
  );
}

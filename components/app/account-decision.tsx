'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import type { ActionState } from '@/lib/actions';
import type { AccountStatus } from '@/lib/auth/account-status';

type Result = { email: string; status: AccountStatus };

interface Props {
  action: (state: ActionState<Result>, formData: FormData) => Promise<ActionState<Result>>;
  userId: string;
  email: string;
  current: AccountStatus;
}

/** Approve / suspend one account, with an optional reason that goes to the audit log. */
export function AccountDecision({ action, userId, email, current }: Props) {
  const t = useTranslations('app.admin');
  const [state, formAction, pending] = useActionState(action, null);
  const reasonId = useId();
  return (
    <form action={formAction} className="flex flex-col gap-2" aria-label={email}>
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={reasonId} className="text-xs text-slate-600">
        {t('reason')}
      </label>
      <input id={reasonId} name="reason" maxLength={500} className="min-h-11 rounded-lg border border-slate-300 px-2" />
      <div className="flex gap-2">
        {current !== 'active' && (
          <button type="submit" name="status" value="active" disabled={pending} className="btn-primary min-h-11">
            {current === 'suspended' ? t('reinstate') : t('approve')}
          </button>
        )}
        {current !== 'suspended' && (
          <button type="submit" name="status" value="suspended" disabled={pending} className="btn-secondary min-h-11">
            {t('suspend')}
          </button>
        )}
      </div>
      <p aria-live="polite" className="text-sm">
        {state?.ok && t('done', { email: state.data.email, status: t(`status.${state.data.status}`) })}
        {state && !state.ok && <span className="text-red-700">{t('refused', { message: state.formError ?? '' })}</span>}
      </p>
    </form>
  );
}

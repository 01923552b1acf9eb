'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Cell, Row } from '@/components/ui/table';
import type { ActionState } from '@/lib/actions/result';
import type { AccountStatus } from '@/lib/data/accounts/types';
import { useActionText } from '@/components/ui/use-action-text';
import { controlClass, Field } from '@/components/ui/field';

type Result = { email: string; status: AccountStatus };

interface Props {
  action: (state: ActionState<Result>, formData: FormData) => Promise<ActionState<Result>>;
  account: { id: string; email: string; username: string | null; createdAt: Date; status: AccountStatus };
  /** An administrator does not decide on their own account. */
  self: boolean;
}

/**
 * One account in the approval table. The row stays after a decision, showing the new status and the
 * confirmation, so the administrator sees what they just did; the list regroups on the next visit.
 */
export function AccountRow({ action, account, self }: Props) {
  const t = useTranslations('app.admin');
  const format = useFormatter();
  const text = useActionText();
  const [state, formAction, pending] = useActionState(action, null);
  const status = state?.ok ? state.data.status : account.status;

  return (
    <Row top>
      <Cell className="font-medium text-ink">{account.email}</Cell>
      <Cell>{account.username ?? '—'}</Cell>
      <Cell>{format.dateTime(account.createdAt, { dateStyle: 'medium' })}</Cell>
      <Cell>{t(`status.${status}`)}</Cell>
      <Cell>
        {!self && (
          <form action={formAction} className="flex flex-col gap-2" aria-label={account.email}>
            <input type="hidden" name="userId" value={account.id} />
            <Field label={t('reason')}>
              {(control) => <input {...control} name="reason" maxLength={500} className={controlClass} />}
            </Field>
            <div className="flex gap-2">
              {status !== 'active' && (
                <button type="submit" name="status" value="active" disabled={pending} className="btn-primary min-h-11">
                  {status === 'suspended' ? t('reinstate') : t('approve')}
                </button>
              )}
              {status !== 'suspended' && (
                <button type="submit" name="status" value="suspended" disabled={pending} className="btn-secondary min-h-11">
                  {t('suspend')}
                </button>
              )}
            </div>
            <p aria-live="polite" className="text-sm">
              {state?.ok && t('done', { email: state.data.email, status: t(`status.${state.data.status}`) })}
              {state && !state.ok && <span className="text-red-700">{t('refused', { message: text(state.error) })}</span>}
            </p>
          </form>
        )}
      </Cell>
    </Row>
  );
}

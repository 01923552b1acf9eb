'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import type { ActionState } from '@/lib/actions';
import { FormAlert } from './form-alert';
import type { FormAction } from './form-action';

interface Props {
  workspaceId: string;
  keyId: string;
  name: string;
  action: FormAction<{ revoked: boolean }>;
  onRevoked(): void;
}

/** Revoking is final, so it takes a second click that says what stops working. */
export function ApiKeyRevoke({ workspaceId, keyId, name, action, onRevoked }: Props) {
  const t = useTranslations('settings.apiKeys');
  const [confirming, setConfirming] = useState(false);
  const [state, formAction, pending] = useActionState(async (previous: ActionState<{ revoked: boolean }>, form: FormData) => {
    const result = await action(previous, form);
    if (result?.ok) onRevoked();
    setConfirming(false);
    return result;
  }, null);
  return (
    <div className="space-y-2">
      {confirming ? (
        <form action={formAction} className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-2">
          <input type="hidden" name="workspaceId" value={workspaceId} />
          <input type="hidden" name="keyId" value={keyId} />
          <p className="text-sm text-red-900">{t('confirmRevoke', { name })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={pending} className="btn-primary min-h-11">
              {t('confirm')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="btn-secondary min-h-11">
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} aria-label={t('revokeKey', { name })} className="btn-secondary min-h-11">
          {t('revoke')}
        </button>
      )}
      <FormAlert state={state} fields={[]} />
    </div>
  );
}

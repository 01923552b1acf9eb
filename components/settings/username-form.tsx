'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { fieldErrorOf } from '@/lib/actions/result';
import { FormAlert } from './form-alert';
import type { FormAction } from '@/lib/actions/result';
import { TextField } from './text-field';

/** Changes the signed-in user's username; the same rule as at sign-up, checked again on the server. */
export function UsernameForm({ action, username }: { action: FormAction<{ username: string }>; username: string | null }) {
  const t = useTranslations('settings');
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} noValidate className="space-y-4">
      <TextField
        label={t('profile.username')}
        name="username"
        defaultValue={state?.ok ? state.data.username : (username ?? '')}
        autoComplete="username"
        required
        minLength={3}
        maxLength={32}
        hint={t('profile.usernameHint')}
        error={fieldErrorOf(state, 'username')}
      />
      <FormAlert
        state={state}
        fields={['username']}
        success={state?.ok ? t('profile.usernameSaved', { username: state.data.username }) : undefined}
      />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

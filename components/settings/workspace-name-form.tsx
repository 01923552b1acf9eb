'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { fieldErrorOf } from '@/lib/actions/result';
import { FormAlert } from './form-alert';
import type { FormAction } from '@/lib/actions/result';
import { TextField } from './text-field';

/** Renames the workspace (owners; the page shows the name read-only to everyone else). */
export function WorkspaceNameForm({ action, workspaceId, name }: { action: FormAction<{ name: string }>; workspaceId: string; name: string }) {
  const t = useTranslations('settings');
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} noValidate className="space-y-4">
      <input type="hidden" name="workspaceId" value={workspaceId} />
      <TextField
        label={t('workspace.name')}
        name="name"
        defaultValue={state?.ok ? state.data.name : name}
        required
        maxLength={100}
        error={fieldErrorOf(state, 'name')}
      />
      <FormAlert state={state} fields={['name']} success={state?.ok ? t('workspace.renamed', { name: state.data.name }) : undefined} />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

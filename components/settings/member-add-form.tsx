'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { WorkspaceRole } from '@/lib/data/workspaces/types';
import { fieldErrorOf, type FormAction } from '@/lib/actions/result';
import { FormAlert } from './form-alert';
import type { RoleOption } from './role-options';
import { TextField } from './text-field';
import { controlClass, Field } from '@/components/ui/field';

type Added = { email: string; role: WorkspaceRole };

/** Adds an approved account to the workspace by its e-mail, with a role (owners). */
export function MemberAddForm({ action, workspaceId, roles }: { action: FormAction<Added>; workspaceId: string; roles: RoleOption[] }) {
  const t = useTranslations('settings.members');
  const [state, formAction, pending] = useActionState(action, null);
  const roleLabel = (role: WorkspaceRole) => roles.find((r) => r.value === role)?.label ?? role;
  return (
    <form action={formAction} noValidate className="space-y-4">
      <input type="hidden" name="workspaceId" value={workspaceId} />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField label={t('addEmail')} name="email" type="email" autoComplete="off" required error={fieldErrorOf(state, 'email')} />
        <Field label={t('addRole')}>
          {(control) => (
            <select {...control} name="role" defaultValue="viewer" className={controlClass}>
              {roles.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FormAlert
        state={state}
        fields={['email']}
        success={state?.ok ? t('added', { email: state.data.email, role: roleLabel(state.data.role) }) : undefined}
      />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? t('adding') : t('add')}
      </button>
    </form>
  );
}

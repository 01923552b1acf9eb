'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId, useState } from 'react';
import type { ActionState, FormAction } from '@/lib/actions/result';
import type { MemberProfile, WorkspaceRole } from '@/lib/data/workspaces/types';
import { FormAlert } from './form-alert';
import type { RoleOption } from './role-options';

interface Props {
  workspaceId: string;
  member: MemberProfile;
  roles: RoleOption[];
  changeRole: FormAction<{ role: WorkspaceRole }>;
  remove: FormAction<{ email: string }>;
  onChanged(role: WorkspaceRole): void;
  onRemoved(): void;
}

/** An owner's controls for one member: pick another role, or remove them after a second click. */
export function MemberControls({ workspaceId, member, roles, changeRole, remove, onChanged, onRemoved }: Props) {
  const t = useTranslations('settings.members');
  const selectId = useId();
  const who = member.email ?? member.username ?? '';
  const [confirming, setConfirming] = useState(false);
  const [changeState, changeAction, changing] = useActionState(async (previous: ActionState<{ role: WorkspaceRole }>, form: FormData) => {
    const result = await changeRole(previous, form);
    if (result?.ok) onChanged(result.data.role);
    return result;
  }, null);
  const [removeState, removeAction, removing] = useActionState(async (previous: ActionState<{ email: string }>, form: FormData) => {
    const result = await remove(previous, form);
    if (result?.ok) onRemoved();
    else setConfirming(false);
    return result;
  }, null);

  return (
    <div className="space-y-2">
      <form action={changeAction} className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="workspaceId" value={workspaceId} />
        <input type="hidden" name="userId" value={member.userId} />
        <label htmlFor={selectId} className="sr-only">
          {t('roleFor', { email: who })}
        </label>
        <select id={selectId} name="role" defaultValue={member.role} className="min-h-11 rounded-lg border border-slate-300 bg-white px-2">
          {roles.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
        <button type="submit" disabled={changing} aria-label={t('changeRoleOf', { email: who })} className="btn-secondary min-h-11">
          {t('changeRole')}
        </button>
        {!confirming && (
          <button type="button" onClick={() => setConfirming(true)} aria-label={t('removeMember', { email: who })} className="btn-secondary min-h-11">
            {t('remove')}
          </button>
        )}
      </form>
      {confirming && (
        <form action={removeAction} className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-2">
          <input type="hidden" name="workspaceId" value={workspaceId} />
          <input type="hidden" name="userId" value={member.userId} />
          <span className="text-sm text-red-900">{t('confirmRemove', { email: who })}</span>
          <button type="submit" disabled={removing} className="btn-primary min-h-11">
            {t('confirm')}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className="btn-secondary min-h-11">
            {t('cancel')}
          </button>
        </form>
      )}
      <FormAlert state={changeState} fields={[]} />
      <FormAlert state={removeState} fields={[]} />
    </div>
  );
}

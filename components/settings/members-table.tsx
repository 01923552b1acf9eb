'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AccountStatus } from '@/lib/data/accounts/types';
import type { WorkspaceRole } from '@/lib/data/workspaces/types';
import type { FormAction } from './form-action';
import { MemberControls } from './member-controls';
import type { RoleOption } from './role-options';

export type MemberView = {
  userId: string;
  email: string | null;
  username: string | null;
  role: WorkspaceRole;
  accountStatus: AccountStatus;
  joinedAt: Date;
};

interface Props {
  workspaceId: string;
  members: MemberView[];
  selfId: string;
  roles: RoleOption[];
  /** Owners get role and removal controls; everyone else reads. */
  manage?: {
    changeRole: FormAction<{ role: WorkspaceRole }>;
    remove: FormAction<{ email: string }>;
  };
}

/**
 * The workspace's members. What an owner just did is announced in one live region above the table,
 * because a removed member's row — and its messages — leave the table with it.
 */
export function MembersTable({ workspaceId, members, selfId, roles, manage }: Props) {
  const t = useTranslations('settings.members');
  const format = useFormatter();
  const [announcement, setAnnouncement] = useState('');
  const roleLabel = (role: WorkspaceRole) => roles.find((r) => r.value === role)?.label ?? role;
  return (
    <div className="space-y-3">
      <p role="status" aria-live="polite" className={announcement ? 'rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {announcement}
      </p>
      <div className="relative overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full bg-white text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="p-3">{t('email')}</th>
              <th scope="col" className="p-3">{t('username')}</th>
              <th scope="col" className="p-3">{t('role')}</th>
              <th scope="col" className="p-3">{t('joined')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {members.map((member) => (
              <tr key={member.userId} className="align-top">
                <td className="p-3 font-medium text-ink">
                  {member.email ?? '—'}
                  {member.userId === selfId && <span className="ml-1 text-slate-500">{t('you')}</span>}
                  {member.accountStatus !== 'active' && (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t('inactive')}</span>
                  )}
                </td>
                <td className="p-3">{member.username ?? '—'}</td>
                <td className="p-3">
                  {manage ? (
                    <MemberControls
                      workspaceId={workspaceId}
                      member={member}
                      roles={roles}
                      changeRole={manage.changeRole}
                      remove={manage.remove}
                      onChanged={(role) => setAnnouncement(t('roleChanged', { email: member.email ?? '', role: roleLabel(role) }))}
                      onRemoved={() => setAnnouncement(t('removed', { email: member.email ?? '' }))}
                    />
                  ) : (
                    roleLabel(member.role)
                  )}
                </td>
                <td className="p-3 whitespace-nowrap">{format.dateTime(member.joinedAt, { dateStyle: 'medium' })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

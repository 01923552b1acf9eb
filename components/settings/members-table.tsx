'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MemberProfile, WorkspaceRole } from '@/lib/data/workspaces/types';
import type { FormAction } from '@/lib/actions/result';
import { Cell, ColumnHeader, Row, Table, TableBody, TableHead } from '@/components/ui/table';
import { MemberControls } from './member-controls';
import type { RoleOption } from './role-options';
import { Alert } from '@/components/ui/alert';

interface Props {
  workspaceId: string;
  members: MemberProfile[];
  selfId: string;
  roles: RoleOption[];
  /** The id of the heading that names the table. */
  labelledBy: string;
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
export function MembersTable({ workspaceId, members, selfId, roles, labelledBy, manage }: Props) {
  const t = useTranslations('settings.members');
  const format = useFormatter();
  const [announcement, setAnnouncement] = useState('');
  const roleLabel = (role: WorkspaceRole) => roles.find((r) => r.value === role)?.label ?? role;
  return (
    <div className="space-y-3">
      <Alert tone="success" aria-live="polite">
        {announcement}
      </Alert>
      <Table labelledBy={labelledBy}>
        <TableHead>
          <ColumnHeader>{t('email')}</ColumnHeader>
          <ColumnHeader>{t('username')}</ColumnHeader>
          <ColumnHeader>{t('role')}</ColumnHeader>
          <ColumnHeader>{t('joined')}</ColumnHeader>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <Row key={member.userId} top>
              <Cell className="font-medium text-ink">
                {member.email ?? '—'}
                {member.userId === selfId && <span className="ml-1 text-slate-500">{t('you')}</span>}
                {member.accountStatus !== 'active' && (
                  <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t('inactive')}</span>
                )}
              </Cell>
              <Cell>{member.username ?? '—'}</Cell>
              <Cell>
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
              </Cell>
              <Cell className="whitespace-nowrap">{format.dateTime(member.joinedAt, { dateStyle: 'medium' })}</Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

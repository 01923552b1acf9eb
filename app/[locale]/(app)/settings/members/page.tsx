import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { MemberAddForm } from '@/components/settings/member-add-form';
import { MembersTable } from '@/components/settings/members-table';
import type { RoleOption } from '@/components/settings/role-options';
import { ReadOnlyNote, SettingsSection } from '@/components/settings/settings-section';
import { listMemberProfiles, WORKSPACE_ROLES } from '@/lib/data/workspaces';
import { withUser } from '@/lib/db';
import { can, getWorkspaceContext } from '@/lib/auth';
import { addMemberAction, changeRoleAction, removeMemberAction } from '../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.members' });
  return { title: t('metaTitle') };
}

/** Settings → Members and roles: everyone in the current workspace sees who is in it; owners manage. */
export default async function MembersSettingsPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const { workspace, role, user } = context;
  const t = await getTranslations('settings');
  const tRoles = await getTranslations('app.roles');
  const members = await withUser(context.claims, (tx) => listMemberProfiles(tx, workspace.id));
  const roles: RoleOption[] = WORKSPACE_ROLES.map((value) => ({ value, label: tRoles(value) }));
  const manage = can(context, 'manage');

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('members.title')}</h2>
      <SettingsSection id="members-list" title={t('members.listTitle', { workspace: workspace.name })} intro={t('members.rolesIntro')}>
        {!manage && <ReadOnlyNote>{t('readOnly', { workspace: workspace.name, role: tRoles(role) })}</ReadOnlyNote>}
        <MembersTable
          labelledBy="members-list"
          workspaceId={workspace.id}
          members={members}
          selfId={user.id}
          roles={roles}
          manage={manage ? { changeRole: changeRoleAction, remove: removeMemberAction } : undefined}
        />
        {manage && <p className="text-sm text-slate-600">{t('members.lastOwnerNote')}</p>}
      </SettingsSection>
      {manage && (
        <SettingsSection id="members-add" title={t('members.addTitle')} intro={t('members.addIntro')}>
          <MemberAddForm action={addMemberAction} workspaceId={workspace.id} roles={roles} />
        </SettingsSection>
      )}
    </>
  );
}

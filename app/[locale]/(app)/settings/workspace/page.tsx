import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { CreateWorkspaceForm } from '@/components/settings/create-workspace-form';
import { ReadOnlyNote, SettingsSection, SettingsValues } from '@/components/settings/settings-section';
import { WorkspaceNameForm } from '@/components/settings/workspace-name-form';
import { can, getWorkspaceContext } from '@/lib/auth';
import { createWorkspaceAction, renameWorkspaceAction } from '../actions';
import { Alert } from '@/components/ui/alert';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ created?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.workspace' });
  return { title: t('metaTitle') };
}

/** Settings → Workspace: the current workspace's name (owners edit) and a new team workspace. */
export default async function WorkspaceSettingsPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const { workspace, role } = context;
  const t = await getTranslations('settings');
  const tRoles = await getTranslations('app.roles');
  const format = await getFormatter();
  const justCreated = (await searchParams).created === '1';

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('workspace.title')}</h2>
      {justCreated && (
        <Alert tone="success">
          {t('workspace.createdNotice', { name: workspace.name })}
        </Alert>
      )}
      <SettingsSection id="workspace-current" title={workspace.name}>
        {can(context, 'manage') ? (
          <WorkspaceNameForm action={renameWorkspaceAction} workspaceId={workspace.id} name={workspace.name} />
        ) : (
          <ReadOnlyNote>{t('readOnly', { workspace: workspace.name, role: tRoles(role) })}</ReadOnlyNote>
        )}
        <SettingsValues
          items={[
            ...(can(context, 'manage') ? [] : [{ label: t('workspace.name'), value: workspace.name }]),
            { label: t('workspace.slug'), value: <code className="font-mono">{workspace.slug}</code> },
            { label: t('workspace.kind'), value: workspace.personal ? t('workspace.personal') : t('workspace.team') },
            { label: t('workspace.yourRole'), value: tRoles(role) },
            { label: t('workspace.created'), value: format.dateTime(workspace.createdAt, { dateStyle: 'medium' }) },
          ]}
        />
      </SettingsSection>

      <SettingsSection id="workspace-new" title={t('workspace.newTitle')} intro={t('workspace.newIntro')}>
        <CreateWorkspaceForm action={createWorkspaceAction} />
      </SettingsSection>
    </>
  );
}

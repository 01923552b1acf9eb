import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { controlClass, Field } from '@/components/ui/field';
import { SettingsSection } from '@/components/settings/settings-section';
import { UsernameForm } from '@/components/settings/username-form';
import { getWorkspaceContext } from '@/lib/auth';
import { changeUsernameAction, signOutEverywhereAction } from './actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.profile' });
  return { title: t('metaTitle') };
}

/** Settings → Profile: who the user is, their workspaces, and their sessions. */
export default async function ProfileSettingsPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const { user, workspace: current, workspaces } = await getWorkspaceContext();
  const t = await getTranslations('settings.profile');
  const tRoles = await getTranslations('app.roles');

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('title')}</h2>
      <SettingsSection id="profile-account" title={t('account')}>
        <Field id="profile-email" label={t('email')} hint={t('emailHint')}>
          {(control) => <input {...control} type="email" readOnly value={user.email} className={controlClass} />}
        </Field>
        <UsernameForm action={changeUsernameAction} username={user.username} />
      </SettingsSection>

      <SettingsSection id="profile-workspaces" title={t('workspaces')}>
        <Table labelledBy="profile-workspaces" frame="bare">
          <TableHead>
            <ColumnHeader>{t('workspace')}</ColumnHeader>
            <ColumnHeader>{t('role')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {workspaces.map(({ workspace, role }) => (
              <Row key={workspace.id}>
                <RowHeader strong className="text-ink">
                  {workspace.name}
                  {workspace.personal && <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{t('personal')}</span>}
                  {workspace.id === current.id && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{t('current')}</span>}
                </RowHeader>
                <Cell>{tRoles(role)}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </SettingsSection>

      <SettingsSection id="profile-sessions" title={t('sessions')} intro={t('sessionsIntro')}>
        <form action={signOutEverywhereAction}>
          <button type="submit" className="btn-secondary min-h-11">
            {t('signOutEverywhere')}
          </button>
        </form>
      </SettingsSection>
    </>
  );
}

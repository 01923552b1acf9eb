import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SettingsSection } from '@/components/settings/settings-section';
import { UsernameForm } from '@/components/settings/username-form';
import { getWorkspaceContext } from '@/lib/auth';
import { changeUsernameAction, signOutEverywhereAction } from './actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'settings.profile' });
  return { title: t('metaTitle') };
}

/** Settings → Profile: who the user is, their workspaces, and their sessions. */
export default async function ProfileSettingsPage({ params }: Props) {
  setRequestLocale((await params).locale);
  const { user, workspace: current, workspaces } = await getWorkspaceContext();
  const t = await getTranslations('settings.profile');
  const tRoles = await getTranslations('app.roles');

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('title')}</h2>
      <SettingsSection id="profile-account" title={t('account')}>
        <div>
          <label htmlFor="profile-email" className="block text-sm font-medium text-ink">
            {t('email')}
          </label>
          <input
            id="profile-email"
            type="email"
            readOnly
            value={user.email}
            aria-describedby="profile-email-hint"
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-700"
          />
          <p id="profile-email-hint" className="mt-1 text-xs text-slate-500">
            {t('emailHint')}
          </p>
        </div>
        <UsernameForm action={changeUsernameAction} username={user.username} />
      </SettingsSection>

      <SettingsSection id="profile-workspaces" title={t('workspaces')}>
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">{t('workspace')}</th>
              <th scope="col" className="py-2">{t('role')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {workspaces.map(({ workspace, role }) => (
              <tr key={workspace.id}>
                <td className="py-3 pr-3 font-medium text-ink">
                  {workspace.name}
                  {workspace.personal && <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{t('personal')}</span>}
                  {workspace.id === current.id && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{t('current')}</span>}
                </td>
                <td className="py-3">{tRoles(role)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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

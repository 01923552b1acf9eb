import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { ApiKeyCreateForm } from '@/components/settings/api-key-create-form';
import { ApiKeysTable } from '@/components/settings/api-keys-table';
import { ReadOnlyNote, SettingsSection } from '@/components/settings/settings-section';
import { withUser } from '@/lib/db';
import { API_KEY_SCOPES, listApiKeys } from '@/lib/data/workspaces';
import { can, getWorkspaceContext } from '@/lib/auth';
import { createApiKeyAction, revokeApiKeyAction } from '../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.apiKeys' });
  return { title: t('metaTitle') };
}

/** Settings → API keys: owners create, list and revoke the keys connectors use (RLS shows others none). */
export default async function ApiKeysSettingsPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const { workspace, role } = context;
  const t = await getTranslations('settings');
  const tRoles = await getTranslations('app.roles');
  const manage = can(context, 'manage');
  const keys = manage ? await withUser(context.claims, (tx) => listApiKeys(tx, workspace.id)) : [];

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('apiKeys.title')}</h2>
      <p className="text-slate-600">{t('apiKeys.intro')}</p>
      {manage ? (
        <>
          <SettingsSection id="api-keys-new" title={t('apiKeys.createTitle')}>
            <ApiKeyCreateForm action={createApiKeyAction} workspaceId={workspace.id} scopes={API_KEY_SCOPES} />
          </SettingsSection>
          <SettingsSection id="api-keys-list" title={t('apiKeys.listTitle', { workspace: workspace.name })}>
            <ApiKeysTable
              labelledBy="api-keys-list"
              workspaceId={workspace.id}
              revoke={revokeApiKeyAction}
              keys={keys.map((k) => ({
                id: k.id,
                name: k.name,
                prefix: k.prefix,
                scopes: k.scopes,
                createdAt: k.createdAt,
                lastUsedAt: k.lastUsedAt,
                revokedAt: k.revokedAt,
              }))}
            />
          </SettingsSection>
        </>
      ) : (
        <ReadOnlyNote>{t('apiKeys.ownersOnly', { workspace: workspace.name, role: tRoles(role) })}</ReadOnlyNote>
      )}
    </>
  );
}

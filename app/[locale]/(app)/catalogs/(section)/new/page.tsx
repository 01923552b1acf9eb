import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { NewCatalogFlow } from '@/components/catalogs/new-catalog-flow';
import { Link } from '@/i18n/navigation';
import { DEFAULT_ACCEPT_THRESHOLD } from '@/lib/catalog';
import { withUser } from '@/lib/db';
import { DEFAULT_WORKSPACE_SETTINGS, getSenderIdentity, getWorkspaceSettings } from '@/lib/data/workspaces';
import { listConversions, listSavedMappings } from '@/lib/data/catalogs';
import { can, getWorkspaceContext } from '@/lib/auth';
import { startConversionsAction } from './actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'catalogs.new' });
  return { title: t('metaTitle') };
}

export default async function NewCatalogPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const t = await getTranslations('catalogs.new');
  const tRoles = await getTranslations('app.roles');
  const { workspace } = context;

  if (!can(context, 'upload')) {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="max-w-2xl text-slate-700" data-testid="upload-not-allowed">
          {t('notAllowed', { workspace: workspace.name, role: tRoles(context.role) })}
        </p>
        <Link href="/catalogs" className="btn-secondary min-h-11">
          {t('backToList')}
        </Link>
      </div>
    );
  }

  const { settings, mappings, latest, sender } = await withUser(context.claims, async (tx) => ({
    settings: await getWorkspaceSettings(tx, workspace.id),
    sender: await getSenderIdentity(tx, workspace.id),
    mappings: await listSavedMappings(tx, workspace.id),
    latest: (await listConversions(tx, workspace.id, { limit: 1 }))[0] ?? null,
  }));

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('intro', { workspace: workspace.name })}</p>
      </div>
      <NewCatalogFlow
        workspaceId={workspace.id}
        limitBytes={settings?.uploadLimitBytes ?? DEFAULT_WORKSPACE_SETTINGS.uploadLimitBytes}
        savedMappings={mappings.map((m) => ({ id: m.id, name: m.name, version: m.version }))}
        brands={sender?.identity.brands ?? []}
        // The brand of the workspace's last conversion: most workspaces convert for one brand.
        defaultBrand={latest?.brand ?? ''}
        defaultThreshold={DEFAULT_ACCEPT_THRESHOLD}
        action={startConversionsAction}
      />
    </div>
  );
}

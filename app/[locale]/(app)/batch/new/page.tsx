import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { NewBatchForm } from '@/components/batch/new-batch-form';
import { Link } from '@/i18n/navigation';
import { DEFAULT_ACCEPT_THRESHOLD } from '@/lib/catalog';
import { withUser } from '@/lib/db';
import { DEFAULT_WORKSPACE_SETTINGS, getWorkspaceSettings } from '@/lib/data/workspaces';
import { listSavedMappings } from '@/lib/data/catalogs';
import { can, getWorkspaceContext } from '@/lib/auth';
import { startBatchAction } from '../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'batch.new' });
  return { title: t('metaTitle') };
}

/** Several files, one mapping, one brand — in the current workspace, for owners and operators. */
export default async function NewBatchPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const t = await getTranslations('batch.new');
  const tApp = await getTranslations('app');
  const workspaceId = context.workspace.id;
  const mayStart = can(context, 'convert');
  const { mappings, settings } = mayStart
    ? await withUser(context.claims, async (tx) => ({
        mappings: await listSavedMappings(tx, workspaceId),
        settings: await getWorkspaceSettings(tx, workspaceId),
      }))
    : { mappings: [], settings: null };

  return (
    <div className="space-y-6">
      <Link href="/batch" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t('back')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>
      </div>
      {mayStart ? (
        <NewBatchForm
          workspaceId={workspaceId}
          mappings={mappings.map((m) => ({ id: m.id, name: m.name, version: m.version }))}
          defaultThreshold={DEFAULT_ACCEPT_THRESHOLD}
          limitBytes={settings?.uploadLimitBytes ?? DEFAULT_WORKSPACE_SETTINGS.uploadLimitBytes}
          action={startBatchAction}
        />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {t('notAllowed', { workspace: context.workspace.name, role: tApp(`roles.${context.role}`) })}
        </p>
      )}
    </div>
  );
}

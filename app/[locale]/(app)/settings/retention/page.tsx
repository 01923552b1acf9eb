import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { RetentionForm } from '@/components/settings/retention-form';
import { ReadOnlyNote, SettingsSection, SettingsValues } from '@/components/settings/settings-section';
import { withUser } from '@/lib/db';
import { DEFAULT_WORKSPACE_SETTINGS, getWorkspaceSettings } from '@/lib/data/workspaces';
import { can, getWorkspaceContext } from '@/lib/auth';
import { updateRetentionAction } from '../actions';
import { DEFAULT_UPLOAD_LIMIT_MB, toMegabytes } from '../forms';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.retention' });
  return { title: t('metaTitle') };
}

/** Settings → Retention and limits: how long uploads are kept, how large they may be, who is told. */
export default async function RetentionSettingsPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const { workspace, role } = context;
  const t = await getTranslations('settings');
  const tRoles = await getTranslations('app.roles');
  const format = await getFormatter();
  const settings = await withUser(context.claims, (tx) => getWorkspaceSettings(tx, workspace.id));
  if (!settings) notFound();
  const manage = can(context, 'manage');
  const values = {
    retentionDays: settings.retentionDays,
    uploadLimitMb: toMegabytes(settings.uploadLimitBytes),
    workspaceQuotaMb: settings.workspaceQuotaBytes === null ? '' : toMegabytes(settings.workspaceQuotaBytes),
    notificationEmail: settings.notificationEmail ?? '',
    exportConfirmationDays: settings.exportConfirmationDays,
  };
  const defaults = {
    retentionDays: DEFAULT_WORKSPACE_SETTINGS.retentionDays,
    uploadLimitMb: DEFAULT_UPLOAD_LIMIT_MB,
    exportConfirmationDays: DEFAULT_WORKSPACE_SETTINGS.exportConfirmationDays,
  };

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('retention.title')}</h2>
      <SettingsSection
        id="retention-settings"
        title={workspace.name}
        intro={
          <>
            <p>{t('retention.autoDelete', { days: settings.retentionDays })}</p>
            <p className="mt-1">
              {settings.updatedAt
                ? t('retention.lastChanged', { date: format.dateTime(settings.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })
                : t('retention.usingDefaults', defaults)}
            </p>
          </>
        }
      >
        {manage ? (
          <RetentionForm action={updateRetentionAction} workspaceId={workspace.id} values={values} defaults={defaults} />
        ) : (
          <>
            <ReadOnlyNote>{t('readOnly', { workspace: workspace.name, role: tRoles(role) })}</ReadOnlyNote>
            <SettingsValues
              items={[
                { label: t('retention.retentionDays'), value: t('retention.days', { days: values.retentionDays }) },
                { label: t('retention.uploadLimit'), value: values.uploadLimitMb },
                { label: t('retention.quota'), value: values.workspaceQuotaMb || t('retention.noQuota') },
                { label: t('retention.notificationEmail'), value: values.notificationEmail || t('retention.none') },
                { label: t('retention.exportConfirmationDays'), value: t('retention.days', { days: values.exportConfirmationDays }) },
              ]}
            />
          </>
        )}
      </SettingsSection>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { DEMO_OPTION_VALUE, releaseOptions } from '@/components/catalogs/release-options';
import { ReferenceImportForm } from '@/components/settings/reference-import-form';
import { ReferenceReleaseForm } from '@/components/settings/reference-release-form';
import { ReferenceReleasesTable } from '@/components/settings/reference-releases-table';
import { ReadOnlyNote, SettingsSection, SettingsValues } from '@/components/settings/settings-section';
import { withUser } from '@/lib/db';
import { bundledDemoPin, currentReferenceOf, usableReferenceReleases } from '@/lib/data/reference';
import { can, getWorkspaceContext } from '@/lib/auth';
import { chooseReferenceReleaseAction } from '../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.reference' });
  return { title: t('metaTitle') };
}

/**
 * Settings → Reference data: the release new conversions are pinned to (owners choose it), and the
 * releases the workspace may use — its own imports and the shared ones (decision 0008) — and, for
 * owners, importing the workspace's own licensed delivery.
 */
export default async function ReferenceSettingsPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const { workspace, role } = context;
  const data = await withUser(context.claims, async (tx) => {
    const current = await currentReferenceOf(tx, workspace.id);
    return current ? { current, releases: await usableReferenceReleases(tx, workspace.id) } : null;
  });
  if (!data) notFound();
  const t = await getTranslations('settings');
  const tRoles = await getTranslations('app.roles');
  const { current, releases } = data;
  const demo = await bundledDemoPin();
  const options = releaseOptions(releases, demo);
  const currentValue = current.pin.releaseId === null ? DEMO_OPTION_VALUE : String(current.pin.releaseId);
  const currentText = current.release
    ? t('reference.currentRelease', { id: current.release.id, date: current.release.versionDate ?? '—', source: current.release.source })
    : t('reference.currentDemo', { date: demo.versionDate ?? '—' });

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('reference.title')}</h2>
      <SettingsSection id="reference-current" title={t('reference.current')} intro={<p>{t('reference.intro', { workspace: workspace.name })}</p>}>
        <p className="text-ink" data-testid="reference-current">
          {currentText}
        </p>
        {can(context, 'manage') ? (
          <ReferenceReleaseForm
            action={chooseReferenceReleaseAction}
            workspaceId={workspace.id}
            options={options}
            current={currentValue}
          />
        ) : (
          <>
            <ReadOnlyNote>{t('readOnly', { workspace: workspace.name, role: tRoles(role) })}</ReadOnlyNote>
            <SettingsValues items={[{ label: t('reference.current'), value: currentText }]} />
          </>
        )}
      </SettingsSection>
      {can(context, 'manage') && (
        <SettingsSection id="reference-import" title={t('reference.import.title')} intro={<p>{t('reference.import.intro', { workspace: workspace.name })}</p>}>
          <ReferenceImportForm workspaceId={workspace.id} />
        </SettingsSection>
      )}
      <SettingsSection id="reference-releases" title={t('reference.releases')}>
        {releases.some((r) => r.workspaceId === workspace.id) ? null : <p className="text-sm text-slate-600">{t('reference.none', { slug: workspace.slug })}</p>}
        {releases.length > 0 && (
          <ReferenceReleasesTable
            labelledBy="reference-releases"
            releases={options.filter((o) => o.releaseId !== null)}
            importedAt={new Map(releases.map((r) => [r.id, r.importedAt]))}
          />
        )}
      </SettingsSection>
    </>
  );
}

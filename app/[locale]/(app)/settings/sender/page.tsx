import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { SenderIdentityForm, type SenderIdentityValues } from '@/components/settings/sender-identity-form';
import { catalogLanguages } from '@/components/settings/catalog-language-select';
import { ReadOnlyNote, SettingsSection, SettingsValues } from '@/components/settings/settings-section';
import { placeholderFieldNames } from '@/components/settings/sender-placeholders';
import { withUser } from '@/lib/db';
import { getSenderIdentity } from '@/lib/data/workspaces';
import { can, getWorkspaceContext } from '@/lib/auth';
import { saveSenderIdentityAction } from '../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'settings.sender' });
  return { title: t('metaTitle') };
}

/** Settings → Sender identity: who the workspace's ACES and PIES headers say the files come from. */
export default async function SenderSettingsPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const context = await getWorkspaceContext();
  const { workspace, role } = context;
  const t = await getTranslations('settings');
  const tRoles = await getTranslations('app.roles');
  const format = await getFormatter();
  const sender = await withUser(context.claims, (tx) => getSenderIdentity(tx, workspace.id));
  if (!sender) notFound();
  const { identity } = sender;
  const languages = catalogLanguages(locale);
  const values: SenderIdentityValues = {
    company: identity.company ?? '',
    senderName: identity.senderName ?? '',
    phone: identity.phone ?? '',
    email: identity.email ?? '',
    documentTitle: identity.documentTitle ?? '',
    language: identity.language ?? '',
    brands: identity.brands ?? [],
  };
  const missing = await placeholderFieldNames(sender.placeholders);
  const notSet = t('sender.none');

  return (
    <>
      <h2 className="text-2xl font-semibold text-ink">{t('sender.title')}</h2>
      <SettingsSection
        id="sender-identity"
        title={workspace.name}
        intro={
          <>
            <p>{t('sender.intro')}</p>
            <p className="mt-1">{t('sender.where')}</p>
            <p className="mt-2 font-medium text-ink" data-testid="sender-status">
              {missing.length === 0 ? t('sender.complete') : t('sender.incomplete', { fields: format.list(missing, { type: 'conjunction' }) })}
            </p>
            {sender.updatedAt && <p className="mt-1">{t('sender.lastChanged', { date: format.dateTime(sender.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>}
          </>
        }
      >
        {can(context, 'manage') ? (
          <SenderIdentityForm action={saveSenderIdentityAction} workspaceId={workspace.id} values={values} languages={languages} />
        ) : (
          <>
            <ReadOnlyNote>{t('readOnly', { workspace: workspace.name, role: tRoles(role) })}</ReadOnlyNote>
            <SettingsValues
              items={[
                { label: t('sender.company'), value: values.company || notSet },
                { label: t('sender.senderName'), value: values.senderName || notSet },
                { label: t('sender.phone'), value: values.phone || notSet },
                { label: t('sender.email'), value: values.email || notSet },
                { label: t('sender.brandsLegend'), value: values.brands.length ? values.brands.map((b) => `${b.name} (${b.code})`).join(', ') : notSet },
                { label: t('sender.documentTitle'), value: values.documentTitle || notSet },
                { label: t('sender.language'), value: languages.find((l) => l.code === values.language)?.label ?? t('sender.languageCatalog') },
              ]}
            />
          </>
        )}
      </SettingsSection>
    </>
  );
}

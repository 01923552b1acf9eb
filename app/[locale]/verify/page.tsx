import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { SiteShell } from '@/components/site/site-shell';
import { BundleChecker, type VerifyLabels } from '@/components/verify/bundle-checker';
import { pageMetadata } from '@/lib/site';


type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'verify' });
  return pageMetadata({ locale, path: '/verify', title: t('metaTitle'), description: t('metaDescription') });
}

const LABEL_KEYS = [
  'drop', 'choose', 'trustLabel', 'trustHint', 'check', 'checking', 'intact', 'intactText', 'failed', 'failedText',
  'files', 'file', 'expected', 'actual', 'status', 'signature', 'trusted', 'untrusted', 'trustedKeys', 'context',
  'problems', 'signedStatement', 'signedStatementHint',
] as const;

/** Public: anyone holding a bundle can check it. The page is static; the check runs in /api/verify. */
export default async function VerifyPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('verify');
  // Whole groups of texts, filled in on the client; the settings by the names the mapping screen gives them.
  const messages = await getMessages();
  const labels = {
    ...Object.fromEntries(LABEL_KEYS.map((k) => [k, t(k)])),
    // Filled in on the client with the result's values.
    signatureStatus: t.raw('signatureStatus') as string,
    signer: t.raw('signer') as string,
    ignoredFolders: t.raw('ignoredFolders') as string,
    timeout: t.raw('timeout') as string,
    statuses: messages.verify.statuses as Record<string, string>,
    signatureStatuses: messages.verify.signatureStatuses as Record<string, string>,
    contextView: { ...messages.verify.contextView, settingNames: messages.catalogs.mapping.settings.names as Record<string, string> },
  } as VerifyLabels;
  return (
    <SiteShell>
      <div className="container-page max-w-4xl py-16">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-3 text-slate-600">{t('intro')}</p>
        <div className="mt-10">
          <BundleChecker labels={labels} locale={locale} />
        </div>
        <p className="mt-10 text-sm text-slate-500">
          <code>{t('cli')}</code>
        </p>
      </div>
    </SiteShell>
  );
}

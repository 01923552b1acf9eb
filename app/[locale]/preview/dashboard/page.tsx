import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { PreviewDashboard } from '@/components/preview/preview-dashboard';
import { redirect } from '@/i18n/navigation';
import { previewDashboard, resolvePreviewAccess } from '@/lib/preview';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'preview.dashboard' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The read-only sample dashboard. Only while the preview is on; with previewRequireAuth it needs a
 * signed-in active user: nobody signed in → /preview (as the proxy does too), an account that is not
 * active → the pending-review page, as everywhere else in the product.
 */
export default async function PreviewDashboardPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const { access } = await resolvePreviewAccess();
  if (access === 'disabled') return redirect({ href: '/', locale });
  if (access === 'signInRequired') return redirect({ href: '/preview', locale });
  if (access === 'inactive') return redirect({ href: '/auth/pending-review', locale });
  return <PreviewDashboard data={await previewDashboard()} />;
}

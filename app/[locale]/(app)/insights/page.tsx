import { redirect } from '@/i18n/navigation';
import { getWorkspaceContext } from '@/lib/auth';
import { pageLocale } from '@/i18n/page-locale';

/** /insights opens its first page. */
export default async function InsightsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await getWorkspaceContext();
  redirect({ href: '/insights/evidence', locale });
}

import { redirect } from '@/i18n/navigation';
import { getWorkspaceContext } from '@/lib/auth';

/** /insights opens its first page. */
export default async function InsightsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  await getWorkspaceContext();
  redirect({ href: '/insights/evidence', locale });
}

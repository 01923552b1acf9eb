import { setRequestLocale } from 'next-intl/server';
import { ComingSoon } from '@/components/app/coming-soon';
import { requireActiveUser } from '@/lib/auth';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  await requireActiveUser();
  return <ComingSoon screen="batchDetails" />;
}

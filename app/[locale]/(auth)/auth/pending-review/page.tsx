import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { AuthHeading } from '@/components/auth/auth-heading';
import { Link, redirect } from '@/i18n/server-navigation';
import { getCurrentUser } from '@/lib/auth';
import { signOutAction } from '../../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'auth.pendingReview' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Where accounts that are not active land; the only page such an account can see. */
export default async function PendingReviewPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (user?.accountStatus === 'active') redirect({ href: '/dashboard', locale });
  const t = await getTranslations('auth.pendingReview');
  const suspended = user?.accountStatus === 'suspended';
  return (
    <>
      <AuthHeading title={suspended ? t('suspendedTitle') : t('title')} intro={suspended ? t('suspendedText') : t('text')} />
      <div className="flex flex-wrap gap-2">
        <Link href="/contact" className="btn-secondary min-h-11">
          {t('contact')}
        </Link>
        {user && (
          <form action={signOutAction}>
            <button type="submit" className="btn-primary min-h-11">
              {t('signOut')}
            </button>
          </form>
        )}
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { AuthForm } from '@/components/auth/auth-form';
import { authFormTexts } from '@/components/auth/auth-form-texts';
import { AuthHeading } from '@/components/auth/auth-heading';
import { ConfirmationToast } from '@/components/auth/confirmation-toast';
import { ReportingUserRecord } from '@/components/monitoring/reporting-user-record';
import { Link, redirect } from '@/i18n/server-navigation';
import { getCurrentUser, localRedirectTarget, safeNextPath } from '@/lib/auth';
import { signInAction } from '../actions';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string; confirmed?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'auth.signIn' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Served at /login and /auth/signin (spec: the same sign-in page). */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const { next, confirmed } = await searchParams;
  const user = await getCurrentUser();
  if (user?.accountStatus === 'active' && !confirmed) redirect({ href: safeNextPath(next), locale });
  // Only a local path is carried into the form: a hostile `next` is dropped here, not just at sign-in.
  const target = localRedirectTarget(next);

  const [t, tToasts, formTexts] = await Promise.all([
    getTranslations('auth.signIn'),
    getTranslations('toasts'),
    authFormTexts(),
  ]);
  // Sign-up, email and email-change links get the welcome text; any other confirmation the short one.
  const welcome = ['signup', 'email', 'email_change'].includes(confirmed ?? '');
  const toast = confirmed ? tToasts(welcome ? 'welcome' : 'emailConfirmed') : undefined;
  return (
    <>
      {/* Sign-out lands here: the error-reporting user record is forgotten (spec §3). Mounted by this page,
          not the sign-in pages' layout, so its few bytes ride in the page's own script rather than a
          request of their own on every sign-in page (issue 15.5). */}
      <ReportingUserRecord user={null} />
      <ConfirmationToast message={toast} />
      <AuthHeading title={t('title')} intro={t('intro')} />
      <AuthForm
        texts={formTexts}
        action={signInAction}
        hidden={target ? { next: target } : undefined}
        submitLabel={t('submit')}
        pendingLabel={t('pending')}
        fields={[
          { name: 'email', type: 'email', autoComplete: 'email', label: 'email' },
          { name: 'password', type: 'password', autoComplete: 'current-password', label: 'password' },
        ]}
        footer={
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <Link href="/auth/forgot-password" className="text-brand-700 underline-offset-2 hover:underline">
              {t('forgot')}
            </Link>
            <span className="text-slate-600">
              {t('noAccount')}{' '}
              <Link href="/auth/signup" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t('signUpLink')}
              </Link>
            </span>
          </div>
        }
      />
    </>
  );
}

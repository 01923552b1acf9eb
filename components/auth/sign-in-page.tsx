import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/i18n/server-navigation';
import type { SignInPageProps } from '@/lib/auth';
import { localizedPath } from '@/lib/site/locale-path';
import { AuthPage } from './auth-page';
import { AuthPostForm } from './auth-post-form';
import { ConfirmationToast } from './confirmation-toast';

/** The sign-in page, served at /login and /auth/signin (spec: the same sign-in page). */
export function SignInPage(page: SignInPageProps) {
  const t = useTranslations('auth.signIn');
  return (
    <AuthPage page={page} path="/login" texts="signIn" forgetReportingUser>
      {page.toast && <ConfirmationToast message={page.toast} />}
      {page.sessionEnded && (
        <Alert tone="info" className="mb-5">
          {t('sessionEnded')}
        </Alert>
      )}
      {page.signedIn && (
        <Alert tone="info" as="div" className="mb-5">
          {t('signedIn')}{' '}
          <Link href={page.next ?? '/dashboard'} className="font-medium text-brand-700 underline underline-offset-2">
            {t('continue')}
          </Link>
        </Alert>
      )}
      <AuthPostForm
        action={localizedPath(page.locale, '/auth/sign-in')}
        answer={page.answer}
        hidden={page.next ? { next: page.next } : undefined}
        submitLabel={t('submit')}
        pendingLabel={t('pending')}
        fields={[
          { name: 'email', type: 'email', autoComplete: 'email', label: 'email' },
          // Sign-in checks only presence: a length rule here would tell an attacker about the policy.
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
    </AuthPage>
  );
}

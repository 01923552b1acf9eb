import { useTranslations } from 'next-intl';
import { AuthPage } from '@/components/auth/auth-page';
import { AuthPostForm } from '@/components/auth/auth-post-form';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/i18n/server-navigation';
import { resetPasswordPageProps, type ResetPasswordPageProps } from '@/lib/auth/form-page-props';
import { localizedPath } from '@/lib/site';

// HTML only: no Next or React code in the browser (decisions 0023, 0024); the form posts to a route handler.
// `runtime` says what Next assumes anyway; it gives the object a property Next's page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = resetPasswordPageProps;

export default function ResetPasswordPage(page: ResetPasswordPageProps) {
  const t = useTranslations('auth.reset');
  const signIn = (
    <Link href="/login" className="btn-secondary min-h-11">
      {t('signInLink')}
    </Link>
  );
  return (
    <AuthPage page={page} path="/auth/reset-password" texts="reset">
      {page.done ? (
        <Alert tone="success" as="div">
          {t('done')}
          <div className="mt-4">{signIn}</div>
        </Alert>
      ) : (
        <AuthPostForm
          action={localizedPath(page.locale, '/auth/set-password')}
          answer={page.answer}
          hidden={page.token ? { token: page.token } : undefined}
          submitLabel={t('submit')}
          pendingLabel={t('pending')}
          fields={[
            { name: 'password', type: 'password', autoComplete: 'new-password', label: 'newPassword', hint: 'passwordHint', minLength: page.passwordMin },
          ]}
          footer={signIn}
        />
      )}
    </AuthPage>
  );
}

import { useTranslations } from 'next-intl';
import { AuthPage } from '@/components/auth/auth-page';
import { AuthPostForm } from '@/components/auth/auth-post-form';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/i18n/server-navigation';
import { forgotPasswordPageProps, type ForgotPasswordPageProps } from '@/lib/auth/form-page-props';
import { localizedPath } from '@/lib/site';

// HTML only: no Next or React code in the browser (decisions 0023, 0024); the form posts to a route handler.
// `runtime` says what Next assumes anyway; it gives the object a property Next's page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = forgotPasswordPageProps;

export default function ForgotPasswordPage(page: ForgotPasswordPageProps) {
  const t = useTranslations('auth.forgot');
  const back = (
    <Link href="/login" className="text-sm text-brand-700 underline-offset-2 hover:underline">
      {t('back')}
    </Link>
  );
  return (
    <AuthPage page={page} path="/auth/forgot-password" texts="forgot">
      {page.sent ? (
        <Alert tone="success" as="div">
          {t('sent')}
          <div className="mt-4">{back}</div>
        </Alert>
      ) : (
        <AuthPostForm
          action={localizedPath(page.locale, '/auth/send-reset-link')}
          answer={page.answer}
          submitLabel={t('submit')}
          pendingLabel={t('pending')}
          fields={[{ name: 'email', type: 'email', autoComplete: 'email', label: 'email' }]}
          footer={back}
        />
      )}
    </AuthPage>
  );
}

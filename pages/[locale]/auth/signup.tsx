import { useTranslations } from 'next-intl';
import { AuthPage } from '@/components/auth/auth-page';
import { AuthPostForm } from '@/components/auth/auth-post-form';
import { Link } from '@/i18n/server-navigation';
import { signUpPageProps, type SignUpPageProps } from '@/lib/auth/form-page-props';
import { localizedPath } from '@/lib/site';

// HTML only: no Next or React code in the browser (decision 0023); the form posts to a route handler.
// `runtime` says what Next assumes anyway; it gives the object a property Next's page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = signUpPageProps;

/** The users_username rule (lib/auth/forms.ts) as the browser's pattern (matched against the whole value). */
const USERNAME_PATTERN = '[A-Za-z0-9][A-Za-z0-9_.\\-]{2,31}';

export default function SignUpPage(page: SignUpPageProps) {
  const t = useTranslations('auth.signUp');
  return (
    <AuthPage page={page} path="/auth/signup" texts="signUp">
      <AuthPostForm
        action={localizedPath(page.locale, '/auth/sign-up')}
        answer={page.answer}
        submitLabel={t('submit')}
        pendingLabel={t('pending')}
        fields={[
          { name: 'email', type: 'email', autoComplete: 'email', label: 'email' },
          { name: 'username', type: 'text', autoComplete: 'username', label: 'username', hint: 'usernameHint', pattern: USERNAME_PATTERN },
          {
            name: 'password',
            type: 'password',
            autoComplete: 'new-password',
            label: 'password',
            hint: 'passwordHint',
            // No maxLength: the browser would cut a longer paste without a word; the server says why instead.
            minLength: page.passwordMin,
          },
        ]}
        footer={
          <p className="text-sm text-slate-600">
            {t('haveAccount')}{' '}
            <Link href="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {t('signInLink')}
            </Link>
          </p>
        }
      />
    </AuthPage>
  );
}

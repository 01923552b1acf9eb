import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { AuthForm } from '@/components/auth/auth-form';
import { authFormTexts } from '@/components/auth/auth-form-texts';
import { AuthHeading } from '@/components/auth/auth-heading';
import { Link } from '@/i18n/server-navigation';
import { signUpAction } from '../../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'auth.signUp' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function SignUpPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const [t, formTexts] = await Promise.all([getTranslations('auth.signUp'), authFormTexts()]);
  return (
    <>
      <AuthHeading title={t('title')} intro={t('intro')} />
      <AuthForm
        texts={formTexts}
        action={signUpAction}
        submitLabel={t('submit')}
        pendingLabel={t('pending')}
        fields={[
          { name: 'email', type: 'email', autoComplete: 'email', label: 'email' },
          { name: 'username', type: 'text', autoComplete: 'username', label: 'username', hint: 'usernameHint' },
          { name: 'password', type: 'password', autoComplete: 'new-password', label: 'password', hint: 'passwordHint' },
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
    </>
  );
}

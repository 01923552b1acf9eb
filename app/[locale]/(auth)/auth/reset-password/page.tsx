import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { AuthForm } from '@/components/auth/auth-form';
import { authFormTexts } from '@/components/auth/auth-form-texts';
import { AuthHeading } from '@/components/auth/auth-heading';
import { Link } from '@/i18n/server-navigation';
import { resetPasswordAction } from '../../actions';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'auth.reset' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const { token } = await searchParams;
  const [t, formTexts] = await Promise.all([getTranslations('auth.reset'), authFormTexts()]);
  return (
    <>
      <AuthHeading title={t('title')} intro={t('intro')} />
      <AuthForm
        texts={formTexts}
        action={resetPasswordAction}
        hidden={token ? { token } : undefined}
        submitLabel={t('submit')}
        pendingLabel={t('pending')}
        successMessage={t('done')}
        fields={[
          { name: 'password', type: 'password', autoComplete: 'new-password', label: 'newPassword', hint: 'passwordHint' },
        ]}
        footer={
          <Link href="/login" className="btn-secondary min-h-11">
            {t('signInLink')}
          </Link>
        }
      />
    </>
  );
}

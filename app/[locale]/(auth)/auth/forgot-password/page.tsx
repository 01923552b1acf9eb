import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { AuthForm } from '@/components/auth/auth-form';
import { authFormTexts } from '@/components/auth/auth-form-texts';
import { AuthHeading } from '@/components/auth/auth-heading';
import { Link } from '@/i18n/server-navigation';
import { forgotPasswordAction } from '../../actions';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'auth.forgot' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const [t, formTexts] = await Promise.all([getTranslations('auth.forgot'), authFormTexts()]);
  const back = (
    <Link href="/login" className="text-sm text-brand-700 underline-offset-2 hover:underline">
      {t('back')}
    </Link>
  );
  return (
    <>
      <AuthHeading title={t('title')} intro={t('intro')} />
      <AuthForm
        texts={formTexts}
        action={forgotPasswordAction}
        submitLabel={t('submit')}
        pendingLabel={t('pending')}
        successMessage={t('sent')}
        fields={[{ name: 'email', type: 'email', autoComplete: 'email', label: 'email' }]}
        footer={back}
      />
    </>
  );
}

import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { forgotPasswordPost } from '@/lib/auth';

/** The forgot-password page's form posts here (pages/[locale]/auth/forgot-password.tsx: plain HTML, decision 0024). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return forgotPasswordPost(request, hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

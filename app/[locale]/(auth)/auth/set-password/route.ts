import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { resetPasswordPost } from '@/lib/auth';

/** The reset-password page's form posts here (pages/[locale]/auth/reset-password.tsx: plain HTML, decision 0024). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return resetPasswordPost(request, hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { signUpPost } from '@/lib/auth';

/** The sign-up page's form posts here (pages/[locale]/auth/signup.tsx: plain HTML, decision 0023). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return signUpPost(request, hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { signInPost } from '@/lib/auth';

/** The sign-in page's form posts here (pages/[locale]/login.tsx: plain HTML, decision 0023). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return signInPost(request, hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

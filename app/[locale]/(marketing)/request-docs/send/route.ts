import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { inquiryPost } from '@/lib/inquiries/form-posts';

/** The request-docs page's form posts here (pages/[locale]/request-docs.tsx: plain HTML, decision 0025). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return inquiryPost('docsRequest', request, hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

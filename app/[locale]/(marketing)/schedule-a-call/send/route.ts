import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { inquiryPost } from '@/lib/inquiries/form-posts';

/** The schedule-a-call page's form posts here (pages/[locale]/schedule-a-call.tsx: plain HTML, decision 0025). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return inquiryPost('callRequest', request, hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
}

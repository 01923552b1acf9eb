import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { z } from 'zod';
import { InquiryTable } from '@/components/inquiries/inquiry-table';
import { Link } from '@/i18n/navigation';
import { requireAdmin } from '@/lib/auth';
import { listInquiries } from '@/lib/data/inquiries';
import { withUser } from '@/lib/db';
import { changeInquiryStatusAction } from './actions';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string }> };

const PAGE_SIZE = 25;
/** Anything that is not a page number reads as the first page. */
const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'inquiries' });
  return { title: t('metaTitle') };
}

/** /admin/inquiries: what visitors sent from the public forms, for the platform team (RLS: platform administrators only). */
export default async function InquiriesPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const admin = await requireAdmin();
  const t = await getTranslations('inquiries');
  const page = pageSchema.parse((await searchParams).page);
  const { inquiries, total } = await withUser({ sub: admin.id, email: admin.email }, (tx) =>
    listInquiries(tx, { page, pageSize: PAGE_SIZE }),
  );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>
      </div>
      {inquiries.length === 0 ? (
        <p className="text-slate-600">{t('empty')}</p>
      ) : (
        <InquiryTable inquiries={inquiries} action={changeInquiryStatusAction} />
      )}
      {pages > 1 && (
        <nav aria-label={t('pagination')} className="flex items-center gap-3">
          {page > 1 && (
            <Link href={{ pathname: '/admin/inquiries', query: { page: page - 1 } }} className="btn-secondary min-h-11">
              {t('newer')}
            </Link>
          )}
          <span className="text-sm text-slate-600">{t('page', { page: Math.min(page, pages), pages })}</span>
          {page < pages && (
            <Link href={{ pathname: '/admin/inquiries', query: { page: page + 1 } }} className="btn-secondary min-h-11">
              {t('older')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

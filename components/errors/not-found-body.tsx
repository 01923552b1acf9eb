import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';

/**
 * The 404's own words and a way on, without a frame: each not-found boundary puts it in the frame of
 * its part of the product. Next renders every boundary's not-found into each page's payload below it
 * in case a render says "not found", so the frame must not be one that page draws again — a signed-in
 * page carried the whole public site header and footer (two language menus) for its 404 (issue 15.7).
 */
export function NotFoundBody({ href, linkLabel }: { href: string; linkLabel?: string }) {
  const t = useTranslations('errors');
  return (
    <div className="container-page py-24">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t('notFoundTitle')}</h1>
      <p className="mt-4 max-w-xl text-slate-600">{t('notFoundText')}</p>
      <Link href={href} className="btn-primary mt-8 min-h-11">
        {linkLabel ?? t('backHome')}
      </Link>
    </div>
  );
}

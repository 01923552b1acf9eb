import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { SiteShell } from '@/components/site/site-shell';

export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <SiteShell>
      <div className="container-page py-24">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{t('notFoundTitle')}</h1>
        <p className="mt-4 max-w-xl text-slate-600">{t('notFoundText')}</p>
        <Link href="/" className="btn-primary mt-8 min-h-11">
          {t('backHome')}
        </Link>
      </div>
    </SiteShell>
  );
}

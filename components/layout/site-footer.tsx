import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-navigation';
import { FOOTER_COLUMNS, FOOTER_YEAR } from './nav-items';

export function SiteFooter() {
  const t = useTranslations('footer');
  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50">
      <div className="container-page grid gap-8 py-12 md:grid-cols-4">
        <div>
          <p className="font-bold text-ink">Partsmith</p>
          <p className="mt-2 text-sm text-slate-600">{t('tagline')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.key}>
            <h2 className="text-sm font-semibold text-ink">{t(column.key)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link href={link.href} className="text-sm text-slate-600 hover:text-ink">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200 py-6">
        <p className="container-page text-xs text-slate-500">{t('copyright', { year: FOOTER_YEAR })}</p>
      </div>
    </footer>
  );
}

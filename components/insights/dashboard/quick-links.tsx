import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** Where work starts: upload and batch for those who may upload, the lists for everyone. */
export async function QuickLinks({ canUpload }: { canUpload: boolean }) {
  const t = await getTranslations('insights.dashboard');
  return (
    <nav aria-label={t('quickLinks')}>
      <ul className="flex flex-wrap gap-3">
        {canUpload && (
          <>
            <li>
              <Link href="/catalogs/new" className="btn-primary min-h-11">
                {t('upload')}
              </Link>
            </li>
            <li>
              <Link href="/batch" className="btn-secondary min-h-11">
                {t('batch')}
              </Link>
            </li>
          </>
        )}
        <li>
          <Link href="/catalogs" className="btn-secondary min-h-11">
            {t('allConversions')}
          </Link>
        </li>
        <li>
          <Link href="/exports" className="btn-secondary min-h-11">
            {t('allExports')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

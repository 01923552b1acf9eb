import { useTranslations } from 'next-intl';
import { NotFoundBody } from '@/components/errors';

/**
 * A signed-in page's 404 (a record RLS does not show, an id that is not one): inside the app's frame,
 * with the way back to the dashboard.
 */
export default function NotFound() {
  const t = useTranslations('app.nav');
  return <NotFoundBody href="/dashboard" linkLabel={t('dashboard')} />;
}

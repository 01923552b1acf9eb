import { getTranslations } from 'next-intl/server';

/** The spec's placeholder for screens not built yet: only the 'Coming Soon' text, under its name. */
export async function ComingSoon({ screen }: { screen: 'batchNew' | 'batchDetails' | 'settings' }) {
  const t = await getTranslations('app.comingSoon');
  return (
    <div className="py-16 text-center">
      <p className="text-sm font-semibold text-brand-600">{t(screen)}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t('title')}</h1>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';

export default function Loading() {
  const t = useTranslations('status');
  return (
    <div role="status" aria-live="polite" className="container-page py-24 text-center text-slate-600">
      {t('loading')}
    </div>
  );
}

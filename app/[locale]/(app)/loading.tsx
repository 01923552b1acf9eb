'use client';

// Only inside the signed-in area: a loading boundary at the root would start every response before
// notFound() or a redirect could set its status (a 404 would answer 200).

import { useTranslations } from 'next-intl';

export default function Loading() {
  const t = useTranslations('status');
  return (
    <div role="status" aria-live="polite" className="container-page py-24 text-center text-slate-600">
      {t('loading')}
    </div>
  );
}

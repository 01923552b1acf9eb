'use client';

import { useTranslations } from 'next-intl';

/** Why a conversion did not happen: the translated message, and the engine's own explanation when it gave one. */
export function PreviewErrorPanel({ message, detail }: { message: string; detail?: string | undefined }) {
  const t = useTranslations('preview.errors');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{t('heading')}</p>
      <p className="mt-1">{message}</p>
      {detail && <p className="mt-2 text-sm text-red-800">{detail}</p>}
    </div>
  );
}

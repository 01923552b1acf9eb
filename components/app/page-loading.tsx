'use client';

// Used as loading.tsx only by sections whose pages cannot answer "not found": a loading boundary
// starts the response before notFound() could set its status, so a record page under one would answer
// a stranger 200 instead of 404. Record pages (/catalogs/<id>, /exports/<id>, /batch/<id>) have none;
// the navigation shows a pending link instead (AppNav).

import { useTranslations } from 'next-intl';

/** While the server checks the session and reads the page's data: a spinner and the spec's text. */
export function PageLoading() {
  const t = useTranslations('status');
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 py-24 text-slate-600">
      <svg aria-hidden viewBox="0 0 24 24" className="size-5 animate-spin text-brand-600" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 00-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {t('loading')}
    </div>
  );
}

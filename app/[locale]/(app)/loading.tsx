'use client';

// Only inside the signed-in area: a loading boundary at the root would start every response before
// notFound() or a redirect could set its status (a 404 would answer 200).

import { useTranslations } from 'next-intl';

/** While the server checks the session and reads the page's data: a spinner and the spec's text. */
export default function Loading() {
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

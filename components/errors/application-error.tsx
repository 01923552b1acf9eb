'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { reportError } from '@/lib/monitoring/report-error';
import { useErrorTexts } from './error-texts-provider';

/**
 * The Application Error screen (spec §2, §8) for a render error below the root layout: the error's
 * message (or "An unexpected error occurred"), Reload Page, Go to Homepage, and the error reported.
 * The root layout's own failure has app/global-error.tsx, which must bring its own document.
 */
export function ApplicationError({ error }: { error: Error & { digest?: string } }) {
  const t = useErrorTexts();
  const params = useParams<{ locale?: string }>();
  const locale = params?.locale;
  useEffect(() => reportError(error, { digest: error.digest, boundary: 'application' }), [error]);

  return (
    <div role="alert" className="container-page py-16">
      <h1 className="text-2xl font-bold text-ink">{t.appErrorTitle}</h1>
      <p className="mt-3 text-slate-700">{error.message || t.unexpected}</p>
      {error.digest ? <p className="mt-1 text-sm text-slate-500">({error.digest})</p> : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button type="button" onClick={() => window.location.reload()} className="btn-primary min-h-11">
          {t.reload}
        </button>
        {/* A plain link: a full load leaves the failed tree behind. English is unprefixed (i18n/routing). */}
        <a href={locale && locale !== 'en' ? `/${locale}` : '/'} className="font-medium text-brand-700 underline">
          {t.backHome}
        </a>
      </div>
    </div>
  );
}

'use client';

import { useEffect } from 'react';
import { reportError } from '@/lib/monitoring';
import { useErrorTexts } from './error-texts-provider';

/**
 * What a route's error.tsx shows: the spec's message, advice, the error's own message, a retry, in
 * the page's language (texts from the root layout: see error-texts-provider.tsx).
 */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorTexts();
  useEffect(() => reportError(error, { digest: error.digest }), [error]);

  return (
    <div role="alert" className="container-page py-24">
      <h1 className="text-2xl font-bold text-ink">{t.routeError}</h1>
      <p className="mt-2 text-slate-600">{t.routeErrorAdvice}</p>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm text-slate-800">
        {error.message || t.unexpected}
        {error.digest ? `\n(${error.digest})` : ''}
      </pre>
      <button type="button" onClick={reset} className="btn-primary mt-6 min-h-11">
        {t.tryAgain}
      </button>
    </div>
  );
}

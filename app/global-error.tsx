'use client';

import { useEffect, useState } from 'react';
import { reportError } from '@/lib/monitoring';
import { appErrorLocale, appErrorText, ENGLISH_APP_ERROR_TEXT } from '@/components/errors/app-error-text';

/**
 * The Application Error screen: replaces the root layout when it fails, so it brings its own <html>
 * and cannot use next-intl's provider; the texts come from the same message files.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportError(error, { digest: error.digest, boundary: 'global' }), [error]);
  const locale = appErrorLocale(typeof window === 'undefined' ? '' : window.location.pathname);
  // English first, the page's language once its texts have loaded (a moment: one small file).
  const [t, setTexts] = useState(ENGLISH_APP_ERROR_TEXT);
  useEffect(() => {
    let current = true;
    void appErrorText(locale).then((texts) => current && setTexts(texts));
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <html lang={t.locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '4rem 1.5rem', color: '#0f172a' }}>
        <main style={{ maxWidth: 640, margin: '0 auto' }}>
          <h1 style={{ fontSize: '1.75rem' }}>{t.appErrorTitle}</h1>
          <p role="alert">{error.message || t.unexpected}</p>
          <div style={{ display: 'flex', gap: '1rem', marginTop: '2rem', alignItems: 'center' }}>
            <button
              type="button"
              onClick={() => window.location.reload()}
              style={{ minHeight: 44, padding: '0 1rem', borderRadius: 8, border: 0, background: '#1958c4', color: 'white', fontWeight: 600 }}
            >
              {t.reload}
            </button>
            <a href={t.locale === 'en' ? '/' : `/${t.locale}`}>{t.backHome}</a>
          </div>
        </main>
      </body>
    </html>
  );
}

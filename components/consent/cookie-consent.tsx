import { useTranslations } from 'next-intl';
import { CONSENT_SCRIPT } from '@/lib/consent';

const CATEGORIES = ['functional', 'analytics', 'marketing'] as const;

interface Props {
  /** The cookie policy in the page's language (`/de/cookies`). */
  policyHref: string;
  /** The request's CSP nonce, for the inline script. */
  nonce: string | undefined;
}

/**
 * The cookie banner and the settings dialog as server-rendered markup, and the inline script that
 * runs them (lib/consent/browser-script.ts): one implementation for the pages of both routers, the
 * Pages Router's carrying no React (decision 0023). The banner paints with the page; a stored choice
 * hides it before the first paint (the first-paint script's mark on <html>, see app/globals.css).
 * Not async: both routers render it, the App Router in its root layout, the Pages Router in SitePage.
 */
export function CookieConsent({ policyHref, nonce }: Props) {
  const t = useTranslations('cookies');
  return (
    <>
      {/* Opaque rather than blurring what lies under it: a backdrop blur is drawn anew in every frame,
          and this banner is in the first one of every first visit (issue 15.5). */}
      <section
        data-cookie-banner
        aria-labelledby="cookie-banner-title"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-lg sm:p-6"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-3xl">
            <h2 id="cookie-banner-title" className="font-semibold text-ink">
              {t('bannerTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('bannerText')}{' '}
              <a href={policyHref} className="underline underline-offset-2">
                {t('learnMore')}
              </a>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" data-consent-action="settings" className="btn-secondary min-h-11">
              {t('settings')}
            </button>
            <button type="button" data-consent-action="reject" className="btn-secondary min-h-11">
              {t('rejectAll')}
            </button>
            <button type="button" data-consent-action="accept" className="btn-primary min-h-11">
              {t('acceptAll')}
            </button>
          </div>
        </div>
      </section>
      <div data-cookie-dialog hidden className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
        <div role="dialog" aria-modal="true" aria-labelledby="cookie-settings-title" className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          <h2 id="cookie-settings-title" className="text-lg font-semibold text-ink">
            {t('modalTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('modalIntro')}</p>
          <ul className="mt-4 divide-y divide-slate-200">
            <li className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-medium">{t('necessary')}</p>
                <p className="text-sm text-slate-600">{t('necessaryDescription')}</p>
              </div>
              <input
                type="checkbox"
                role="switch"
                checked
                readOnly
                disabled
                aria-label={`${t('necessary')} (${t('alwaysOn')})`}
                className="mt-1 size-5 accent-brand-600"
              />
            </li>
            {CATEGORIES.map((category) => (
              <li key={category} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <label htmlFor={`consent-${category}`} className="font-medium">
                    {t(category)}
                  </label>
                  <p id={`consent-${category}-description`} className="text-sm text-slate-600">
                    {t(`${category}Description`)}
                  </p>
                </div>
                {/* Set from the stored choice (or the defaults) each time the dialog opens. */}
                <input
                  id={`consent-${category}`}
                  type="checkbox"
                  role="switch"
                  data-category={category}
                  aria-describedby={`consent-${category}-description`}
                  className="mt-1 size-5 accent-brand-600"
                />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" data-consent-action="close" className="btn-secondary min-h-11">
              {t('close')}
            </button>
            <button type="button" data-consent-action="save" className="btn-primary min-h-11">
              {t('save')}
            </button>
          </div>
        </div>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
    </>
  );
}

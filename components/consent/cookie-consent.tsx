'use client';

import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  ACCEPT_ALL,
  CONSENT_STORED_ATTRIBUTE,
  MODAL_DEFAULTS,
  OPEN_COOKIE_SETTINGS_EVENT,
  REJECT_ALL,
  consentSnapshot,
  parseConsent,
  saveConsent,
  subscribeConsent,
  type ConsentChoice,
} from '@/lib/consent';
import type { CookieTexts } from './cookie-texts';

// Loaded when asked for: every public page carries the banner, few visitors open the settings.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })));

/**
 * "Nothing stored" on the server: the banner is part of the page's HTML and paints with it. Where a
 * choice is stored, the first-paint script (lib/consent/first-paint.ts) keeps it hidden until the
 * browser's snapshot removes it.
 */
const serverSnapshot = () => '';

interface Props {
  texts: CookieTexts;
  /** The cookie policy in the page's language (`/de/cookies`). */
  policyHref: string;
}

/** The banner (while no choice is stored) and the settings dialog (on request). */
export function CookieConsent({ texts, policyHref }: Props) {
  const raw = useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot);
  const consent = useMemo(() => parseConsent(raw), [raw]);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // No valid choice in storage after all (a rejected record, or one cleared in another tab): stop
  // hiding the banner. Read from storage itself, not from `consent`, which during hydration is the
  // server's "nothing stored".
  useEffect(() => {
    if (parseConsent(consentSnapshot()) === null) document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  }, [consent]);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  function decide(choice: ConsentChoice) {
    saveConsent(choice, window.localStorage, window, consent ?? null);
    setSettingsOpen(false);
  }

  return (
    <>
      {consent === null && !settingsOpen && (
        // Opaque rather than blurring what lies under it: a backdrop blur is drawn anew in every frame,
        // and this banner is in the first one of every first visit (issue 15.5).
        <section
          data-cookie-banner
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-lg sm:p-6"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-3xl">
              <h2 id="cookie-banner-title" className="font-semibold text-ink">
                {texts.bannerTitle}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {texts.bannerText}{' '}
                <a href={policyHref} className="underline underline-offset-2">
                  {texts.learnMore}
                </a>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={() => setSettingsOpen(true)} className="btn-secondary min-h-11">
                {texts.settings}
              </button>
              <button type="button" onClick={() => decide(REJECT_ALL)} className="btn-secondary min-h-11">
                {texts.rejectAll}
              </button>
              <button type="button" onClick={() => decide(ACCEPT_ALL)} className="btn-primary min-h-11">
                {texts.acceptAll}
              </button>
            </div>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            texts={texts}
            initial={consent ?? { necessary: true, ...MODAL_DEFAULTS, date: '' }}
            onSave={decide}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

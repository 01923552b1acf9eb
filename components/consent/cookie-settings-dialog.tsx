'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Consent, ConsentChoice } from '@/lib/consent';
import type { CookieTexts } from './cookie-texts';

const CATEGORIES = ['functional', 'analytics', 'marketing'] as const;

interface Props {
  texts: CookieTexts;
  initial: Consent;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/** A modal dialog: focus moves in on open, stays inside while open, Escape closes it. */
export function CookieSettingsDialog({ texts, initial, onSave, onClose }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<ConsentChoice>({
    functional: initial.functional,
    analytics: initial.analytics,
    marketing: initial.marketing,
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>('input:not([disabled]), button')?.focus();
    return () => previouslyFocused?.focus?.();
  }, []);

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>('input:not([disabled]), button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapFocus}
        className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {texts.modalTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{texts.modalIntro}</p>
        <ul className="mt-4 divide-y divide-slate-200">
          <li className="flex items-start justify-between gap-4 py-3">
            <div>
              <p className="font-medium">{texts.necessary}</p>
              <p className="text-sm text-slate-600">{texts.necessaryDescription}</p>
            </div>
            <input
              type="checkbox"
              role="switch"
              checked
              disabled
              aria-label={`${texts.necessary} (${texts.alwaysOn})`}
              className="mt-1 size-5 accent-brand-600"
            />
          </li>
          {CATEGORIES.map((category) => (
            <li key={category} className="flex items-start justify-between gap-4 py-3">
              <div>
                <label htmlFor={`consent-${category}`} className="font-medium">
                  {texts[category]}
                </label>
                <p id={`consent-${category}-description`} className="text-sm text-slate-600">
                  {texts[`${category}Description`]}
                </p>
              </div>
              <input
                id={`consent-${category}`}
                type="checkbox"
                role="switch"
                aria-describedby={`consent-${category}-description`}
                checked={choice[category]}
                onChange={(e) => setChoice((c) => ({ ...c, [category]: e.target.checked }))}
                className="mt-1 size-5 accent-brand-600"
              />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className="btn-secondary min-h-11">
            {texts.close}
          </button>
          <button type="button" onClick={() => onSave(choice)} className="btn-primary min-h-11">
            {texts.save}
          </button>
        </div>
      </div>
    </div>
  );
}

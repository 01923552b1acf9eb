'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { ActionState } from '@/lib/actions/result';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '@/lib/data/inquiries/types';
import type { InquiryFormLabels } from './labels';

interface Props {
  state: ActionState<undefined>;
  /** The refusal as a whole, in the page's language (rate limit, storage failure, "correct the fields"). */
  formError: string | undefined;
  pending: boolean;
  formAction: (formData: FormData) => void;
  locale: string;
  labels: InquiryFormLabels;
  children: ReactNode;
}

/**
 * What both inquiry forms share: the hidden locale and honeypot fields, the announced form error,
 * the submit button, and the thank-you panel that replaces the form once it is sent.
 */
export function InquiryFormShell({ state, formError, pending, formAction, locale, labels, children }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  // After a failed submission, take keyboard and screen-reader users to the first thing to fix.
  useEffect(() => {
    if (state === null) return;
    if (state.ok) {
      sentRef.current?.focus();
      return;
    }
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A radio group is marked on its fieldset, which cannot take focus itself: focus its first option.
    const target = invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid;
    (target ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [state]);

  if (state?.ok) {
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 focus:outline-none"
      >
        <p className="text-lg font-semibold text-emerald-900">{labels.sentTitle}</p>
        <p className="mt-2 text-emerald-900">{labels.sentText}</p>
      </div>
    );
  }

  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-5">
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      {/* Hidden from people and assistive technology; bots that fill every field fill this one too. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${HONEYPOT_FIELD}-field`}>{labels.honeypot}</label>
        <input
          id={`${HONEYPOT_FIELD}-field`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* role="alert" is an assertive live region: the message is read out as soon as it appears. */}
      {formError && (
        <p
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 focus:outline-none"
        >
          {formError}
        </p>
      )}
      <p className="text-sm text-slate-500">
        <span aria-hidden="true" className="text-red-700">
          *
        </span>{' '}
        {labels.required}
      </p>
      {children}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{labels.privacyNote}</p>
        <button
          type="submit"
          className="btn-primary min-h-11 shrink-0 px-6"
          disabled={pending}
          aria-disabled={pending}
        >
          {pending ? labels.sending : labels.submit}
        </button>
      </div>
    </form>
  );
}

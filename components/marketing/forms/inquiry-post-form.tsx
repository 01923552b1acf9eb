import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { actionText, type KeyTranslator } from '@/components/ui/action-text';
import { fieldErrorOf, formErrorOf, type ActionMessage } from '@/lib/actions/result';
import { HONEYPOT_FIELD, type InquiryField } from '@/lib/data/inquiries/types';
import type { FormAnswer } from '@/lib/http';
import { Link } from '@/i18n/server-navigation';

/** What a refused post sent back, as the fields show it: their errors in words, and what was typed. */
export interface InquiryFieldState {
  errors: Partial<Record<InquiryField, string>>;
  values: Partial<Record<InquiryField, string>>;
  /** The field the reader starts at after a refusal (`autofocus`). */
  firstInvalid: InquiryField | undefined;
}

/** The submit, pending and thank-you texts of each form, as keys of the `inquiryForm` namespace. */
const KIND_TEXTS = {
  contact: { submit: 'sendMessage', sentTitle: 'sentTitle', sentText: 'sentText' },
  callRequest: { submit: 'requestCall', sentTitle: 'callSentTitle', sentText: 'callSentText' },
  docsRequest: { submit: 'requestDocs', sentTitle: 'docsSentTitle', sentText: 'docsSentText' },
} as const;

interface Props {
  kind: keyof typeof KIND_TEXTS;
  /** The route handler the form posts to (lib/inquiries/form-posts.ts), in the page's language. */
  action: string;
  /** The form's fields, in order: a refusal's first field error takes the focus. */
  fields: readonly InquiryField[];
  answer: FormAnswer<InquiryField>;
  /** The post was taken: the thank-you note replaces the form. */
  sent: boolean;
  children: (state: InquiryFieldState) => ReactNode;
}

/**
 * What the three inquiry forms share, as plain HTML (decision 0025): it posts to a route handler,
 * which answers 303 — to the page's thank-you state, or back here with the refusal (`answer`). As the
 * React form it replaces: the honeypot, the form's error announced and focused when no field has
 * one, errors at their fields, what was typed kept, the submit button whose pending label the page's
 * script (lib/site/form-page-script.ts) shows, and the thank-you note once sent.
 */
export function InquiryPostForm({ kind, action, fields, answer, sent, children }: Props) {
  const t = useTranslations('inquiryForm');
  const tKey = useTranslations() as unknown as KeyTranslator;
  const texts = KIND_TEXTS[kind];
  if (sent) {
    return (
      <div tabIndex={-1} role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 focus:outline-none">
        <p className="text-lg font-semibold text-emerald-900">{t(texts.sentTitle)}</p>
        <p className="mt-2 text-emerald-900">{t(texts.sentText)}</p>
      </div>
    );
  }

  const { refusal, typed } = answer;
  const say = (message: ActionMessage) => actionText(tKey, message);
  const formError = formErrorOf(refusal);
  const errors: InquiryFieldState['errors'] = {};
  for (const field of fields) {
    const error = fieldErrorOf(refusal, field);
    if (error) errors[field] = say(error);
  }
  const firstInvalid = fields.find((field) => errors[field] !== undefined);
  return (
    <form method="post" action={action} noValidate data-pending-label={t('sending')} className="space-y-5">
      {/* Hidden from people and assistive technology; bots that fill every field fill this one too. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${HONEYPOT_FIELD}-field`}>{t('honeypot')}</label>
        <input id={`${HONEYPOT_FIELD}-field`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {/* role="alert" is an assertive live region; with no field to fix, the reader starts here. */}
      {formError && (
        <p
          role="alert"
          tabIndex={-1}
          autoFocus={firstInvalid === undefined}
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 focus:outline-none"
        >
          {say(formError)}
        </p>
      )}
      {answer.cut && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('keptCut')}
        </p>
      )}
      <p className="text-sm text-slate-500">
        <span aria-hidden="true" className="text-red-700">
          *
        </span>{' '}
        {t('required')}
      </p>
      {children({ errors, values: typed, firstInvalid })}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">
          {t.rich('privacyNote', {
            link: (chunks) => (
              <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <button type="submit" className="btn-primary min-h-11 shrink-0 px-6">
          {t(texts.submit)}
        </button>
      </div>
    </form>
  );
}

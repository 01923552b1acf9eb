'use client';

import { useActionState, useMemo } from 'react';
import { formErrorOf, type ActionState, type FormAction } from '@/lib/actions/result';
import type { InquiryField } from '@/lib/data/inquiries/types';
import { actionText, textsTranslator } from '@/components/ui/action-text';
import type { InquiryFormLabels } from './labels';

/** A public form's server action (lib/inquiries/actions.ts): the one result shape, nothing to answer on success. */
export type InquiryAction = FormAction<undefined>;

/**
 * A public form's state and what its answer says: the field errors and the form's error in the
 * page's language — from the texts the page handed over (public pages have no next-intl provider),
 * said the one way action results are said (`actionText`) — and what the visitor typed, which a
 * refused form keeps.
 */
export function useInquiryForm(action: InquiryAction, locale: string, labels: InquiryFormLabels) {
  const [state, formAction, pending] = useActionState<ActionState<undefined>, FormData>(action, null);
  const t = useMemo(() => textsTranslator(labels.errorTexts, locale), [labels.errorTexts, locale]);
  const refusal = state && !state.ok ? state : null;
  const errors: Partial<Record<InquiryField, string>> = Object.fromEntries(
    Object.entries(refusal?.fieldErrors ?? {}).map(([field, message]) => [field, actionText(t, message)]),
  );
  const formError = refusal ? actionText(t, formErrorOf(refusal)) : undefined;
  return { state, formAction, pending, errors, formError, values: refusal?.input ?? {} };
}

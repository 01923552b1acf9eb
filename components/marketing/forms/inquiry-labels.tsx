import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/server-navigation';
import { CALL_TOPICS, REQUESTED_DOCUMENTS, TIME_WINDOWS, type InquiryKind } from '@/lib/data/inquiries/types';
import { INQUIRY_REFUSAL_KEYS } from '@/lib/data/inquiries/types';
import { UNEXPECTED_KEY } from '@/lib/actions/result';
import type { InquiryFormLabels } from './labels';

/** The submit and thank-you texts of each form, as keys of the `inquiryForm` namespace. */
const KIND_TEXTS = {
  contact: { submit: 'sendMessage', sentTitle: 'sentTitle', sentText: 'sentText' },
  callRequest: { submit: 'requestCall', sentTitle: 'callSentTitle', sentText: 'callSentText' },
  docsRequest: { submit: 'requestDocs', sentTitle: 'docsSentTitle', sentText: 'docsSentText' },
} as const satisfies Record<InquiryKind, Record<'submit' | 'sentTitle' | 'sentText', string>>;

/** The form's strings in the page's language; the submit and thank-you texts depend on the form. */
export async function inquiryFormLabels(kind: InquiryKind): Promise<InquiryFormLabels> {
  const [t, tAll] = await Promise.all([getTranslations('inquiryForm'), getTranslations()]);
  const texts = KIND_TEXTS[kind];
  // Raw, placeholders and all: the form fills them in with what the action answered (the wait).
  const errorTexts: Record<string, string> = Object.fromEntries(INQUIRY_REFUSAL_KEYS.map((key) => [`inquiryForm.errors.${key}`, t.raw(`errors.${key}`) as string]));
  errorTexts[UNEXPECTED_KEY] = tAll.raw(UNEXPECTED_KEY) as string;
  return {
    name: t('name'),
    email: t('email'),
    company: t('company'),
    optional: t('optional'),
    required: t('required'),
    message: t('message'),
    messageHint: t('messageHint'),
    preferredDate: t('preferredDate'),
    preferredDateHint: t('preferredDateHint'),
    timeWindow: t('timeWindow'),
    timeWindows: Object.fromEntries(
      TIME_WINDOWS.map((w) => [w, t(`timeWindows.${w}`)]),
    ) as InquiryFormLabels['timeWindows'],
    timezone: t('timezone'),
    timezoneHint: t('timezoneHint'),
    topic: t('topic'),
    topics: Object.fromEntries(
      CALL_TOPICS.map((topic) => [topic, t(`topics.${topic}`)]),
    ) as InquiryFormLabels['topics'],
    documents: t('documents'),
    documentOptions: Object.fromEntries(
      REQUESTED_DOCUMENTS.map((documents) => [documents, t(`documentOptions.${documents}`)]),
    ) as InquiryFormLabels['documentOptions'],
    notes: t('notes'),
    honeypot: t('honeypot'),
    submit: t(texts.submit),
    sending: t('sending'),
    sentTitle: t(texts.sentTitle),
    sentText: t(texts.sentText),
    privacyNote: t.rich('privacyNote', {
      link: (chunks) => (
        <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          {chunks}
        </Link>
      ),
    }),
    errorTexts,
  };
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/server-navigation';
import { CALL_TOPICS, TIME_WINDOWS, type InquiryKind } from '@/lib/inquiries';
import type { InquiryFormLabels } from './labels';

/** The form's strings in the page's language; the submit and thank-you texts depend on the form. */
export async function inquiryFormLabels(kind: InquiryKind): Promise<InquiryFormLabels> {
  const t = await getTranslations('inquiryForm');
  const contact = kind === 'contact';
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
    notes: t('notes'),
    honeypot: t('honeypot'),
    submit: contact ? t('sendMessage') : t('requestCall'),
    sending: t('sending'),
    sentTitle: contact ? t('sentTitle') : t('callSentTitle'),
    sentText: contact ? t('sentText') : t('callSentText'),
    privacyNote: t.rich('privacyNote', {
      link: (chunks) => (
        <Link href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          {chunks}
        </Link>
      ),
    }),
  };
}

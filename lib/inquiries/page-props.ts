import type { GetServerSideProps } from 'next';
import { hasMessage, sitePageProps, type SitePageProps } from '@/i18n/site-page-props';
import { LIMITS } from '@/lib/data/inquiries/form-schema';
import type { InquiryKind } from '@/lib/data/inquiries/types';
import { takeFormAnswer } from '@/lib/http';
import { INQUIRY_FORM_RULES, INQUIRY_PAGES, type InquiryFormAnswer } from './form-answer';

/**
 * getServerSideProps of the contact, request-docs and schedule-a-call pages (Pages Router, no runtime
 * JavaScript: decision 0025): the public page's props, whether the post was taken (`?sent=1`, the
 * thank-you state), and what the form shows after its post was sent back (form-answer.ts).
 */
export interface InquiryPageProps extends SitePageProps {
  answer: InquiryFormAnswer;
  sent: boolean;
}

export interface CallRequestPageProps extends InquiryPageProps {
  /** The bookable days as the server guesses them (UTC): the page's script puts in the visitor's calendar. */
  days: { min: string; max: string };
}

/** Every text the forms may show: fields and errors, and the two refusals any post may answer. */
const FORM_NAMESPACES = ['inquiryForm', 'actions.invalidInput', 'actions.unexpected'];

function inquiryPageProps(kind: InquiryKind, namespace: string): GetServerSideProps<InquiryPageProps> {
  return async (context) => {
    const site = await sitePageProps([...FORM_NAMESPACES, namespace])(context);
    if (!('props' in site)) return site;
    const props = await site.props;
    const sent = context.query.sent === '1';
    const answer = takeFormAnswer(context, INQUIRY_FORM_RULES[kind], INQUIRY_PAGES[kind], (key) => hasMessage(props.messages, key));
    return { props: { ...props, sent, answer } };
  };
}

export const contactPageProps = inquiryPageProps('contact', 'contact');
export const docsRequestPageProps = inquiryPageProps('docsRequest', 'requestDocs');

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const callRequestPageProps: GetServerSideProps<CallRequestPageProps> = async (context) => {
  const page = await inquiryPageProps('callRequest', 'scheduleCall')(context);
  if (!('props' in page)) return page;
  return { props: { ...(await page.props), days: { min: dayFromNow(1), max: dayFromNow(LIMITS.daysAhead) } } };
};

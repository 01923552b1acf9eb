import { getLocale } from 'next-intl/server';
import { submitCallRequest, submitContact, submitDocsRequest } from '@/lib/inquiries/actions';
import { CallRequestForm } from './call-request-form';
import { ContactForm } from './contact-form';
import { DocsRequestForm } from './docs-request-form';
import { inquiryFormLabels } from './inquiry-labels';

/* Server halves of the form islands: they translate the labels and hand over the server action. */

export async function ContactFormPanel() {
  const [locale, labels] = await Promise.all([getLocale(), inquiryFormLabels('contact')]);
  return <ContactForm action={submitContact} locale={locale} labels={labels} />;
}

export async function CallRequestFormPanel() {
  const [locale, labels] = await Promise.all([getLocale(), inquiryFormLabels('callRequest')]);
  return <CallRequestForm action={submitCallRequest} locale={locale} labels={labels} />;
}

export async function DocsRequestFormPanel() {
  const [locale, labels] = await Promise.all([getLocale(), inquiryFormLabels('docsRequest')]);
  return <DocsRequestForm action={submitDocsRequest} locale={locale} labels={labels} />;
}

import { useTranslations } from 'next-intl';
import { ContactForm } from '@/components/marketing/forms/contact-form';
import { InquiryPage } from '@/components/marketing/forms/inquiry-page';
import { Icon } from '@/components/marketing/icons';
import { Link } from '@/i18n/server-navigation';
import { contactPageProps, type InquiryPageProps } from '@/lib/inquiries/page-props';
import { localizedPath } from '@/lib/site';

// HTML only: no Next or React code in the browser (decisions 0023, 0025); the form posts to a route handler.
// `runtime` says what Next assumes anyway; it gives the object a property Next's page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = contactPageProps;

/** Addresses on the reserved .example domain until the production domain is set. */
const CHANNELS = [
  { key: 'general', email: 'hello@partsmith.example' },
  { key: 'security', email: 'security@partsmith.example' },
  { key: 'privacy', email: 'privacy@partsmith.example' },
  { key: 'legal', email: 'legal@partsmith.example' },
] as const;

export default function ContactPage(page: InquiryPageProps) {
  const t = useTranslations('contact');
  return (
    <InquiryPage
      page={page}
      path="/contact"
      headingId="contact-form-heading"
      texts="contact"
      form={<ContactForm action={localizedPath(page.locale, '/contact/send')} answer={page.answer} sent={page.sent} />}
      aside={
        <aside aria-labelledby="contact-channels-heading">
          <h2 id="contact-channels-heading" className="text-lg font-semibold text-ink">
            {t('asideHeading')}
          </h2>
          <dl className="mt-4 space-y-4">
            {CHANNELS.map((channel) => (
              <div key={channel.key}>
                <dt className="text-sm text-slate-500">{t(`channels.${channel.key}`)}</dt>
                <dd>
                  <a href={`mailto:${channel.email}`} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
                    <Icon name="mail" className="size-4" />
                    {channel.email}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 rounded-xl bg-slate-50 p-5">
            <p className="text-slate-700">{t('callPrompt')}</p>
            <Link href="/schedule-a-call" className="btn-primary mt-3 min-h-11">
              <Icon name="calendar" className="mr-2 size-4" />
              {t('callLink')}
            </Link>
          </div>
        </aside>
      }
    />
  );
}

import { useTranslations } from 'next-intl';
import { CallRequestForm } from '@/components/marketing/forms/call-request-form';
import { InquiryPage } from '@/components/marketing/forms/inquiry-page';
import { Icon } from '@/components/marketing/icons';
import { readContent, stringsSchema } from '@/components/marketing/prose/content';
import { callRequestPageProps, type CallRequestPageProps } from '@/lib/inquiries/page-props';
import { localizedPath } from '@/lib/site';

// HTML only: no Next or React code in the browser (decisions 0023, 0025); the form posts to a route handler.
// `runtime` says what Next assumes anyway; it gives the object a property Next's page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = callRequestPageProps;

export default function ScheduleCallPage(page: CallRequestPageProps) {
  const t = useTranslations('scheduleCall');
  const expectations = readContent(t, 'expect', stringsSchema);
  return (
    <InquiryPage
      page={page}
      path="/schedule-a-call"
      headingId="call-form-heading"
      texts="scheduleCall"
      form={<CallRequestForm action={localizedPath(page.locale, '/schedule-a-call/send')} answer={page.answer} sent={page.sent} days={page.days} />}
      aside={
        <aside aria-labelledby="expect-heading">
          <h2 id="expect-heading" className="text-lg font-semibold text-ink">
            {t('expectHeading')}
          </h2>
          <ul className="mt-4 space-y-4">
            {expectations.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </aside>
      }
    />
  );
}

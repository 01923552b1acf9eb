import { getFormatter, getTranslations } from 'next-intl/server';
import type { InboxInquiry } from '@/lib/data/inquiries/types';
import type { ActionState } from '@/lib/actions';
import type { InquiryStatus } from '@/lib/data/inquiries/types';
import { InquiryStatusForm } from './inquiry-status-form';

type StatusAction = (state: ActionState<{ status: InquiryStatus }>, formData: FormData) => Promise<ActionState<{ status: InquiryStatus }>>;

/**
 * The inbox as a table: kind, when, who, what they wrote, and the status with its button. A call's
 * and a docs request's own fields are spelled out with the words the visitor chose them by (the
 * public form's labels), so the team reads what the visitor saw.
 */
export async function InquiryTable({ inquiries, action }: { inquiries: InboxInquiry[]; action: StatusAction }) {
  const t = await getTranslations('inquiries');
  const tForm = await getTranslations('inquiryForm');
  const format = await getFormatter();

  const detailLine = (inquiry: InboxInquiry): string | null => {
    const d = inquiry.details;
    if (inquiry.kind === 'callRequest' && d.preferredDate) {
      return t('call', {
        date: format.dateTime(new Date(`${d.preferredDate}T12:00:00Z`), { dateStyle: 'medium' }),
        window: tForm.has(`timeWindows.${d.timeWindow}`) ? tForm(`timeWindows.${d.timeWindow}`) : (d.timeWindow ?? ''),
        timezone: d.timezone ?? '',
        topic: tForm.has(`topics.${d.topic}`) ? tForm(`topics.${d.topic}`) : (d.topic ?? ''),
      });
    }
    if (inquiry.kind === 'docsRequest' && d.documents) {
      return t('documents', {
        documents: tForm.has(`documentOptions.${d.documents}`) ? tForm(`documentOptions.${d.documents}`) : d.documents,
      });
    }
    return null;
  };

  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="p-3">{t('kind')}</th>
            <th scope="col" className="p-3">{t('received')}</th>
            <th scope="col" className="p-3">{t('sender')}</th>
            <th scope="col" className="p-3">{t('message')}</th>
            <th scope="col" className="p-3">{t('status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {inquiries.map((inquiry) => {
            const details = detailLine(inquiry);
            return (
              <tr key={`${inquiry.kind}:${inquiry.id}`} className="align-top" data-testid="inquiry-row">
                <td className="p-3 font-medium whitespace-nowrap text-ink">{t(`kinds.${inquiry.kind}`)}</td>
                <td className="p-3 whitespace-nowrap">
                  {format.dateTime(inquiry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td className="p-3">
                  <p className="font-medium text-ink">{inquiry.name}</p>
                  <a href={`mailto:${inquiry.email}`} className="break-all text-brand-700 hover:underline">
                    {inquiry.email}
                  </a>
                  {inquiry.company && <p className="text-slate-600">{inquiry.company}</p>}
                  <p className="text-xs text-slate-500">{t('language', { locale: inquiry.locale.toUpperCase() })}</p>
                </td>
                <td className="max-w-md p-3">
                  {details && <p className="font-medium text-ink">{details}</p>}
                  <p className="break-words whitespace-pre-line text-slate-700">{inquiry.message ?? t('noMessage')}</p>
                </td>
                <td className="p-3">
                  <InquiryStatusForm action={action} kind={inquiry.kind} id={inquiry.id} status={inquiry.status} />
                  {inquiry.handledAt && (
                    <p className="mt-1 text-xs text-slate-500">
                      {t('handledOn', { date: format.dateTime(inquiry.handledAt, { dateStyle: 'medium' }) })}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import type { InboxInquiry, InquiryStatus } from '@/lib/data/inquiries/types';
import type { ActionState } from '@/lib/actions/result';
import { Cell, ColumnHeader, Row, Table, TableBody, TableHead } from '@/components/ui/table';
import { InquiryStatusForm } from './inquiry-status-form';
import { knownKey } from '@/i18n/message-keys';

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

  /** A choice the form offered, in words; one it no longer offers, as stored. */
  const option = (key: string, stored: string) => (knownKey(tForm, key) ? tForm(key) : stored);

  const detailLine = (inquiry: InboxInquiry): string | null => {
    const d = inquiry.details;
    if (inquiry.kind === 'callRequest' && d.preferredDate) {
      return t('call', {
        date: format.dateTime(new Date(`${d.preferredDate}T12:00:00Z`), { dateStyle: 'medium' }),
        window: option(`timeWindows.${d.timeWindow}`, d.timeWindow ?? ''),
        timezone: d.timezone ?? '',
        topic: option(`topics.${d.topic}`, d.topic ?? ''),
      });
    }
    if (inquiry.kind === 'docsRequest' && d.documents) {
      return t('documents', {
        documents: option(`documentOptions.${d.documents}`, d.documents),
      });
    }
    return null;
  };

  return (
    <Table label={t('title')}>
      <TableHead>
        <ColumnHeader>{t('kind')}</ColumnHeader>
        <ColumnHeader>{t('received')}</ColumnHeader>
        <ColumnHeader>{t('sender')}</ColumnHeader>
        <ColumnHeader>{t('message')}</ColumnHeader>
        <ColumnHeader>{t('status')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {inquiries.map((inquiry) => {
          const details = detailLine(inquiry);
          return (
            <Row key={`${inquiry.kind}:${inquiry.id}`} top data-testid="inquiry-row">
              <Cell className="font-medium whitespace-nowrap text-ink">{t(`kinds.${inquiry.kind}`)}</Cell>
              <Cell className="whitespace-nowrap">{format.dateTime(inquiry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Cell>
              <Cell>
                <p className="font-medium text-ink">{inquiry.name}</p>
                <a href={`mailto:${inquiry.email}`} className="break-all text-brand-700 hover:underline">
                  {inquiry.email}
                </a>
                {inquiry.company && <p className="text-slate-600">{inquiry.company}</p>}
                <p className="text-xs text-slate-500">{t('language', { locale: inquiry.locale.toUpperCase() })}</p>
              </Cell>
              <Cell className="max-w-md">
                {details && <p className="font-medium text-ink">{details}</p>}
                <p className="break-words whitespace-pre-line text-slate-700">{inquiry.message ?? t('noMessage')}</p>
              </Cell>
              <Cell>
                <InquiryStatusForm action={action} kind={inquiry.kind} id={inquiry.id} status={inquiry.status} />
                {inquiry.handledAt && (
                  <p className="mt-1 text-xs text-slate-500">
                    {t('handledOn', { date: format.dateTime(inquiry.handledAt, { dateStyle: 'medium' }) })}
                  </p>
                )}
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </Table>
  );
}

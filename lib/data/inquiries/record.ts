import { asAnon, type Db } from '@/lib/db';
import { recordCallRequest, recordContactSubmission, recordDocsRequest } from './submissions';
import type { InquiryData, InquiryKind, SubmissionLocale } from './types';

export type RecordInquiry = <K extends InquiryKind>(kind: K, data: InquiryData[K]) => Promise<void>;

/**
 * Stores validated inquiries as the anonymous visitor they come from: RLS lets `anon` insert into
 * the three submission tables and read nothing back. `clientKey` is already a SHA-256 of address and
 * user agent, so no address is stored. A failure propagates: the action turns it into a form error,
 * and a message is never accepted and then silently dropped.
 */
export function createInquiryRecorder(meta: { locale: SubmissionLocale; clientKey: string }, db?: Db): RecordInquiry {
  return async (kind, data) => {
    await asAnon(async (tx) => {
      if (kind === 'contact') {
        const contact = data as InquiryData['contact'];
        await recordContactSubmission(tx, { ...contact, locale: meta.locale, ipHash: meta.clientKey });
      } else if (kind === 'docsRequest') {
        const docs = data as InquiryData['docsRequest'];
        await recordDocsRequest(tx, { ...docs, locale: meta.locale, ipHash: meta.clientKey });
      } else {
        const call = data as InquiryData['callRequest'];
        await recordCallRequest(tx, { ...call, locale: meta.locale, ipHash: meta.clientKey });
      }
    }, db);
  };
}

import { createTranslator, hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import type { MailMessage } from './context';

/** The notices a job mails; texts under `notices` in messages/<locale>.json, like every string. */
export type NoticeKey = 'exportWaiting' | 'exportExpired' | 'conversionSucceeded' | 'conversionFailed' | 'exportReady' | 'exportFailed';

/** The subject and text of a notice in `locale` (English for a locale we do not have). */
export async function noticeText(key: NoticeKey, locale: string, values: Record<string, string | number>): Promise<Omit<MailMessage, 'to'>> {
  const known = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const messages = (await import(`../../messages/${known}.json`)).default as Record<string, unknown>;
  const t = createTranslator({ locale: known, messages, namespace: 'notices' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return { subject: t(`${key}.subject`, values), text: t(`${key}.text`, values) };
}

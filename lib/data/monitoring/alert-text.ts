import { createTranslator, hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import type { AlertDraft } from '@/lib/monitoring/slo';

/** How long a condition must stay clear before its incident is resolved (and a recurrence mails again). */
export const ALERT_QUIET_MINUTES = 10;

type Translate = (key: string, values?: Record<string, string | number>) => string;

async function translator(locale: string): Promise<{ locale: string; t: Translate }> {
  const known = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const messages = (await import(`../../../messages/areas/monitoring/${known}.json`)).default as Record<string, unknown>;
  const t = createTranslator({ locale: known, messages, timeZone: 'UTC' }) as unknown as Translate;
  return { locale: known, t };
}

/** The words an alert's own parameters are said with: the objective's name and values, the severity. */
function wordsOf(t: Translate, alert: Pick<AlertDraft, 'code' | 'severity' | 'params'>): Record<string, string | number> {
  const words: Record<string, string | number> = { ...alert.params, severity: t('severity', { severity: alert.severity }) };
  if (alert.code === 'sloBroken') {
    const slo = String(alert.params.slo);
    words.slo = t('slo', { slo });
    words.actual = t('sloValue', { slo, value: Number(alert.params.actual) });
    words.threshold = t('sloValue', { slo, value: Number(alert.params.threshold) });
  }
  return words;
}

/** One line saying the alert, in `locale` (the panel's list; the stored English `message`). */
export async function alertLine(alert: Pick<AlertDraft, 'code' | 'severity' | 'params'>, locale: string): Promise<string> {
  const { t } = await translator(locale);
  return t(`alerts.${alert.code}.line`, wordsOf(t, alert));
}

/** The alert's mail: subject and text in `locale`, with the product's link. */
export async function alertMail(
  alert: Pick<AlertDraft, 'code' | 'severity' | 'params'>,
  locale: string,
  link: string,
): Promise<{ subject: string; text: string }> {
  const { t } = await translator(locale);
  const words = { ...wordsOf(t, alert), link, quietMinutes: ALERT_QUIET_MINUTES };
  return { subject: t(`alerts.${alert.code}.subject`, words), text: t(`alerts.${alert.code}.text`, words) };
}

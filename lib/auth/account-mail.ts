import { createTranslator, hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';

/**
 * The account e-mails (confirmation, password reset, the notice to the owner of an address that
 * someone tried to sign up again, and the approval the pending-review page promises), in the
 * visitor's language. Texts live under `auth.mail` in
 * messages/<locale>.json like every other string.
 */

export type AccountMailKind = 'confirm' | 'reset' | 'existingAccount' | 'approved';

export interface AccountMail {
  subject: string;
  text: string;
}

type MailValues = {
  confirm: { link: string };
  reset: { link: string };
  existingAccount: { signInUrl: string; forgotUrl: string };
  approved: { link: string };
};

export async function accountMail<K extends AccountMailKind>(kind: K, locale: string, values: MailValues[K]): Promise<AccountMail> {
  const known = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const messages = (await import(`../../messages/${known}.json`)).default as Record<string, unknown>;
  const t = createTranslator({ locale: known, messages, namespace: 'auth.mail' as never });
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  return { subject: translate(`${kind}.subject`), text: translate(`${kind}.text`, values) };
}

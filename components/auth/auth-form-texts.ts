import { getMessages, getTranslations } from 'next-intl/server';
import type { AuthFormTexts } from './auth-form';

/**
 * Every field label, hint and error an auth form may show, translated on the server: the sign-in
 * and sign-up pages then ship without next-intl's client runtime. The auth service's own message is
 * only known in the browser, so that error keeps a `{message}` slot the form fills in.
 */
export async function authFormTexts(): Promise<AuthFormTexts> {
  const t = await getTranslations('auth');
  const tActions = await getTranslations('actions');
  const { auth } = await getMessages();
  const fields = Object.keys(auth.fields) as (keyof typeof auth.fields)[];
  const errors = Object.keys(auth.errors) as (keyof typeof auth.errors)[];
  return {
    fields: Object.fromEntries(fields.map((key) => [key, t(`fields.${key}`)])),
    errors: {
      ...Object.fromEntries(
        errors.map((key) => [
          `auth.errors.${key}`,
          key === 'authService' ? t('errors.authService', { message: '{message}' }) : t(`errors.${key}`),
        ]),
      ),
      // What any action may answer: a crash, or an input refused without a field to show it at.
      'actions.unexpected': tActions('unexpected'),
      'actions.invalidInput': tActions('invalidInput'),
    },
  };
}

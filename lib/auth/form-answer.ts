import type { FormAnswer, FormAnswerRules } from '@/lib/http';

/**
 * What a refused auth form carries back to its page (lib/http/form-answer.ts, decision 0024): its
 * field errors by code, the typed e-mail and username (never the password), and an auth service's
 * own words for its message.
 */

/** The fields a refused form fills in again. The password is never among them. */
export const KEPT_FIELDS = ['email', 'username'] as const;
export type KeptField = (typeof KEPT_FIELDS)[number];

export const AUTH_FORM_RULES: FormAnswerRules<KeptField> = {
  errorPrefix: 'auth.errors.',
  // The token is hidden: its error is the form's.
  fields: ['email', 'username', 'password', 'token'],
  kept: { email: 320, username: 320 },
  values: { authService: { message: '' } },
};

export type AuthFormAnswer = FormAnswer<KeptField>;

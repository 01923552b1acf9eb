import { z } from 'zod';
import { COMPACT_JWS_PATTERN, EMAIL_TOKEN_MAX_LENGTH } from './embedded/email-token-format';
import { passwordProblem, passwordSchema } from './password-policy';

/** Form schemas for the auth screens; messages are full message keys (`auth.errors.…`). */

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('auth.errors.emailInvalid').max(254, 'auth.errors.emailInvalid'));

/** Sign-in checks only presence: a length rule here would tell an attacker about the policy. */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'auth.errors.passwordRequired').max(1024, 'auth.errors.invalidCredentials'),
  // Where to go afterwards; checked by safeNextPath when used. A malformed one (repeated, huge) is
  // dropped rather than failing the sign-in: the visitor did nothing wrong by following a bad link.
  next: z.string().max(2048).optional().catch(undefined),
});

export const signUpSchema = z
  .object({
    email,
    password: passwordSchema,
    // Same rule as the users_username check in supabase/migrations (and USERNAME_PATTERN in lib/db).
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/, 'auth.errors.usernameInvalid'),
  })
  // The rules that need the e-mail too (the password may not be the address itself).
  .superRefine(({ email, password }, ctx) => {
    const problem = passwordProblem(password, { email });
    if (problem === 'passwordLikeEmail') ctx.addIssue({ code: 'custom', path: ['password'], message: `auth.errors.${problem}` });
  });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  password: passwordSchema,
  /** Embedded backend: the one-time token from the emailed link. Supabase: absent (session-based). */
  token: z
    .string()
    .max(EMAIL_TOKEN_MAX_LENGTH, 'auth.errors.tokenInvalid')
    .regex(COMPACT_JWS_PATTERN, 'auth.errors.tokenInvalid')
    .optional(),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

import { z } from 'zod';
import { COMPACT_JWS_PATTERN, EMAIL_TOKEN_MAX_LENGTH } from './embedded/email-token-format';
import { passwordProblem, passwordSchema } from './password-policy';

/** Form schemas for the auth screens; messages are keys under `auth.errors`. */

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('emailInvalid').max(254, 'emailInvalid'));

/** Sign-in checks only presence: a length rule here would tell an attacker about the policy. */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'passwordRequired').max(1024, 'invalidCredentials'),
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
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$/, 'usernameInvalid'),
  })
  // The rules that need the e-mail too (the password may not be the address itself).
  .superRefine(({ email, password }, ctx) => {
    const problem = passwordProblem(password, { email });
    if (problem === 'passwordLikeEmail') ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  password: passwordSchema,
  /** Embedded backend: the one-time token from the emailed link. Supabase: absent (session-based). */
  token: z
    .string()
    .max(EMAIL_TOKEN_MAX_LENGTH, 'tokenInvalid')
    .regex(COMPACT_JWS_PATTERN, 'tokenInvalid')
    .optional(),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

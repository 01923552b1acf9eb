import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Length limits and a refusal of well-known passwords, as NIST SP 800-63B recommends; no composition
 * rules (they push people towards predictable patterns). Messages are keys under `auth.errors`.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'passwordTooShort')
  .max(PASSWORD_MAX, 'passwordTooLong')
  .refine((p) => !isCommonPassword(p), 'passwordCommon');

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

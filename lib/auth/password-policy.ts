import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Length limits and a refusal of guessable passwords, as NIST SP 800-63B recommends: no composition
 * rules (they push people towards predictable patterns), but no blanks, repeats, straight sequences,
 * the account's own e-mail or a well-known password. One rule for sign-up, reset and the command
 * line, in both auth backends. Reasons are message keys under `auth.errors`.
 */
export type PasswordProblem =
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordBlank'
  | 'passwordRepetitive'
  | 'passwordSequence'
  | 'passwordLikeEmail'
  | 'passwordCommon';

/** Keyboard rows and walks (US, German, French layouts) a password may not simply follow. */
const KEYBOARD_WALKS = [
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1234567890',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];

/** What is wrong with `password` for the account of `email`, or null when it may be used. */
export function passwordProblem(password: string, context: { email?: string | null } = {}): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  if (password.trim() === '') return 'passwordBlank';
  const folded = password.toLowerCase();
  if (shortestPeriod(folded) < PASSWORD_MIN) return 'passwordRepetitive';
  if (isStraightSequence(folded)) return 'passwordSequence';
  if (context.email && isLikeEmail(folded, context.email)) return 'passwordLikeEmail';
  if (isCommonPassword(password)) return 'passwordCommon';
  return null;
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The field schema (everything that needs no e-mail); forms that know the e-mail add passwordProblem. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: `auth.errors.${problem}` });
});

/** English reasons for the command line, which has no message catalogue. */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  passwordTooShort: `the password is shorter than ${PASSWORD_MIN} characters`,
  passwordTooLong: `the password is longer than ${PASSWORD_MAX} characters`,
  passwordBlank: 'the password is only spaces',
  passwordRepetitive: 'the password repeats one character or a short pattern',
  passwordSequence: 'the password is a straight sequence of letters, digits or keys',
  passwordLikeEmail: 'the password is the e-mail address or its name part',
  passwordCommon: 'the password is one of the most common passwords',
};

/**
 * The length of the shortest block that, repeated, spells the password ("abcabcab" → 3). A password
 * built from a block shorter than the minimum length is no stronger than that block.
 */
function shortestPeriod(value: string): number {
  const chars = [...value];
  for (let period = 1; period <= chars.length / 2; period += 1) {
    if (chars.every((c, i) => i < period || c === chars[i - period])) return period;
  }
  return chars.length;
}

/** Each character one step after (or before) the last — "12345678", "hgfedcba" — or a keyboard walk. */
function isStraightSequence(value: string): boolean {
  const codes = [...value].map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step)) return true;
  const reversed = [...value].reverse().join('');
  return KEYBOARD_WALKS.some((walk) => walk.includes(value) || walk.includes(reversed));
}

/** The e-mail itself or its local part, alone or with only digits and punctuation around it. */
function isLikeEmail(folded: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  const core = folded.replace(/^[\d\p{P}\p{S}]+|[\d\p{P}\p{S}]+$/gu, '');
  return [folded, core].some((candidate) => candidate === address || (localPart !== '' && candidate === localPart));
}

import { describe, expect, it } from 'vitest';
import { signUpSchema } from '@/lib/auth/forms';
import { PASSWORD_PROBLEM_TEXT, passwordProblem, passwordSchema } from '@/lib/auth/password-policy';

describe('the password rule', () => {
  it.each([
    ['eight spaces', ' '.repeat(8), 'passwordBlank'],
    ['tabs and newlines', '\t\n\t\n\t\n\t\n', 'passwordBlank'],
    ['one repeated letter', 'aaaaaaaa', 'passwordRepetitive'],
    ['one repeated letter in mixed case', 'AaAaAaAaAa', 'passwordRepetitive'],
    ['one repeated digit', '7777777777', 'passwordRepetitive'],
    ['a short pattern repeated', 'abcabcabc', 'passwordRepetitive'],
    ['a short pattern repeated, cut off', 'xyz1xyz1xy', 'passwordRepetitive'],
    ['ascending digits', '12345678', 'passwordSequence'],
    ['descending digits', '98765432', 'passwordSequence'],
    ['the alphabet', 'abcdefgh', 'passwordSequence'],
    ['the alphabet backwards', 'ZYXWVUTS', 'passwordSequence'],
    ['a keyboard row', 'qwertyui', 'passwordSequence'],
    ['a German keyboard row', 'qwertzuiop', 'passwordSequence'],
    ['a French keyboard row', 'azertyuiop', 'passwordSequence'],
    ['a keyboard row backwards', 'lkjhgfdsa', 'passwordSequence'],
    ['a well-known password', 'Password123', 'passwordCommon'],
  ])('refuses %s', (_name, password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
    expect(passwordSchema.safeParse(password).error?.issues[0]?.message).toBe(`auth.errors.${problem}`);
  });

  it.each([
    ['the address', 'ada.lovelace@example.com'],
    ['the address in capitals', 'ADA.LOVELACE@EXAMPLE.COM'],
    ['the name part', 'ada.lovelace'],
    ['the name part with a year', 'ada.lovelace1815!'],
  ])('refuses %s of the account’s e-mail', (_name, password) => {
    expect(passwordProblem(password, { email: 'Ada.Lovelace@example.com' })).toBe('passwordLikeEmail');
  });

  it.each(['Gasket-Torque-91', 'correct horse battery staple', 'Bremssattel-Halter-47', 'abcabcabcXYZ', 'qwerty-Rotor-Shim'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, { email: 'ada@example.com' })).toBeNull();
    },
  );

  it('keeps the length limits of 8 and 128', () => {
    expect(passwordProblem('Gasket9')).toBe('passwordTooShort');
    expect(passwordProblem('Gasket91')).toBeNull();
    expect(passwordProblem('Gasket-Torque-91'.repeat(8) + 'x')).toBe('passwordTooLong');
  });

  it('runs the e-mail rule in the sign-up form, on the password field', () => {
    const parsed = signUpSchema.safeParse({ email: 'grace@example.com', password: 'grace2024', username: 'grace' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['password'], message: 'auth.errors.passwordLikeEmail' });
  });

  it('explains every refusal on the command line', () => {
    for (const text of Object.values(PASSWORD_PROBLEM_TEXT)) expect(text).toMatch(/^the password /);
  });
});

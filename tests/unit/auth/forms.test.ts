import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from '@/lib/auth/forms';
import { passwordSchema } from '@/lib/auth/password-policy';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('password policy', () => {
  it('accepts 8 to 128 characters', () => {
    expect(passwordSchema.safeParse('Gasket-91').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(7) + 'Q').success).toBe(true);
    expect(passwordSchema.safeParse('Gasket-91-' + 'Torque-Caliper-Rotor-Shim-'.repeat(4) + 'x'.repeat(14)).success).toBe(true);
  });
  it('refuses shorter and longer ones', () => {
    expect(firstMessage(passwordSchema.safeParse('Sh0rt!'))).toBe('auth.errors.passwordTooShort');
    expect(firstMessage(passwordSchema.safeParse('a'.repeat(129)))).toBe('auth.errors.passwordTooLong');
  });
  it('refuses the most common passwords whatever their case', () => {
    expect(firstMessage(passwordSchema.safeParse('Password123'))).toBe('auth.errors.passwordCommon');
    expect(firstMessage(passwordSchema.safeParse('FOOTBALL1'))).toBe('auth.errors.passwordCommon');
  });
});

describe('sign-up form', () => {
  const good = { email: '  Ada@Example.COM ', password: 'Gasket-Torque-91', username: 'ada.l' };
  it('normalises the email', () => {
    const parsed = signUpSchema.parse(good);
    expect(parsed.email).toBe('ada@example.com');
  });
  it('names the field that is wrong, with a message key', () => {
    expect(firstMessage(signUpSchema.safeParse({ ...good, email: 'ada' }))).toBe('auth.errors.emailInvalid');
    expect(firstMessage(signUpSchema.safeParse({ ...good, username: 'a' }))).toBe('auth.errors.usernameInvalid');
    expect(firstMessage(signUpSchema.safeParse({ ...good, username: '-dash-first' }))).toBe('auth.errors.usernameInvalid');
  });
});

describe('sign-in form', () => {
  it('does not reveal the password policy', () => {
    expect(signInSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    expect(firstMessage(signInSchema.safeParse({ email: 'a@example.com', password: '' }))).toBe('auth.errors.passwordRequired');
  });
});

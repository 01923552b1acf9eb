import { describe, expect, it } from 'vitest';
import { actionError } from '@/lib/actions/result';
import { readAuthFormAnswer, refusalCookie, refusalQuery } from '@/lib/auth/form-answer';
import en from '@/messages/en.json';

/** The page knows the texts of its messages (auth.errors, actions.invalidInput/unexpected). */
const knows = (key: string) => {
  const [area, group, name] = key.split('.');
  if (area === 'auth' && group === 'errors') return Object.hasOwn(en.auth.errors, name!);
  return key === 'actions.invalidInput' || key === 'actions.unexpected';
};

function roundTrip(refusal: Parameters<typeof refusalQuery>[0], typed: Record<string, string>) {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of refusalQuery(refusal)) query[name] = name in query ? [query[name]!, value].flat() : value;
  return readAuthFormAnswer(query, refusalCookie(refusal, typed), knows);
}

describe('a refused auth form’s way back to its page', () => {
  it('carries the refusal as codes and the typed e-mail and username, never the password', () => {
    const refusal = { ...actionError('actions.invalidInput', { code: 'invalid' }), fieldErrors: { password: { key: 'auth.errors.passwordCommon' as const } } };
    expect(refusalQuery(refusal)).toEqual([
      ['error', 'invalidInput'],
      ['invalid', 'password.passwordCommon'],
    ]);
    const cookie = refusalCookie(refusal, { email: 'ana@example.com', username: 'ana', password: 'password123', next: '/x' });
    expect(cookie).not.toContain('password123');
    expect(roundTrip(refusal, { email: 'ana@example.com', username: 'ana', password: 'password123' })).toEqual({
      refusal: { ok: false, error: { key: 'actions.invalidInput' }, fieldErrors: { password: { key: 'auth.errors.passwordCommon' } } },
      typed: { email: 'ana@example.com', username: 'ana' },
    });
  });

  it('keeps the auth service’s own words for its message, and an unexpected failure as such', () => {
    expect(roundTrip(actionError('auth.errors.authService', { values: { message: 'Email rate limit exceeded' } }), {}).refusal).toEqual({
      ok: false,
      error: { key: 'auth.errors.authService', values: { message: 'Email rate limit exceeded' } },
    });
    expect(roundTrip(actionError('actions.unexpected'), {}).refusal).toEqual({ ok: false, error: { key: 'actions.unexpected' } });
  });

  it('drops codes the page has no text for, fields it does not show, and cookies it did not write', () => {
    expect(readAuthFormAnswer({ error: 'madeUp' }, undefined, knows).refusal).toBeNull();
    expect(readAuthFormAnswer({ error: '<script>' }, undefined, knows).refusal).toBeNull();
    expect(readAuthFormAnswer({ error: 'invalidInput', invalid: ['next.tokenInvalid', 'email.madeUp', 'email.emailInvalid'] }, undefined, knows).refusal).toEqual({
      ok: false,
      error: { key: 'actions.invalidInput' },
      fieldErrors: { email: { key: 'auth.errors.emailInvalid' } },
    });
    for (const cookie of ['not json', '[1,2]', JSON.stringify({ email: 42, username: 'x'.repeat(400) })]) {
      expect(readAuthFormAnswer({}, cookie, knows)).toEqual({ refusal: null, typed: {} });
    }
  });
});

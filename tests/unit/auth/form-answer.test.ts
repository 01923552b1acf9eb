import { describe, expect, it } from 'vitest';
import { actionError } from '@/lib/actions/result';
import { AUTH_FORM_RULES } from '@/lib/auth/form-answer';
import { FORM_COOKIE_MAX_CHARS, readFormAnswer, refusalCookie as cookieOf, refusalQuery as queryOf, type FormAnswerRules } from '@/lib/http/form-answer';
import en from '@/messages/en.json';

/** The page knows the texts of its messages (auth.errors, actions.invalidInput/unexpected). */
const knows = (key: string) => {
  const [area, group, name] = key.split('.');
  if (area === 'auth' && group === 'errors') return Object.hasOwn(en.auth.errors, name!);
  return key === 'actions.invalidInput' || key === 'actions.unexpected';
};

/** The auth forms' codec, for the sign-up page. */
const refusalQuery = (refusal: Parameters<typeof queryOf>[1]) => queryOf(AUTH_FORM_RULES, refusal);
const refusalCookie = (refusal: Parameters<typeof queryOf>[1], typed: Record<string, string>) => cookieOf(AUTH_FORM_RULES, '/auth/signup', refusal, typed);
const readAuthFormAnswer = (query: Record<string, string | string[] | undefined>, cookie: string | undefined, k: (key: string) => boolean) =>
  readFormAnswer(AUTH_FORM_RULES, '/auth/signup', query, cookie, k);

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

/** The shared codec's own rules (lib/http/form-answer.ts), on a form with free text. */
describe('a refused form with free text', () => {
  const rules: FormAnswerRules<'name' | 'message'> = {
    errorPrefix: 'inquiryForm.errors.',
    fields: ['name', 'message'],
    kept: { name: 120, message: 5000 },
    values: { rateLimited: { minutes: 10 } },
  };
  const known = () => true;
  const limited = actionError('inquiryForm.errors.rateLimited', { values: { minutes: 3 } });

  it('cuts a long message to what a cookie holds, from the end, and says so', () => {
    const message = 'Bremsbeläge für Ö-Märkte & 100% mehr. '.repeat(130);
    const cookie = cookieOf(rules, '/contact', limited, { name: 'Anna', message });
    expect(encodeURIComponent(cookie).length).toBeLessThanOrEqual(FORM_COOKIE_MAX_CHARS);
    const back = readFormAnswer(rules, '/contact', { error: 'rateLimited' }, cookie, known);
    expect(back.cut).toBe(true);
    expect(back.typed.name).toBe('Anna');
    expect(message.startsWith(back.typed.message!)).toBe(true);
    expect(back.typed.message!.length).toBeGreaterThan(1000);
    expect(back.refusal?.error).toEqual({ key: 'inquiryForm.errors.rateLimited', values: { minutes: 3 } });
  });

  it('keeps a short message whole, and reads the cookie only on its own page', () => {
    const cookie = cookieOf(rules, '/contact', limited, { name: 'Anna', message: 'Forty thousand rows.' });
    expect(readFormAnswer(rules, '/contact', {}, cookie, known)).toEqual({ refusal: null, typed: { name: 'Anna', message: 'Forty thousand rows.' } });
    expect(readFormAnswer(rules, '/request-docs', {}, cookie, known)).toEqual({ refusal: null, typed: {} });
  });

  it('says a message’s values from the cookie only with their expected types, else its fallback', () => {
    const forged = JSON.stringify({ p: '/contact', t: {}, v: { minutes: '<b>soon</b>' } });
    expect(readFormAnswer(rules, '/contact', { error: 'rateLimited' }, forged, known).refusal?.error).toEqual({ key: 'inquiryForm.errors.rateLimited', values: { minutes: 10 } });
    expect(readFormAnswer(rules, '/contact', { error: 'rateLimited' }, undefined, known).refusal?.error).toEqual({ key: 'inquiryForm.errors.rateLimited', values: { minutes: 10 } });
  });
});

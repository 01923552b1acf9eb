import { createTranslator, hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { describe, expect, it } from 'vitest';
import en from '@/messages/site/en.json';
import de from '@/messages/site/de.json';
import { processInquiry, type InquiryContext } from '@/lib/data/inquiries/process';
import { SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { INQUIRY_REFUSAL_KEYS } from '@/lib/data/inquiries/types';
import type { ActionMessage, ActionResult } from '@/lib/actions/result';
import type { InquiryData, InquiryKind } from '@/lib/data/inquiries/types';

const NOW = new Date('2026-11-10T12:00:00Z');

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const validContact = {
  name: 'Anna Keller',
  email: 'anna@brakes.example',
  company: '',
  message: 'Please send the pilot terms.',
};

/**
 * What a message of the answer says in a locale: the real next-intl translator over that locale's
 * real site messages, as the form's texts come from them.
 */
function said(messages: { _meta: { locale: string } }, message: ActionMessage | undefined): string {
  const locale = messages._meta.locale;
  if (!hasLocale(routing.locales, locale)) throw new Error(`not a locale: ${locale}`);
  if (!message) throw new Error('no message');
  const t = createTranslator({ locale, messages: messages as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return t(message.key, message.values);
}

/** The refusal's field errors and form error, in `messages`' language. */
function saidAll(messages: { _meta: { locale: string } }, result: ActionResult<undefined>) {
  if (result.ok) throw new Error('not refused');
  return {
    formError: said(messages, result.error),
    fieldErrors: Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([field, message]) => [field, said(messages, message)])),
  };
}

/** A working store, kept in memory, for the cases where storage is meant to succeed. */
function memoryStore() {
  const stored: { kind: InquiryKind; data: unknown }[] = [];
  const record = async <K extends InquiryKind>(kind: K, data: InquiryData[K]) => {
    stored.push({ kind, data });
  };
  return { stored, record };
}

function context(overrides: Partial<InquiryContext> = {}): InquiryContext {
  return {
    clientKey: 'client-a',
    limiter: new SlidingWindowRateLimiter({ limit: 5, windowMs: 600_000, now: () => NOW.getTime() }),
    record: memoryStore().record,
    now: NOW,
    ...overrides,
  };
}

describe('processing a contact form submission', () => {
  it('stores a valid message and reports it sent', async () => {
    const store = memoryStore();
    const result = await processInquiry('contact', form(validContact), context({ record: store.record }));
    expect(result).toEqual({ ok: true, data: undefined });
    expect(store.stored).toEqual([{ kind: 'contact', data: { ...validContact, company: undefined } }]);
  });

  it('returns field errors as message keys and the typed values, storing nothing', async () => {
    const store = memoryStore();
    const typed = { name: '', email: 'anna@', company: 'Keller', message: 'hi' };
    const result = await processInquiry('contact', form(typed), context({ record: store.record }));
    expect(result).toMatchObject({
      ok: false,
      error: { key: 'inquiryForm.errors.checkFields', code: 'invalid' },
      fieldErrors: { name: { key: 'inquiryForm.errors.nameRequired' } },
      input: typed,
    });
    expect(saidAll(en, result)).toEqual({
      formError: 'Please correct the highlighted fields and send again.',
      fieldErrors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address, such as name@company.com.',
        message: 'Please write at least 10 characters so we know how to help.',
      },
    });
    expect(store.stored).toEqual([]);
  });

  it('answers with keys the page of the form says in its language', async () => {
    const result = await processInquiry('contact', form({ ...validContact, name: '' }), context());
    const german = (de as unknown as typeof en).inquiryForm.errors.nameRequired;
    expect(saidAll(de, result).fieldErrors.name).toBe(german);
    expect(german).not.toBe(en.inquiryForm.errors.nameRequired);
  });

  it('tells a bot that fills the honeypot it succeeded, and stores nothing', async () => {
    const store = memoryStore();
    const result = await processInquiry(
      'contact',
      form({ ...validContact, website: 'https://spam.example' }),
      context({ record: store.record }),
    );
    expect(result).toEqual({ ok: true, data: undefined });
    expect(store.stored).toEqual([]);
  });

  it('refuses the sixth message in ten minutes with a translated wait time', async () => {
    const ctx = context();
    for (let i = 0; i < 5; i++)
      expect((await processInquiry('contact', form(validContact), ctx)).ok).toBe(true);
    const refused = await processInquiry('contact', form(validContact), ctx);
    expect(refused).toMatchObject({ ok: false, error: { key: 'inquiryForm.errors.rateLimited', values: { minutes: 10 }, code: 'rate_limited' }, input: validContact });
    expect(saidAll(en, refused)).toEqual({
      fieldErrors: {},
      formError: 'Too many messages from this browser. Please wait 10 minutes and try again.',
    });
  });

  it('does not count invalid submissions against the rate limit', async () => {
    const ctx = context();
    for (let i = 0; i < 8; i++)
      await processInquiry('contact', form({ ...validContact, email: 'typo' }), ctx);
    expect((await processInquiry('contact', form(validContact), ctx)).ok).toBe(true);
  });

  it('turns a storage failure into a form error with a fallback address, and reports it', async () => {
    const reported: unknown[] = [];
    const result = await processInquiry(
      'contact',
      form(validContact),
      context({
        record: async () => {
          throw new Error('database unreachable');
        },
        onStorageError: (e) => reported.push(e),
      }),
    );
    expect(result).toMatchObject({ ok: false, error: { key: 'inquiryForm.errors.storageFailed' }, input: validContact });
    expect(saidAll(en, result)).toEqual({
      fieldErrors: {},
      formError: 'We could not send your message. Please try again or write to hello@partsmith.example.',
    });
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain('database unreachable');
  });
});

describe('processing a call request', () => {
  const call = {
    name: 'Luca Bianchi',
    email: 'luca@ricambi.example',
    company: 'Ricambi Nord',
    preferredDate: '2026-11-20',
    timeWindow: 'afternoon',
    timezone: 'Europe/Rome',
    topic: 'demo',
    notes: 'ACES 4.2 for 3 receivers',
  };

  it('stores a valid request', async () => {
    const store = memoryStore();
    expect(await processInquiry('callRequest', form(call), context({ record: store.record }))).toEqual({ ok: true, data: undefined });
    expect(store.stored[0]).toEqual({ kind: 'callRequest', data: call });
  });

  it('explains a date outside the bookable range', async () => {
    const result = await processInquiry(
      'callRequest',
      form({ ...call, preferredDate: '2027-06-01' }),
      context(),
    );
    expect(saidAll(en, result).fieldErrors.preferredDate).toBe('Please choose a date within the next 90 days.');
  });
});

describe('error messages', () => {
  it('exist for every rule in every locale', async () => {
    const locales = await Promise.all(
      ['en', 'de', 'fr', 'es', 'it'].map((l) => import(`@/messages/site/${l}.json`)),
    );
    for (const { default: messages } of locales) {
      for (const key of INQUIRY_REFUSAL_KEYS) {
        expect(messages.inquiryForm.errors[key], `${messages._meta.locale}: ${key}`).toEqual(
          expect.any(String),
        );
      }
    }
  });
});

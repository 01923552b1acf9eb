import { createTranslator, hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { describe, expect, it } from 'vitest';
import en from '@/messages/site/en.json';
import de from '@/messages/site/de.json';
import { processInquiry, type InquiryContext } from '@/lib/data/inquiries/process';
import { SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { INQUIRY_ERROR_KEYS } from '@/lib/data/inquiries/form-schema';
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

/** The real next-intl translator over a locale's real message file, as the action uses it. */
function translator(messages: { _meta: { locale: string } }) {
  const locale = messages._meta.locale;
  if (!hasLocale(routing.locales, locale)) throw new Error(`not a locale: ${locale}`);
  const t = createTranslator({
    locale,
    messages: messages as never,
    namespace: 'inquiryForm' as never,
  });
  return t as unknown as (key: string, values?: Record<string, string | number>) => string;
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
    translate: translator(en),
    now: NOW,
    ...overrides,
  };
}

describe('processing a contact form submission', () => {
  it('stores a valid message and reports it sent', async () => {
    const store = memoryStore();
    const result = await processInquiry('contact', form(validContact), context({ record: store.record }));
    expect(result).toEqual({ ok: true });
    expect(store.stored).toEqual([{ kind: 'contact', data: { ...validContact, company: undefined } }]);
  });

  it('returns translated field errors and the typed values, storing nothing', async () => {
    const store = memoryStore();
    const typed = { name: '', email: 'anna@', company: 'Keller', message: 'hi' };
    const result = await processInquiry('contact', form(typed), context({ record: store.record }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address, such as name@company.com.',
        message: 'Please write at least 10 characters so we know how to help.',
      },
      values: typed,
    });
    expect(store.stored).toEqual([]);
  });

  it('answers in the language of the page the form was sent from', async () => {
    const result = await processInquiry(
      'contact',
      form({ ...validContact, name: '' }),
      context({ translate: translator(de) }),
    );
    const german = (de as unknown as typeof en).inquiryForm.errors.nameRequired;
    expect(!result.ok && result.fieldErrors.name).toBe(german);
    expect(german).not.toBe(en.inquiryForm.errors.nameRequired);
  });

  it('tells a bot that fills the honeypot it succeeded, and stores nothing', async () => {
    const store = memoryStore();
    const result = await processInquiry(
      'contact',
      form({ ...validContact, website: 'https://spam.example' }),
      context({ record: store.record }),
    );
    expect(result).toEqual({ ok: true });
    expect(store.stored).toEqual([]);
  });

  it('refuses the sixth message in ten minutes with a translated wait time', async () => {
    const ctx = context();
    for (let i = 0; i < 5; i++)
      expect((await processInquiry('contact', form(validContact), ctx)).ok).toBe(true);
    const refused = await processInquiry('contact', form(validContact), ctx);
    expect(refused).toMatchObject({
      ok: false,
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
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {},
      formError: 'We could not send your message. Please try again or write to hello@partsmith.example.',
      values: validContact,
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
    expect(await processInquiry('callRequest', form(call), context({ record: store.record }))).toEqual({
      ok: true,
    });
    expect(store.stored[0]).toEqual({ kind: 'callRequest', data: call });
  });

  it('explains a date outside the bookable range', async () => {
    const result = await processInquiry(
      'callRequest',
      form({ ...call, preferredDate: '2027-06-01' }),
      context(),
    );
    expect(!result.ok && result.fieldErrors.preferredDate).toBe(
      'Please choose a date within the next 90 days.',
    );
  });
});

describe('error messages', () => {
  it('exist for every rule in every locale', async () => {
    const locales = await Promise.all(
      ['en', 'de', 'fr', 'es', 'it'].map((l) => import(`@/messages/site/${l}.json`)),
    );
    for (const { default: messages } of locales) {
      for (const key of [...INQUIRY_ERROR_KEYS, 'checkFields', 'rateLimited', 'storageFailed']) {
        expect(messages.inquiryForm.errors[key], `${messages._meta.locale}: ${key}`).toEqual(
          expect.any(String),
        );
      }
    }
  });
});

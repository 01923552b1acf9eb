import { describe, expect, it } from 'vitest';
import { calendarDateIn, isTimeZone, parseInquiry } from '@/lib/data/inquiries';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const NOW = new Date('2026-11-10T12:00:00Z');

const contact = {
  name: 'Anna Keller',
  email: 'anna@brakes.example',
  company: 'Keller Bremsen',
  message: 'We have 40k fitment rows in XLSX.',
};
const call = {
  name: 'Luca Bianchi',
  email: 'luca@ricambi.example',
  company: 'Ricambi Nord',
  preferredDate: '2026-11-12',
  timeWindow: 'morning',
  timezone: 'Europe/Rome',
  topic: 'pilot',
  notes: '',
};

describe('contact form rules', () => {
  it('accepts a complete message and trims what was typed', () => {
    const result = parseInquiry('contact', form({ ...contact, name: '  Anna Keller ' }), NOW);
    expect(result).toEqual({ ok: true, data: { ...contact, name: 'Anna Keller' } });
  });

  it('treats an empty company as not given', () => {
    const result = parseInquiry('contact', form({ ...contact, company: '  ' }), NOW);
    expect(result.ok && result.data.company).toBeUndefined();
  });

  it('names each field that is wrong, once, with a message key', () => {
    const result = parseInquiry(
      'contact',
      form({ name: '', email: 'not-an-address', company: 'x'.repeat(121), message: 'short' }),
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: 'nameRequired',
        email: 'emailInvalid',
        company: 'companyTooLong',
        message: 'messageTooShort',
      },
    });
  });

  it('asks for an email address when none was given rather than calling it malformed', () => {
    const result = parseInquiry('contact', form({ ...contact, email: '' }), NOW);
    expect(!result.ok && result.fieldErrors.email).toBe('emailRequired');
  });

  it('holds names to 120 characters and messages to 10–5000', () => {
    expect(parseInquiry('contact', form({ ...contact, name: 'n'.repeat(120) }), NOW).ok).toBe(true);
    const long = parseInquiry(
      'contact',
      form({ ...contact, name: 'n'.repeat(121), message: 'm'.repeat(5001) }),
      NOW,
    );
    expect(!long.ok && long.fieldErrors).toEqual({ name: 'nameTooLong', message: 'messageTooLong' });
    expect(parseInquiry('contact', form({ ...contact, message: 'm'.repeat(10) }), NOW).ok).toBe(true);
  });

  it('treats a missing field like an empty one instead of failing on its type', () => {
    const result = parseInquiry('contact', form({ email: contact.email, message: contact.message }), NOW);
    expect(!result.ok && result.fieldErrors).toEqual({ name: 'nameRequired' });
  });
});

describe('call request rules', () => {
  it('accepts a call the day after tomorrow in the morning', () => {
    const result = parseInquiry('callRequest', form(call), NOW);
    expect(result).toEqual({ ok: true, data: { ...call, notes: undefined } });
  });

  it('refuses today and the past', () => {
    for (const preferredDate of ['2026-11-10', '2026-10-01']) {
      const result = parseInquiry('callRequest', form({ ...call, preferredDate }), NOW);
      expect(!result.ok && result.fieldErrors.preferredDate).toBe('dateNotFuture');
    }
  });

  it('allows up to 90 days ahead and no further', () => {
    expect(parseInquiry('callRequest', form({ ...call, preferredDate: '2027-02-08' }), NOW).ok).toBe(true);
    const far = parseInquiry('callRequest', form({ ...call, preferredDate: '2027-02-09' }), NOW);
    expect(!far.ok && far.fieldErrors.preferredDate).toBe('dateTooFar');
  });

  it('judges "tomorrow" in the visitor\'s time zone', () => {
    // 23:30 UTC on 10 Nov is already 11 Nov in Tokyo: the 11th is today there, but tomorrow in Denver.
    const lateEvening = new Date('2026-11-10T23:30:00Z');
    const tokyo = parseInquiry(
      'callRequest',
      form({ ...call, preferredDate: '2026-11-11', timezone: 'Asia/Tokyo' }),
      lateEvening,
    );
    const denver = parseInquiry(
      'callRequest',
      form({ ...call, preferredDate: '2026-11-11', timezone: 'America/Denver' }),
      lateEvening,
    );
    expect(!tokyo.ok && tokyo.fieldErrors.preferredDate).toBe('dateNotFuture');
    expect(denver.ok).toBe(true);
  });

  it('rejects impossible dates, unknown time zones, windows and topics', () => {
    const result = parseInquiry(
      'callRequest',
      form({
        ...call,
        preferredDate: '2026-02-30',
        timezone: 'Mars/Olympus',
        timeWindow: 'midnight',
        topic: 'gossip',
      }),
      NOW,
    );
    expect(!result.ok && result.fieldErrors).toEqual({
      preferredDate: 'dateInvalid',
      timezone: 'timezoneInvalid',
      timeWindow: 'timeWindowInvalid',
      topic: 'topicInvalid',
    });
  });

  it('needs a company for a call', () => {
    const result = parseInquiry('callRequest', form({ ...call, company: '' }), NOW);
    expect(!result.ok && result.fieldErrors.company).toBe('companyRequired');
  });
});

describe('time zone helpers', () => {
  it('knows IANA names and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('gives the calendar date where the visitor is', () => {
    const instant = new Date('2026-11-10T23:30:00Z');
    expect(calendarDateIn('Asia/Tokyo', instant)).toBe('2026-11-11');
    expect(calendarDateIn('America/Denver', instant)).toBe('2026-11-10');
  });
});

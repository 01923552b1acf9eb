import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSenderIdentity, SENDER_LIMITS, senderPlaceholders, type SenderIdentity } from '@/lib/catalog/convert';
import { convert, converted, NO_XSD, readText } from './convert-helpers';

/**
 * The sender identity (issue 12.3): what the ACES and PIES headers say the deliverables come from,
 * checked at the edge, written into both headers, and a finding while it is left to placeholders.
 */
const sample = path.resolve(import.meta.dirname, '../../../../samples/preview/en-us-brakes-filters.csv');

const ok = (input: unknown): SenderIdentity => {
  const r = parseSenderIdentity(input);
  if (!r.ok) throw new Error(r.findings.map((f) => f.message).join(' '));
  return r.value;
};
const problems = (input: unknown): string[] => {
  const r = parseSenderIdentity(input);
  return r.ok ? [] : r.findings.map((f) => `${f.column}: ${f.message}`);
};

/** Long values at the limits and names beyond ASCII: what real brands are called. */
const LONG_COMPANY = `Bremsen Müller & Söhne GmbH – Ersatzteile für Nutzfahrzeuge, Zweigniederlassung Österreich ${'ß'.repeat(30)}`.slice(0, SENDER_LIMITS.company);
const LONG_NAME = `Zoë Ångström-Łukasiewicz ${'é'.repeat(60)}`.slice(0, SENDER_LIMITS.senderName);
const LONG_EMAIL = `${'d'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(57)}.com`;
const identity = {
  company: LONG_COMPANY,
  senderName: LONG_NAME,
  phone: '+49 (30) 1234-5678',
  email: LONG_EMAIL,
  brands: [{ name: 'Bremsen Müller <Pro>', code: 'BKMN' }],
  documentTitle: '{brand} {date} ({code}, {file})',
  language: 'de',
} as const;

describe('checking a sender identity', () => {
  it('accepts a full identity with non-ASCII names and values at their length limits', () => {
    expect(LONG_COMPANY).toHaveLength(SENDER_LIMITS.company);
    expect(LONG_NAME).toHaveLength(SENDER_LIMITS.senderName);
    expect(LONG_EMAIL).toHaveLength(SENDER_LIMITS.email);
    expect(ok(identity)).toEqual(identity);
  });

  it('trims what people type and leaves out what they did not set', () => {
    expect(ok({ company: '  Acme Brakes  ', phone: ' 555-555-0100 ' })).toEqual({ company: 'Acme Brakes', phone: '555-555-0100' });
    expect(ok({})).toEqual({});
  });

  it('refuses a value one character over its limit, naming the field', () => {
    expect(problems({ company: 'x'.repeat(SENDER_LIMITS.company + 1) })).toEqual([`company: Sender company must be at most ${SENDER_LIMITS.company} characters.`]);
    // PIES 7.2 bounds TechnicalContact, which carries the sender name, to 60.
    expect(problems({ senderName: 'x'.repeat(61) })[0]).toMatch(/^senderName: .*at most 60/);
    expect(problems({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` })[0]).toMatch(/^email: .*at most 254/);
  });

  it('refuses a phone number with letters or too few digits', () => {
    expect(problems({ phone: 'call us' })[0]).toMatch(/^phone: .*must be a phone number/);
    expect(problems({ phone: '555-0100 ext 12' })[0]).toMatch(/^phone: .*must be a phone number/);
    expect(problems({ phone: '1-2-3' })[0]).toMatch(/^phone: .*at least 5 digits/);
    expect(ok({ phone: '(555) 555.0100' }).phone).toBe('(555) 555.0100');
  });

  it('refuses an e-mail that is not an address', () => {
    expect(problems({ email: 'data at example.com' })[0]).toMatch(/^email: .*e-mail address/);
  });

  it('refuses control characters, which an XML header cannot carry', () => {
    expect(problems({ company: 'Acme\u0007Brakes' })[0]).toMatch(/^company: .*control characters/);
    expect(problems({ senderName: 'Jane\nDoe' })[0]).toMatch(/^senderName: .*control characters/);
  });

  it('refuses a brand code the Auto Care pattern does not allow, and a code listed twice', () => {
    expect(problems({ brands: [{ name: 'Acme', code: 'ABCD' }] })).toEqual([
      'brands.0.code: Sender brands.0.code "ABCD" is not a valid Auto Care brand code: the 1st letter cannot be A, E, I, O or U.',
    ]);
    expect(problems({ brands: [{ name: 'Acme', code: 'bkmn' }] })[0]).toMatch(/4 capital letters/);
    expect(
      problems({
        brands: [
          { name: 'Acme', code: 'BKMN' },
          { name: 'Acme Pro', code: 'BKMN' },
        ],
      })[0],
    ).toMatch(/^brands: .*brand code twice/);
  });

  it('refuses a title placeholder it cannot fill, and a language it does not know', () => {
    expect(problems({ documentTitle: '{brand} {year}' })[0]).toMatch(/^documentTitle: .*\{year\}, which is not a placeholder; use \{brand\}, \{code\}, \{date\}, \{file\}/);
    expect(problems({ language: 'pt' })[0]).toMatch(/^language: .*en, de, fr, es, it/);
  });

  it('refuses fields it does not know, so a typo in sender.json is not silently ignored', () => {
    expect(problems({ sendername: 'Jane' })[0]).toMatch(/sendername/);
  });
});

describe('the headers a conversion writes', () => {
  it('carry the sender identity in ACES 4.2 and PIES 7.2, and both schemas accept them', async () => {
    const r = await converted({ path: sample }, { sender: ok(identity) });
    const aces = await readText(r.files.aces!);
    const pies = await readText(r.files.pies!);

    expect(aces).toContain(`<Company>${LONG_COMPANY.replace('&', '&amp;')}</Company>`);
    expect(aces).toContain(`<SenderName>${LONG_NAME}</SenderName>`);
    expect(aces).toContain('<SenderPhone>+49 (30) 1234-5678</SenderPhone>');
    expect(aces).toContain('<DocumentTitle>Bremsen Müller &lt;Pro&gt; 2026-03-02 (BKMN, en-us-brakes-filters.csv)</DocumentTitle>');
    expect(aces).not.toMatch(/Partsmith|not given/);
    expect(pies).toContain(`<TechnicalContact>${LONG_NAME}</TechnicalContact>`);
    expect(pies).toContain(`<ContactEmail>${LONG_EMAIL}</ContactEmail>`);
    expect(pies).toContain('<LanguageCode>DE</LanguageCode>');
    expect(r.report.findings.map((f) => f.code)).not.toContain('HEADER_SENDER_PLACEHOLDER');
    if (!NO_XSD) {
      expect(r.report.xsd.aces).toMatchObject({ ran: true, valid: true, errors: 0, version: '4.2' });
      expect(r.report.xsd.pies).toMatchObject({ ran: true, valid: true, errors: 0 });
    }
  });

  it('carry it in ACES 5.0 too, valid against the 5.0 schema', async () => {
    const r = await converted({ path: sample }, { sender: ok(identity), acesVersion: '5.0' });
    const aces = await readText(r.files.aces!);
    expect(aces).toContain(`<SenderName>${LONG_NAME}</SenderName>`);
    if (!NO_XSD) expect(r.report.xsd.aces).toMatchObject({ ran: true, valid: true, errors: 0, version: '5.0' });
  });

  it('name the brand by its code when the sender does not list it, and keep the catalog language without a default', async () => {
    const r = await converted({ path: sample }, { sender: ok({ company: 'Acme', senderName: 'Jane', phone: '555-555-0100', documentTitle: '{brand} {date}' }) });
    expect(await readText(r.files.aces!)).toContain('<DocumentTitle>BKMN 2026-03-02</DocumentTitle>');
    const pies = await readText(r.files.pies!);
    expect(pies).toContain('<LanguageCode>EN</LanguageCode>');
    expect(pies).not.toContain('<ContactEmail>');
  });

  it('report a header left to placeholders, naming the fields and where to set them', async () => {
    const r = await converted({ path: sample });
    const finding = r.report.findings.find((f) => f.code === 'HEADER_SENDER_PLACEHOLDER');
    expect(finding).toMatchObject({ severity: 'warning', column: 'Company, SenderName, SenderPhone' });
    expect(finding?.message).toMatch(/Company \("Partsmith"\), SenderName \("Partsmith"\), SenderPhone \("not given"\)/);
    expect(finding?.message).toMatch(/Settings → Sender identity/);
    expect(finding?.message).toMatch(/--sender/);
    expect(await readText(r.files.aces!)).toContain('<SenderPhone>not given</SenderPhone>');
  });

  it('name only the fields still missing when the identity is partial', async () => {
    const r = await converted({ path: sample }, { sender: { company: 'Acme Brakes' } });
    const finding = r.report.findings.find((f) => f.code === 'HEADER_SENDER_PLACEHOLDER');
    expect(finding?.column).toBe('SenderName, SenderPhone');
    expect(senderPlaceholders({ company: 'Acme', senderName: 'Jane', phone: '555-555-0100' })).toEqual([]);
  });

  it('refuses to start with a sender identity that is not valid', async () => {
    const r = await convert({ path: sample }, { sender: { phone: 'call us' } as SenderIdentity });
    expect(r).toMatchObject({ error: { code: 'SENDER_INVALID', column: 'phone' } });
  });
});

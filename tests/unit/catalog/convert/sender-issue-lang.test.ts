/**
 * SENDER_INVALID in the reader's language (issue 16): what is wrong with each field is a text of
 * its own (texts/sender.ts, brand.* for a brand code) rather than zod's English message, and the
 * English finding says exactly what the schema's message said.
 */
import { describe, expect, it } from 'vitest';
import { parseSenderIdentity, senderIdentitySchema } from '@/lib/catalog/convert/sender';
import { findingMessage } from '@/lib/catalog/messages';

/** One identity per kind of problem the schema finds. */
const BAD: Record<string, unknown> = {
  empty: { company: '   ' },
  tooLong: { senderName: 'x'.repeat(61) },
  control: { company: 'Acme\tParts' },
  phone: { phone: 'call us' },
  phoneDigits: { phone: '12-34' },
  email: { email: 'not-an-address' },
  brandTwice: { brands: [{ name: 'A', code: 'BKMN' }, { name: 'B', code: 'BKMN' }] },
  brandCode: { brands: [{ name: 'A', code: 'bkm' }] },
  tooManyBrands: { brands: Array.from({ length: 51 }, (_, i) => ({ name: `B${i}`, code: 'BKMN' })) },
  placeholder: { documentTitle: '{brand} from {nowhere}' },
  language: { language: 'xx' },
};

describe('SENDER_INVALID issues', () => {
  for (const [kind, input] of Object.entries(BAD)) {
    it(`says ${kind} in English as the schema did, and in German in German`, () => {
      const issues = senderIdentitySchema.safeParse(input).error!.issues;
      const parsed = parseSenderIdentity(input);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.findings.length).toBe(issues.length);
      parsed.findings.forEach((finding, i) => {
        const issue = issues[i]!;
        expect(finding.message).toBe(`Sender ${issue.path.join('.')} ${issue.message}.`);
        const german = findingMessage(finding, 'de');
        expect(german.startsWith(`Absender ${issue.path.join('.')}: `)).toBe(true);
        expect(german).not.toContain(issue.message);
      });
    });
  }

  it('keeps zod’s English for a problem no text covers (a key the identity does not have)', () => {
    const parsed = parseSenderIdentity({ fax: '123' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(findingMessage(parsed.findings[0]!, 'de')).toMatch(/^Absender \(sender\): Unrecognized key/);
  });

  it('names the placeholder and the ones to use in Italian', () => {
    const parsed = parseSenderIdentity(BAD.placeholder);
    if (parsed.ok) throw new Error('accepted');
    expect(findingMessage(parsed.findings[0]!, 'it')).toBe(
      'Mittente documentTitle: contiene {nowhere}, che non è un segnaposto; usate {brand}, {code}, {date}, {file}.',
    );
  });
});

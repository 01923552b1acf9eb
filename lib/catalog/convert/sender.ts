import { commaList, findingOf, render, say, type MessageParam, type Said } from '../messages';
import { z } from 'zod';
import { brandCodeProblem, describeBrandCodeProblem, isValidBrandCode } from '../validate';
import { LANGUAGES, type Finding } from '../types';
import { DEFAULT_DOCUMENT_TITLE, DOCUMENT_TITLE_FIELDS, SENDER_LIMITS } from './sender-limits';

/**
 * Who the deliverables say they come from: the ACES Header's Company, SenderName and SenderPhone,
 * the PIES Header's TechnicalContact, ContactEmail and LanguageCode, and the ACES DocumentTitle.
 * One schema for every edge (workspace settings, CLI flags, sender.json), so a value accepted
 * anywhere is one both schemas accept.
 */

// The bounds live apart so browser code can have them without this module's schema and texts.
export { DEFAULT_DOCUMENT_TITLE, DOCUMENT_TITLE_FIELDS, SENDER_LIMITS };

/** What the headers carry when no identity is given; each use is a HEADER_SENDER_PLACEHOLDER finding. */
export const DEFAULT_SENDER = { company: 'Partsmith', senderName: 'Partsmith', phone: 'not given' } as const;

// XML 1.0 forbids most control characters, and a header value is one line: none of them.
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
// Digits with the separators people write (+49 30 1234-567, (555) 555-0100); letters are not a number.
const PHONE = /^\+?[0-9(][0-9 ().\/-]*[0-9]$/;
const PLACEHOLDER = /\{([^{}]*)\}/g;

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(NO_CONTROL_CHARACTERS, 'must not contain control characters (tabs, line breaks)');

const phone = z
  .string()
  .trim()
  .max(SENDER_LIMITS.phone, `must be at most ${SENDER_LIMITS.phone} characters`)
  .regex(PHONE, 'must be a phone number: digits with spaces, +, -, ., / or parentheses, e.g. +1 555 555 0100')
  .refine((value) => value.replace(/\D/g, '').length >= 5, 'must have at least 5 digits');

const brandCode = z
  .string()
  .trim()
  .refine(isValidBrandCode, { error: (iss) => describeBrandCodeProblem(String(iss.input)) ?? 'invalid brand code' });

/** A brand the workspace sells: its name as people say it and its Auto Care BrandAAIAID. */
export const senderBrandSchema = z.object({ name: line(SENDER_LIMITS.brandName), code: brandCode });

const documentTitle = line(SENDER_LIMITS.documentTitle).superRefine((pattern, ctx) => {
  for (const [, name] of pattern.matchAll(PLACEHOLDER)) {
    if (!(DOCUMENT_TITLE_FIELDS as readonly string[]).includes(name ?? '')) {
      ctx.addIssue({
        code: 'custom',
        message: `has {${name}}, which is not a placeholder; use ${DOCUMENT_TITLE_FIELDS.map((f) => `{${f}}`).join(', ')}`,
        params: { placeholder: `{${name}}` },
      });
    }
  }
});

export const senderIdentitySchema = z
  .object({
    company: line(SENDER_LIMITS.company),
    senderName: line(SENDER_LIMITS.senderName),
    phone,
    email: z.string().trim().max(SENDER_LIMITS.email, `must be at most ${SENDER_LIMITS.email} characters`).pipe(z.email('must be an e-mail address such as data@example.com')),
    brands: z
      .array(senderBrandSchema)
      .max(SENDER_LIMITS.brands, `may list at most ${SENDER_LIMITS.brands} brands`)
      .refine((list) => new Set(list.map((b) => b.code)).size === list.length, 'lists a brand code twice'),
    documentTitle,
    /** The PIES Header's LanguageCode; absent: the catalog's detected language. */
    language: z.enum(LANGUAGES, `must be one of ${LANGUAGES.join(', ')}`),
  })
  .partial()
  .strict();

export type SenderBrand = z.output<typeof senderBrandSchema>;
export type SenderIdentity = z.output<typeof senderIdentitySchema>;

export type SenderParse = { ok: true; value: SenderIdentity } | { ok: false; findings: Finding[] };

/** Checks a sender identity from any edge; each problem is a SENDER_INVALID finding naming the field. */
export function parseSenderIdentity(input: unknown): SenderParse {
  const r = senderIdentitySchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    findings: r.error.issues.map((issue) => {
      const field = issue.path.join('.') || '(sender)';
      return findingOf('SENDER_INVALID', 'error', say('SENDER_INVALID', { field, issue: senderIssue(issue, input) }), { column: field });
    }),
  };
}

/** The value at an issue's path in what was checked (a brand's code, to say what is wrong with it). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * What is wrong with a field, as a text in every language (texts/sender.ts) rather than the schema's
 * English message, which each text says word for word in English. An issue none of them covers (a
 * wrong type, a key the identity does not have) keeps zod's English.
 */
function senderIssue(issue: z.core.$ZodIssue, input: unknown): MessageParam {
  const said = senderIssueText(issue, input);
  // The English must stay the schema's message; a text that would say it otherwise is not used.
  return said && render(said) === issue.message ? said : issue.message;
}

function senderIssueText(issue: z.core.$ZodIssue, input: unknown): Said | null {
  const field = issue.path[0];
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return say('sender.issue.empty');
      break;
    case 'too_big':
      if (issue.origin === 'string') return say('sender.issue.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return say('sender.issue.tooManyBrands', { max: Number(issue.maximum) });
      break;
    case 'invalid_format':
      if (issue.format === 'email') return say('sender.issue.email');
      // The phone's one pattern is PHONE; every other text field's is NO_CONTROL_CHARACTERS.
      if (issue.format === 'regex') return say(field === 'phone' ? 'sender.issue.phone' : 'sender.issue.controlCharacters');
      break;
    case 'invalid_value':
      if (field === 'language') return say('sender.issue.language', { languages: LANGUAGES.join(', ') });
      break;
    case 'custom': {
      if (field === 'phone') return say('sender.issue.phoneDigits');
      if (field === 'brands' && issue.path.length === 1) return say('sender.issue.brandTwice');
      if (field === 'brands') {
        // The schema's check trimmed the code first; the English must be the message it gave.
        const problem = brandCodeProblem(String(valueAt(input, issue.path)).trim());
        if (problem) return problem;
      }
      const placeholder: unknown = issue.params?.placeholder;
      if (field === 'documentTitle' && typeof placeholder === 'string') {
        return say('sender.issue.placeholder', { placeholder, placeholders: DOCUMENT_TITLE_FIELDS.map((f) => `{${f}}`).join(', ') });
      }
      break;
    }
  }
  return null;
}

/** The ACES Header elements that fall back to a placeholder for this identity, in schema order. */
export function senderPlaceholders(sender: SenderIdentity | undefined): ('Company' | 'SenderName' | 'SenderPhone')[] {
  const missing: ('Company' | 'SenderName' | 'SenderPhone')[] = [];
  if (!sender?.company?.trim()) missing.push('Company');
  if (!sender?.senderName?.trim()) missing.push('SenderName');
  if (!sender?.phone?.trim()) missing.push('SenderPhone');
  return missing;
}

const PLACEHOLDER_VALUES = { Company: DEFAULT_SENDER.company, SenderName: DEFAULT_SENDER.senderName, SenderPhone: DEFAULT_SENDER.phone } as const;

/**
 * A header with placeholder values is a finding: receivers file the deliverables under the sender
 * they name, so "Partsmith" and "not given" must not leave unnoticed.
 */
export function senderPlaceholderFinding(sender: SenderIdentity | undefined): Finding | null {
  const missing = senderPlaceholders(sender);
  if (missing.length === 0) return null;
  const list = missing.map((field) => say('HEADER_SENDER_PLACEHOLDER.field', { field, value: PLACEHOLDER_VALUES[field] }));
  return findingOf('HEADER_SENDER_PLACEHOLDER', 'warning', say('HEADER_SENDER_PLACEHOLDER', { list: commaList(list), count: missing.length }), { column: missing.join(', ') });
}

/** The name the title uses for a brand code: the workspace's name for it, else the code itself. */
export function brandNameOf(sender: SenderIdentity | undefined, code: string): string {
  return sender?.brands?.find((b) => b.code === code)?.name ?? code;
}

/** Fills a document title pattern; the pattern was checked, so every placeholder is known. */
export function documentTitleFrom(pattern: string, values: Record<(typeof DOCUMENT_TITLE_FIELDS)[number], string>): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => (name in values ? values[name as keyof typeof values] : whole)).trim();
}

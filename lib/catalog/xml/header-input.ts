import type { z } from 'zod';
import { findingOf, render, say, type Said } from '../messages';
import type { Finding } from '@/lib/catalog/types';
import { brandCodeProblem } from '../validate';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; findings: Finding[] };

/** The header schemas' own words (aces/header.ts, pies/header.ts, xml/date.ts) and their texts. */
const SCHEMA_TEXTS: Readonly<Record<string, string>> = {
  'must not be empty': 'header.empty',
  'must be a 2-letter ISO country code such as US': 'header.country',
  'must be a 3-letter ISO currency code such as USD': 'header.currency',
  'must be a 2-letter ISO language code such as EN': 'header.language',
  'must be a date written as YYYY-MM-DD': 'header.date',
  'invalid brand code': 'header.brand',
  'Invalid email address': 'header.email',
};

/**
 * Validates a document header at the edge (CLI flags, web form, job payload): each problem becomes a
 * finding naming the field, under the document kind's code (ACES_HEADER_INVALID, PIES_HEADER_INVALID),
 * said as a text so each reader gets it in their language. A problem in zod's own words (a length,
 * a type) stays as zod wrote it.
 */
export function parseHeaderInput<S extends z.ZodType>(
  schema: S,
  kind: 'ACES' | 'PIES',
  input: unknown,
): ParseResult<z.infer<S>> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    findings: r.error.issues.map((issue) => {
      const field = issue.path.join('.');
      const problem = schemaSaid(issue.message) ?? lengthSaid(issue) ?? problemSaid(issue.message, valueAt(input, issue.path));
      const said = say('header.invalid', { kind, field: field || '(header)', problem });
      return findingOf(`${kind}_HEADER_INVALID`, 'error', said, { column: field });
    }),
  };
}

/**
 * A text too short or too long as a text, or null. Its English is zod's own wording; should a zod
 * release word it otherwise, zod's words are kept rather than the English report changing.
 */
function lengthSaid(issue: z.core.$ZodIssue): Said | null {
  const said =
    issue.code === 'too_small' && issue.origin === 'string'
      ? say('header.tooShort', { min: String(issue.minimum) })
      : issue.code === 'too_big' && issue.origin === 'string'
        ? say('header.tooLong', { max: String(issue.maximum) })
        : null;
  return said && render(said) === issue.message ? said : null;
}

/** The schema's own words (a custom message wins over zod's check that raised it) as their text. */
function schemaSaid(message: string): Said | null {
  const id = SCHEMA_TEXTS[message];
  return id ? say(id) : null;
}

/** The problem as a text: a brand code by why it is refused; otherwise zod's words as they are. */
function problemSaid(message: string, value: unknown): Said | string {
  // The brand check words its refusal from the code itself (validate/brand.ts): say it the same way.
  const brand = typeof value === 'string' ? brandCodeProblem(value.trim()) : null;
  if (brand && render(brand) === message) return brand;
  return message;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE_SAMPLES } from '@/components/marketing/prose/code-samples';
import { sectionsSchema, stringsSchema, termsSchema } from '@/components/marketing/prose/content';
import de from '@/messages/site/de.json';
import en from '@/messages/site/en.json';
import es from '@/messages/site/es.json';
import fr from '@/messages/site/fr.json';
import it_ from '@/messages/site/it.json';
import { PUBLIC_PAGES } from '@/lib/site';

const LOCALES = { en, de, fr, es, it: it_ } as Record<string, Record<string, unknown>>;

/** The structured copy each page reads with `t.raw`, and the shape it must have. */
const STRUCTURED: [string, z.ZodType][] = [
  ['standards.sections', sectionsSchema],
  ['docs.sections', sectionsSchema],
  ['privacy.sections', sectionsSchema],
  ['terms.sections', sectionsSchema],
  ['dpa.sections', sectionsSchema],
  ['cookiePolicy.sections', sectionsSchema],
  ['dmca.sections', sectionsSchema],
  ['howItWorks.stages.ingest.points', termsSchema],
  ['howItWorks.stages.review.points', termsSchema],
  ['howItWorks.stages.export.points', termsSchema],
  ['partners.benefits', stringsSchema],
  ['pricing.accessSteps', stringsSchema],
  ['scheduleCall.expect', stringsSchema],
  ['about.promises', stringsSchema],
];

function at(messages: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

/** Section ids are anchors: /de/docs#api must find the same section as /docs#api. */
function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.map((s) => (s as { id: string }).id) : [];
}

describe.each(Object.keys(LOCALES))('%s site copy', (locale) => {
  const messages = LOCALES[locale]!;

  it('has a title, meta title and meta description for every public page', () => {
    for (const page of PUBLIC_PAGES) {
      const namespace = page.key;
      for (const key of ['title', 'metaTitle', 'metaDescription']) {
        expect(at(messages, `${namespace}.${key}`), `${namespace}.${key}`).toEqual(expect.any(String));
      }
    }
  });

  it.each(STRUCTURED)('reads %s in the shape the page expects', (path, schema) => {
    const result = schema.safeParse(at(messages, path));
    expect(result.success, result.success ? '' : z.prettifyError(result.error)).toBe(true);
  });

  it('keeps section anchors and code samples identical to English', () => {
    for (const [path] of STRUCTURED.filter(([, schema]) => schema === sectionsSchema)) {
      expect(ids(at(messages, path)), path).toEqual(ids(at(en, path)));
    }
    const samples = JSON.stringify(messages).match(/"sample":"[^"]+"/g) ?? [];
    for (const sample of samples) expect(Object.keys(CODE_SAMPLES)).toContain(sample.split('"')[3]);
  });

  it('does not redefine a namespace the application shell owns', () => {
    const shell = [
      'metadata',
      'nav',
      'footer',
      'language',
      'translationReview',
      'cookies',
      'status',
      'errors',
      'configError',
      'toasts',
    ];
    expect(Object.keys(messages).filter((key) => shell.includes(key))).toEqual([]);
  });
});

import { z } from 'zod';

/*
 * Long copy (legal pages, the user guide, the blog) lives in the message files as structured blocks
 * read with `t.raw`. These schemas are the edge between the translators' JSON and the page: a
 * malformed block fails the build with the key that is wrong instead of rendering half a page.
 */

export const termSchema = z.object({ term: z.string().min(1), detail: z.string().min(1) }).strict();
export type Term = z.infer<typeof termSchema>;

export const blockSchema = z.union([
  z.string().min(1),
  z.object({ list: z.array(z.string().min(1)).min(1) }).strict(),
  z.object({ steps: z.array(z.string().min(1)).min(1) }).strict(),
  z.object({ terms: z.array(termSchema).min(1) }).strict(),
  z.object({ note: z.string().min(1) }).strict(),
  z.object({ sample: z.string().min(1) }).strict(),
  z
    .object({
      table: z
        .object({ head: z.array(z.string()).min(1), rows: z.array(z.array(z.string())).min(1) })
        .strict(),
    })
    .strict(),
]);
export type Block = z.infer<typeof blockSchema>;

export const sectionSchema = z
  .object({
    // Anchors stay the same in every language, so links to /de/docs#api work like /docs#api.
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: z.string().min(1),
    blocks: z.array(blockSchema).min(1),
  })
  .strict();
export type Section = z.infer<typeof sectionSchema>;

export const sectionsSchema = z.array(sectionSchema).min(1);
export const stringsSchema = z.array(z.string().min(1)).min(1);
export const termsSchema = z.array(termSchema).min(1);

/** Anything with next-intl's `raw`, server or client. */
export interface RawMessages {
  raw(key: string): unknown;
}

/** Reads structured copy and checks its shape; throws (failing the static build) when it is wrong. */
export function readContent<T>(t: RawMessages, key: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(t.raw(key));
  if (!result.success)
    throw new Error(`Message "${key}" has the wrong shape:\n${z.prettifyError(result.error)}`);
  return result.data;
}

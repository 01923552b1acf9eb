import { z } from 'zod';
import type { LearnableField } from '@/lib/catalog/normalize/learned-terms';

/**
 * The review queue's filter: finding code, outcome, whether rows are still pending, and the value
 * that held them (a value group's rows: `?value=partType:bremsbelagsatz`). It lives in the URL
 * (`?code=MAKE_TYPO&state=pending`), so a filtered queue can be shared and reloaded.
 */
export const REVIEW_OUTCOMES = ['flagged', 'rejected'] as const;
export const REVIEW_STATES = ['pending', 'decided'] as const;

export const queueFilterSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{0,63}$/)
    .optional(),
  outcome: z.enum(REVIEW_OUTCOMES).optional(),
  state: z.enum(REVIEW_STATES).optional(),
  /** `field:key` of a held value (review by value). */
  value: z
    .string()
    .regex(/^(partType|make|model|submodel|position):\S{1,500}$/)
    .optional(),
});

export type QueueFilter = z.infer<typeof queueFilterSchema>;

/** Rows per load: enough to work through, few enough to render at once. */
export const REVIEW_PAGE_SIZE = 50;
/** Values per load in the "By value" view. */
export const VALUE_GROUPS_PAGE_SIZE = 25;

/** From the page's search params; a value that is not valid is ignored rather than an error page. */
export function filterFromSearchParams(params: Record<string, string | string[] | undefined>): QueueFilter {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;
  const out: QueueFilter = {};
  const code = queueFilterSchema.shape.code.safeParse(first(params.code));
  if (code.success && code.data) out.code = code.data;
  const outcome = queueFilterSchema.shape.outcome.safeParse(first(params.outcome));
  if (outcome.success && outcome.data) out.outcome = outcome.data;
  const state = queueFilterSchema.shape.state.safeParse(first(params.state));
  if (state.success && state.data) out.state = state.data;
  const value = queueFilterSchema.shape.value.safeParse(first(params.value));
  if (value.success && value.data) out.value = value.data;
  return out;
}

/** A value filter (`partType:bremsbelagsatz`) as the field and key the data layer takes. */
export function heldValueOf(value: string): { field: LearnableField; key: string } {
  const colon = value.indexOf(':');
  return { field: value.slice(0, colon) as LearnableField, key: value.slice(colon + 1) };
}

/** The filter's row conditions as the data layer takes them (code, outcome, value). */
export function rowConditions(filter: QueueFilter): { code?: string; outcome?: 'flagged' | 'rejected'; value?: { field: LearnableField; key: string } } {
  return {
    ...(filter.code ? { code: filter.code } : {}),
    ...(filter.outcome ? { outcome: filter.outcome } : {}),
    ...(filter.value ? { value: heldValueOf(filter.value) } : {}),
  };
}

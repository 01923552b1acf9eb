import { refused, type ActionRefusal, type MessageKey } from '@/lib/actions';

/**
 * The review screens' words for a refusal, by its code: the conversion is not the user's to see,
 * their role may not decide, or the decision is not possible in the conversion's state.
 */
const REVIEW_REFUSALS = {
  not_found: 'review.errors.notFound',
  not_allowed: 'review.errors.notAllowed',
  invalid: 'review.errors.invalid',
  conflict: 'review.errors.unexpected',
} as const;

/** Another workspace's conversion reads as one that does not exist (RLS hides it either way). */
export const NOT_FOUND = { code: 'not_found' } as const;

export async function reviewRefused(refusal: { code: string }, overrides: Partial<Record<string, MessageKey>> = {}): Promise<ActionRefusal> {
  return refused(refusal, { ...REVIEW_REFUSALS, ...overrides });
}

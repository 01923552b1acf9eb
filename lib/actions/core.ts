import type { z } from 'zod';
import { noteRequest, noteRequestError } from '@/lib/monitoring/request-notes';
import {
  actionError,
  fieldErrorsOf,
  INVALID_INPUT_KEY,
  UNEXPECTED_KEY,
  type ActionRefusal,
  type ActionResult,
  type ActionState,
} from './result';

/**
 * The one way a server action runs: parse the input with its schema, find out who is asking (each
 * family of wrappers says how, and may refuse), then the action's own work. Refusals and crashes
 * come back as values; `redirect()`/`notFound()` still work — Next signals them by throwing, so
 * those are re-thrown untouched.
 */

/** Who is asking, as a family of actions needs it — or the refusal that ends the action here. */
export type Resolve<I, C> = (input: I) => Promise<{ ok: true; scope: C } | ActionRefusal>;

/** What the action's own work gets besides its input: the scope, and the posted form (for files). */
export type Work<I, C, T> = (input: I, scope: C & { formData: FormData | null }) => Promise<ActionResult<T>>;

async function run<S extends z.ZodType, C, T>(
  schema: S,
  resolve: Resolve<z.infer<S>, C>,
  work: Work<z.infer<S>, C, T>,
  raw: unknown,
  formData: FormData | null,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    noteRequest({ outcome: 'invalid' });
    return {
      ...actionError(INVALID_INPUT_KEY, { code: 'invalid' }),
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  try {
    const resolved = await resolve(parsed.data);
    if (!resolved.ok) {
      noteRequest({ outcome: 'refused' });
      return resolved;
    }
    const result = await work(parsed.data, { ...resolved.scope, formData });
    // An action answers 200 whatever happened: its request log says how it ended (decision 0019).
    noteRequest({ outcome: result.ok ? 'ok' : 'refused' });
    return result;
  } catch (error) {
    if (isNextControlFlow(error)) throw error;
    console.error('[partsmith] server action failed', error);
    noteRequestError(error);
    noteRequest({ outcome: 'failed' });
    return actionError(UNEXPECTED_KEY);
  }
}

/** A form's action, as `useActionState` (or `<form action>`) calls it. */
export function formAction<S extends z.ZodType, C, T>(
  schema: S,
  resolve: Resolve<z.infer<S>, C>,
  work: Work<z.infer<S>, C, T>,
) {
  return async (_previous: ActionState<T>, formData: FormData): Promise<ActionState<T>> =>
    run(schema, resolve, work, formDataToObject(formData), formData);
}

/** An action a client component calls with an object (the review queue), answering the same shape. */
export function callAction<S extends z.ZodType, C, T>(
  schema: S,
  resolve: Resolve<z.infer<S>, C>,
  work: Work<z.infer<S>, C, T>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => run(schema, resolve, work, input, null);
}

/** FormData → plain object: repeated names become arrays, files are dropped (actions read them from formData). */
export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    const existing = out[key];
    out[key] =
      existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

/** Next's redirect()/notFound() throw errors whose digest starts with these words. */
function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === 'string' &&
    (digest.startsWith('NEXT_REDIRECT') ||
      digest.startsWith('NEXT_HTTP_ERROR_FALLBACK') ||
      digest === 'NEXT_NOT_FOUND')
  );
}

/**
 * A form action for a `<form action>` that keeps no state (sign-out): Next calls it with the form
 * alone, and what it answers is not shown (it redirects, or a refusal leaves the page as it is).
 */
export function submitOnly<T>(
  action: (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>,
) {
  return async (formData: FormData): Promise<void> => {
    await action(null, formData);
  };
}

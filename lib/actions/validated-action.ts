import { z } from 'zod';

/**
 * Server actions return their outcome as a value for `useActionState`; they never throw at the form.
 * Error texts are message keys (the form translates them), so one action serves five languages.
 */
export type ActionState<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string>; code?: string }
  | null;

export type ActionResult<T> = Exclude<ActionState<T>, null>;

export function actionError(formError: string, code?: string): ActionResult<never> {
  return { ok: false, formError, code };
}

export function actionOk<T>(data: T, message?: string): ActionResult<T> {
  return { ok: true, data, message };
}

/** FormData → plain object: repeated names become arrays, files are dropped (no action takes them). */
export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    const existing = out[key];
    out[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

/** The first issue per field, as a message key (schemas put keys in their messages). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_form';
    out[field] ??= issue.message;
  }
  return out;
}

/**
 * Wraps a server action: parse the form with `schema`, hand the typed input to `fn`, and turn
 * validation failures and unexpected exceptions into values. `redirect()`/`notFound()` still work:
 * Next signals them by throwing, so those are re-thrown untouched.
 */
export function validatedAction<S extends z.ZodType, T>(
  schema: S,
  fn: (input: z.infer<S>, formData: FormData) => Promise<ActionResult<T>>,
) {
  return async (_previous: ActionState<T>, formData: FormData): Promise<ActionState<T>> => {
    const parsed = schema.safeParse(formDataToObject(formData));
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
    try {
      return await fn(parsed.data, formData);
    } catch (error) {
      if (isNextControlFlow(error)) throw error;
      console.error('[partsmith] server action failed', error);
      return actionError('unexpected');
    }
  };
}

/** Next's redirect()/notFound() throw errors whose digest starts with these words. */
function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && (digest.startsWith('NEXT_REDIRECT') || digest.startsWith('NEXT_HTTP_ERROR_FALLBACK') || digest === 'NEXT_NOT_FOUND');
}

import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import type { z } from 'zod';
import type { Said } from '@/lib/catalog/messages';

/**
 * What every server action answers, for `useActionState` or a direct call: the data, or why not
 * as a message key with its values (never a sentence: the page says it in the reader's language).
 * Client-safe: forms import these types, tests build results with these helpers.
 */
export type MessageValues = Record<string, string | number>;

/** Every text the messages hold, by its full key (checked by tsc: i18n/messages.d.ts). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** A text the page will say: a full message key (`settings.errors.notFound`) and its values. */
export interface ActionMessage {
  key: MessageKey;
  values?: MessageValues;
}

/** Why an action refused: the text, and the refusal's code for callers that act on it (`conflict`: reload). */
export interface ActionError extends ActionMessage {
  code?: string;
  /**
   * Server side only: the data layer's reason as a text of the engine's catalogue. The action core
   * renders it into `values.reason` in the request's language and drops it, so a page never gets it.
   */
  said?: Said;
}

/** A refused action; `fieldErrors` when the input was refused field by field. */
export interface ActionRefusal {
  ok: false;
  error: ActionError;
  fieldErrors?: Record<string, ActionMessage>;
}

export interface ActionSuccess<T> {
  ok: true;
  data: T;
}

export type ActionResult<T> = ActionSuccess<T> | ActionRefusal;

/** The state `useActionState` holds: null before the first submission. */
export type ActionState<T> = ActionResult<T> | null;

/** A form's server action as `useActionState` takes it; pages pass the real ones, tests fakes. */
export type FormAction<T> = (state: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

export function actionOk<T>(data: T): ActionSuccess<T> {
  return { ok: true, data };
}

export function actionError(
  key: MessageKey,
  options: { code?: string; values?: MessageValues } = {},
): ActionRefusal {
  return {
    ok: false,
    error: {
      key,
      ...(options.values ? { values: options.values } : {}),
      ...(options.code ? { code: options.code } : {}),
    },
  };
}

/** The key of the one refusal every action may answer: a crash the wrapper caught. */
export const UNEXPECTED_KEY = 'actions.unexpected';

/** The key of an input the schema refused without saying which field (the form shows it as a whole). */
export const INVALID_INPUT_KEY = 'actions.invalidInput';

/** The first issue per field; schemas put full message keys in their messages. */
export function fieldErrorsOf(error: z.ZodError): Record<string, ActionMessage> {
  const out: Record<string, ActionMessage> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_form';
    // Schemas name their problems by message key (tsc cannot see into a schema's message strings).
    out[field] ??= { key: issue.message as MessageKey };
  }
  return out;
}

/** The text a refused result shows for one field, if the last submission had one. */
export function fieldErrorOf<T>(state: ActionState<T>, field: string): ActionMessage | undefined {
  return state && !state.ok ? state.fieldErrors?.[field] : undefined;
}

/**
 * The text a refused result shows as a whole: its error, or — when the input was refused field by
 * field — the error of a field the form does not show (a hidden id), so no refusal goes unsaid.
 * Undefined when every field error stands next to its field.
 */
export function formErrorOf<T>(
  state: ActionState<T>,
  shownFields: readonly string[] = [],
): ActionMessage | undefined {
  if (!state || state.ok) return undefined;
  if (state.error.key !== INVALID_INPUT_KEY || !state.fieldErrors) return state.error;
  return Object.entries(state.fieldErrors).find(([field]) => !shownFields.includes(field))?.[1];
}

/**
 * What the app's thread and PGlite's own thread say to each other (pglite-thread.ts, pglite-worker.ts).
 * Every request carries an id its answer repeats. Statements run either on their own (`tx` absent:
 * the worker takes the session gate for them) or inside a transaction the app opened with `begin`,
 * which holds the gate until `end`.
 */
export type ThreadRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'serve'; socketPath: string }
  | { id: number; op: 'close' };

/** `waitMs`: how long the work waited for the session gate; `busyMs`: how long it held it (statements on their own). */
export type ThreadAnswer =
  | { id: number; ok: true; value: unknown; waitMs?: number; busyMs?: number }
  | { id: number; ok: false; error: ThreadError };

/** An error as it crosses threads: its message, name and stack, and the plain fields a driver puts on it (`code`, `constraint`, …). */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean | null>;
}

/**
 * PGlite's DatabaseError carries the SQLSTATE `code`, `constraint`, `detail` and more as own fields (and
 * the query's options, whose parser functions cannot cross threads): the plain fields go across.
 */
export function errorToThread(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again on the app's side, with the same message, name and fields (refusals.ts reads `code` and `constraint`). */
export function errorFromThread(sent: ThreadError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  if (sent.stack) error.stack = sent.stack;
  return error;
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the app learns about a request while serving it, for its request log record: who asked, what
 * went wrong, and a few words of metadata. request-capture.ts opens the notes as the request arrives
 * (in its async context); the code that finds these things out writes them here — the session lookup,
 * the REST API's key check, the server-action core, Next's onRequestError. Outside a captured request
 * (the CLI, a job, monitoring off) the notes are absent and writing them does nothing.
 */
export interface RequestNotes {
  userId: string | null;
  error: string | null;
  metadata: Record<string, unknown>;
}

// On globalThis: every bundle of the server must write the notes the capture reads.
const NOTES_KEY = Symbol.for('partsmith.requestNotes');
// null: a request that is not recorded (a build file, monitoring off), so it cannot write into another's notes.
type Holder = { [NOTES_KEY]?: AsyncLocalStorage<RequestNotes | null> };

export function requestNotesStorage(): AsyncLocalStorage<RequestNotes | null> {
  return ((globalThis as Holder)[NOTES_KEY] ??= new AsyncLocalStorage<RequestNotes | null>());
}

/** The user the request acts for (a session's user, or an API key's creator). */
export function noteRequestUser(userId: string): void {
  const notes = requestNotesStorage().getStore();
  if (notes) notes.userId = userId;
}

/** An error the request met, even one answered as a value (a server action's "unexpected"). The first one counts. */
export function noteRequestError(error: unknown): void {
  const notes = requestNotesStorage().getStore();
  if (!notes || notes.error !== null) return;
  notes.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** A few words of metadata (`route`, `outcome`): short values, never secrets or personal data. */
export function noteRequest(metadata: Record<string, string | number | boolean>): void {
  const notes = requestNotesStorage().getStore();
  if (notes) Object.assign(notes.metadata, metadata);
}

/**
 * Database work the request caused on the embedded database (pglite-db.ts): statements run (a
 * transaction's BEGIN and COMMIT count), and the time spent waiting for its one connection and
 * holding it — what a page waits on under load. Adds up over the request.
 */
export function noteDatabaseWork(statements: number, waitMs: number, busyMs: number): void {
  const notes = requestNotesStorage().getStore();
  if (!notes) return;
  const add = (key: string, value: number) => {
    const before = notes.metadata[key];
    notes.metadata[key] = Math.round(((typeof before === 'number' ? before : 0) + value) * 10) / 10;
  };
  add('dbStatements', statements);
  add('dbWaitMs', waitMs);
  add('dbBusyMs', busyMs);
}

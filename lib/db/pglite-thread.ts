import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { noteDatabaseWork } from '@/lib/monitoring/request-notes';
import { errorFromThread, type ThreadAnswer, type ThreadRequest } from './pglite-thread-protocol';
import type { Db, DbBackend, Queryable, Row } from './types';

type Ask = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type Answered = { value: unknown; waitMs?: number; busyMs?: number };

/** PGlite running on a worker thread (pglite-worker.ts), as the app's thread talks to it. */
export interface PgliteThread {
  /** Serves the database to other processes on a Unix socket (from the worker thread). */
  serve(socketPath: string): Promise<void>;
  /** A `Db` over the thread; closing it closes PGlite and ends the thread. */
  db(options: ThreadDbOptions): Db;
}

export interface ThreadDbOptions {
  backend: Extract<DbBackend, 'pglite-memory' | 'pglite-owner'>;
  description: string;
  /** Runs before PGlite closes (the owner removes its lock). */
  beforeClose?: () => Promise<void>;
}

/**
 * The worker thread, once PGlite in it has opened its folder. Next's build bundles `pglite-worker.ts`
 * as an entry of its own and points the URL at it. Run from source (tsx, Vitest), Node cannot load the
 * TypeScript entry (a loader in `execArgv` does not reach a worker's entry on Node 20): the thread then
 * registers tsx's loader first and imports the source through it.
 */
async function startedWorker(workerData: { pgdata: string | null }): Promise<Worker> {
  try {
    return await opened(new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData }));
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  }
  // Joined at run time, not `new URL(literal, import.meta.url)`, which the bundler would copy as an asset;
  // tsx is resolved inside the thread, from the entry's folder, so the bundler does not follow it either
  // (require.resolve answers its CommonJS build; the loader is registered through the ESM one beside it).
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-worker.ts');
  const bootstrap = `const { createRequire } = require('node:module'); const { pathToFileURL } = require('node:url');
import(pathToFileURL(createRequire(${JSON.stringify(entry)}).resolve('tsx/esm/api')).href.replace(/\\.cjs$/, '.mjs'))
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`;
  return opened(new Worker(bootstrap, { eval: true, workerData }));
}

/** Resolves to the worker when its first word is "ready"; rejects (and ends it) on an error before that. */
function opened(worker: Worker): Promise<Worker> {
  return new Promise<Worker>((resolve, reject) => {
    const fail = (error: Error) => {
      worker.off('message', onMessage);
      worker.off('error', fail);
      worker.off('exit', onExit);
      void worker.terminate().finally(() => reject(error));
    };
    const onExit = (code: number) => fail(new Error(`the database thread ended before it was ready (exit code ${code})`));
    const onMessage = (answer: ThreadAnswer) => {
      if (answer.id !== 0) return;
      worker.off('message', onMessage);
      worker.off('error', fail);
      worker.off('exit', onExit);
      if (answer.ok) resolve(worker);
      else fail(errorFromThread(answer.error));
    };
    worker.on('message', onMessage);
    worker.once('error', fail);
    worker.once('exit', onExit);
  });
}

/** Starts PGlite on a thread of its own, on `pgdata` (null: in memory), and waits until it has opened. */
export async function startPgliteThread(pgdata: string | null): Promise<PgliteThread> {
  const worker = await startedWorker({ pgdata });
  const pending = new Map<number, { resolve: (answer: Answered) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;
  const failAll = (error: Error) => {
    gone ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (answer: ThreadAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if (answer.ok) waiting.resolve(answer);
    else waiting.reject(errorFromThread(answer.error));
  });
  worker.on('error', (error) => failAll(new Error(`the database thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => failAll(new Error(`the database thread has ended (exit code ${code})`)));

  const ask = (request: Ask): Promise<Answered> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<Answered>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  };

  return {
    serve: async (socketPath) => void (await ask({ op: 'serve', socketPath })),
    db: (options) => threadDb(ask, options, () => worker.terminate().then(() => {})),
  };
}

/** A `Db` whose statements run on the database thread; the request log notes them as pglite-db.ts does. */
function threadDb(ask: (request: Ask) => Promise<Answered>, options: ThreadDbOptions, end: () => Promise<void>): Db {
  const outside: Queryable = {
    query: (async (text: string, params: readonly unknown[] = []) => {
      const { value, waitMs = 0, busyMs = 0 } = await ask({ op: 'query', text, params: [...params] });
      noteDatabaseWork(1, waitMs, busyMs);
      return value as Row[];
    }) as Queryable['query'],
    exec: async (sql) => {
      const { waitMs = 0, busyMs = 0 } = await ask({ op: 'exec', sql });
      noteDatabaseWork(1, waitMs, busyMs);
    },
  };
  let closing: Promise<void> | null = null;
  return {
    ...outside,
    backend: options.backend,
    description: options.description,
    transaction: async (fn) => {
      const { value, waitMs = 0 } = await ask({ op: 'begin' });
      const tx = value as number;
      const began = performance.now();
      let statements = 2; // BEGIN and COMMIT (or ROLLBACK) are statements too
      let ended = false;
      const inside: Queryable = {
        query: (async (text: string, params: readonly unknown[] = []) => {
          statements++;
          return (await ask({ op: 'query', text, params: [...params], tx })).value as Row[];
        }) as Queryable['query'],
        exec: async (sql) => {
          statements++;
          await ask({ op: 'exec', sql, tx });
        },
      };
      try {
        const result = await fn(inside);
        ended = true; // a failed COMMIT has ended the transaction too
        await ask({ op: 'end', tx, commit: true });
        return result;
      } catch (error) {
        if (!ended) await ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      } finally {
        noteDatabaseWork(statements, waitMs, performance.now() - began);
      }
    },
    close: () => {
      closing ??= (async () => {
        await options.beforeClose?.();
        await ask({ op: 'close' }).catch(() => {}); // a thread already gone has nothing left to close
        await end();
      })();
      return closing;
    },
  };
}

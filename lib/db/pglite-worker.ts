/**
 * PGlite on a thread of its own (pglite-thread.ts starts it): the database's WASM and its protocol
 * parsing run here, beside the app's thread rather than on it, so under load the app renders on one
 * core while the database works on the other (issue 15.7). It also serves the database to other
 * processes on the socket (socket-server.ts), through the same session gate as the app's work.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_QUERY_OPTIONS } from './pglite-parsers';
import { errorToThread, type ThreadAnswer, type ThreadRequest } from './pglite-thread-protocol';
import { SessionGate } from './session-gate';
import { serveOnSocket, type SocketServing } from './socket-server';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts starts it)');
const port = parentPort;
/** The data folder of an on-disk database; null for an in-memory one. */
const { pgdata } = workerData as { pgdata: string | null };

const pglite = pgdata === null ? new PGlite() : new PGlite(pgdata);
const gate = new SessionGate();
let serving: SocketServing | null = null;

/** A transaction the app holds open: the statements it sends run on `tx` until it says `end`. */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Thrown inside PGlite's transaction to make it roll back; never leaves this file. */
const ROLL_BACK = Symbol('roll back');

/** A unit of work on its own, in its turn at the gate, timed for the request log. */
async function inTurn<T>(work: () => Promise<T>): Promise<{ value: T; waitMs: number; busyMs: number }> {
  const asked = performance.now();
  return gate.run(async () => {
    const got = performance.now();
    const value = await work();
    return { value, waitMs: got - asked, busyMs: performance.now() - got };
  });
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id} on the database thread`);
  return open;
}

/** Takes the gate and opens a transaction that stays open until the app ends it. */
async function begin(): Promise<{ value: number; waitMs: number }> {
  const asked = performance.now();
  const release = await gate.acquire();
  const waitMs = performance.now() - asked;
  const id = nextTransaction++;
  let began!: (tx: Transaction) => void;
  const started = new Promise<Transaction>((resolve) => (began = resolve));
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  const done = pglite
    .transaction(async (tx) => {
      began(tx);
      if (!(await ended)) throw ROLL_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLL_BACK) throw error;
    })
    .finally(() => {
      transactions.delete(id);
      release();
    });
  // BEGIN itself may fail: then `done` settles first, with its error.
  const tx = await Promise.race([started, done.then(() => Promise.reject(new Error('the transaction ended before it began')))]);
  transactions.set(id, { tx, end, done });
  return { value: id, waitMs };
}

async function answer(request: ThreadRequest): Promise<Omit<Extract<ThreadAnswer, { ok: true }>, 'id' | 'ok'>> {
  switch (request.op) {
    case 'query': {
      const run = (on: Pick<PGlite, 'query'> | Transaction) => on.query(request.text, request.params, PGLITE_QUERY_OPTIONS).then((r) => r.rows);
      return request.tx === undefined ? inTurn(() => run(pglite)) : { value: await run(openTransaction(request.tx).tx) };
    }
    case 'exec': {
      const run = async (on: Pick<PGlite, 'exec'> | Transaction) => void (await on.exec(request.sql));
      return request.tx === undefined ? inTurn(() => run(pglite)) : { value: await run(openTransaction(request.tx).tx) };
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = openTransaction(request.tx);
      open.end(request.commit);
      await open.done;
      return { value: null };
    }
    case 'serve':
      serving ??= await serveOnSocket(pglite, gate, request.socketPath);
      return { value: null };
    case 'close':
      await serving?.stop();
      serving = null;
      if (!pglite.closed) await gate.run(() => pglite.close());
      return { value: null };
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, ...result } satisfies ThreadAnswer),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorToThread(error) } satisfies ThreadAnswer),
  );
});

// Ready once PGlite has opened its folder (or failed to: the app's side sees the error and stops the thread).
pglite.waitReady.then(
  () => port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies ThreadAnswer),
  (error: unknown) => port.postMessage({ id: 0, ok: false, error: errorToThread(error) } satisfies ThreadAnswer),
);

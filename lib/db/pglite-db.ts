import type { PGlite, Transaction } from '@electric-sql/pglite';
import { noteDatabaseWork } from '@/lib/monitoring/request-notes';
import { pgliteStatements, type PgliteStatements } from './pglite-statements';
import type { SessionGate } from './session-gate';
import type { Db, DbBackend, Queryable } from './types';

const DATE_OID = 1082;

/**
 * Statements through the prepared ones (pglite-statements.ts); `exec` (several statements, no
 * parameters) through the connection: PGlite itself, or a transaction's handle inside one.
 */
function queryableOver(
  statements: PgliteStatements,
  conn: Pick<PGlite, 'exec'> | Transaction,
  inTransaction: boolean,
  counted: () => void,
): Queryable {
  const objects = async (text: string, params: readonly unknown[] = []) => {
    counted();
    return statements.query(text, params, { inTransaction });
  };
  return {
    query: objects as Queryable['query'],
    exec: async (sql) => {
      counted();
      await conn.exec(sql);
    },
  };
}

export interface PgliteDbOptions {
  backend: Extract<DbBackend, 'pglite-memory' | 'pglite-owner'>;
  description: string;
  /** Shared with the socket server, so in-process work and socket clients never interleave. */
  gate: SessionGate;
  /** Runs before PGlite closes (the owner stops its socket server and removes its lock). */
  beforeClose?: () => Promise<void>;
}

/** A `Db` on a PGlite instance in this process; every unit of work goes through the gate. */
export function pgliteDb(pglite: PGlite, options: PgliteDbOptions): Db {
  const { gate } = options;
  // Calendar dates stay 'YYYY-MM-DD' strings (as postgres-db.ts configures postgres.js): a Date
  // would put them at a midnight in some time zone. Set once on the instance, not handed to every
  // query: PGlite merges a query's own parsers into its map of ~380 types on each call, ~0.1 ms of
  // the one render thread a statement, ten a page view (issue 15.7).
  pglite.parsers[DATE_OID] = (value: string) => value;
  // Every unit of work takes the one connection in turn: the request log notes how long a request
  // waited for it, held it, and how many statements it ran (request-notes.ts).
  const inTurn = async <T>(work: (count: () => void) => Promise<T>): Promise<T> => {
    const asked = performance.now();
    return gate.run(async () => {
      const got = performance.now();
      let statements = 0;
      try {
        return await work(() => statements++);
      } finally {
        noteDatabaseWork(statements, got - asked, performance.now() - got);
      }
    });
  };
  const statements = pgliteStatements(pglite);
  const outside: Queryable = {
    query: ((text: string, params: readonly unknown[] = []) =>
      inTurn((count) => queryableOver(statements, pglite, false, count).query(text, params))) as Queryable['query'],
    exec: (sql) => inTurn((count) => queryableOver(statements, pglite, false, count).exec(sql)),
  };
  let closing: Promise<void> | null = null;
  return {
    ...outside,
    backend: options.backend,
    description: options.description,
    // BEGIN and COMMIT (or ROLLBACK) are statements too.
    transaction: (fn) =>
      inTurn((count) => {
        count();
        count();
        return pglite.transaction((tx) => fn(queryableOver(statements, tx, true, count)));
      }),
    close: () => {
      closing ??= (async () => {
        await options.beforeClose?.();
        if (!pglite.closed) await gate.run(() => pglite.close());
      })();
      return closing;
    },
  };
}

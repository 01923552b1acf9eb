import type { PGlite, Transaction } from '@electric-sql/pglite';
import { noteDatabaseWork } from '@/lib/monitoring/request-notes';
import type { SessionGate } from './session-gate';
import type { Db, DbBackend, Queryable, Row } from './types';

type PgliteConnection = Pick<PGlite, 'query' | 'exec'> | Transaction;

const DATE_OID = 1082;

function queryableOver(conn: PgliteConnection, counted: () => void = () => {}): Queryable {
  const objects = async (text: string, params: readonly unknown[] = []) => {
    counted();
    return (await conn.query<Row>(text, [...params])).rows;
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
  const gated: PgliteConnection = {
    query: ((text: string, params?: unknown[], opts?: object) =>
      inTurn((count) => {
        count();
        return pglite.query(text, params, opts);
      })) as PGlite['query'],
    exec: ((sql: string) =>
      inTurn((count) => {
        count();
        return pglite.exec(sql);
      })) as PGlite['exec'],
  };
  const outside = queryableOver(gated);
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
        return pglite.transaction((tx) => fn(queryableOver(tx, count)));
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

import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Row } from './types';

const { serialize } = protocol;

/**
 * Named prepared statements on PGlite's one session, over its wire protocol (issue 15.7).
 *
 * `PGlite.query` parses, describes, binds and executes every statement afresh, each step a round
 * trip through the WASM backend: a page view's dozen statements paid Postgres's parse, analysis and
 * plan (row policies included) every time. Here each distinct SQL text is parsed once into a named
 * statement; a call then sends Bind, Describe, Execute and Sync in one message. Postgres keeps its
 * own plan cache per statement and replans when a role, a row-security setting or the schema
 * changes, so a statement run as another user answers under that user's policies, exactly as an
 * unprepared one would.
 *
 * Callers hold the session gate (pglite-db.ts): no other work touches the session in between.
 * Messages go through `execProtocolStream`, as PGlite's own query() does: it sets where the backend's
 * answer goes for each call. `execProtocol` keeps whatever receiver the last call left, and the socket
 * server's raw calls leave theirs (a client's socket): the next answer would go to that client.
 */
export interface PgliteStatements {
  query(text: string, params: readonly unknown[], options: { inTransaction: boolean }): Promise<Row[]>;
}

/** SQL texts kept prepared at most; the app's statements are fixed texts, a few hundred in all. */
const MAX_STATEMENTS = 1000;
/** Postgres's answers when a prepared statement is gone (DEALLOCATE, DISCARD) or stale after a schema change. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

interface Prepared {
  name: string;
  /** The type OIDs of its parameters, as Postgres inferred them: values are serialized by them. */
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function pgliteStatements(
  pglite: PGlite,
  { max = MAX_STATEMENTS }: { max?: number } = {},
): PgliteStatements {
  const prepared = new Map<string, Prepared>();
  let made = 0;
  // Names no other client of the session would choose (socket clients prepare their own statements).
  const prefix = `partsmith_${process.pid}_`;

  async function prepare(text: string, inTransaction: boolean): Promise<Prepared> {
    const name = `${prefix}${++made}`;
    const messages = await pglite.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (prepared.size >= max) {
      // The least recently used one goes (a Map iterates in insertion order; a use re-inserts).
      const [oldText, old] = prepared.entries().next().value!;
      prepared.delete(oldText);
      await pglite.execProtocolStream(
        concat([serialize.close({ type: 'S', name: old.name }), serialize.sync()]),
        { syncToFs: false },
      );
    }
    prepared.set(text, statement);
    return statement;
  }

  async function run(
    statement: Prepared,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<Row[]> {
    // Values as PGlite's own query() serializes them: by the parameter's type, else as text.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await pglite.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
  }

  async function query(text: string, params: readonly unknown[], inTransaction: boolean): Promise<Row[]> {
    let statement = prepared.get(text);
    if (statement) {
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      statement = await prepare(text, inTransaction);
    }
    try {
      return await run(statement, params, inTransaction);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !STALE_STATEMENT.has(code)) throw error;
      // Gone or stale: forget it. Outside a transaction it is prepared again and run once more;
      // inside one the transaction has failed, and the caller's retry will prepare it afresh.
      prepared.delete(text);
      await pglite.execProtocolStream(
        concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
        { syncToFs: false, throwOnError: false },
      );
      if (inTransaction) throw error;
      return run(await prepare(text, false), params, false);
    }
  }

  return {
    query(text, params, { inTransaction }) {
      // As PGlite's query() refuses, rather than reaching into a torn-down WASM module.
      if (pglite.closed) return Promise.reject(new Error('PGlite is closed'));
      // One statement's messages at a time, under the lock PGlite's own query() and exec() take: a
      // transaction's callers may run statements concurrently (Promise.all), and each
      // execProtocolStream call sets where the backend's answer goes — two in flight would read each
      // other's rows.
      return pglite.runExclusive(() => query(text, params, inTransaction));
    },
  };
}

import postgres from 'postgres';
import type { Db, DbBackend, Queryable, Row } from './types';

type Connection = postgres.Sql | postgres.TransactionSql;
type Params = postgres.ParameterOrJSON<never>[];

function queryableOver(sql: Connection): Queryable {
  // `simple: false` keeps one statement per query even without parameters: no stacked statements.
  const objects = async (text: string, params: readonly unknown[] = []) =>
    Array.from(await sql.unsafe<Row[]>(text, [...params] as Params, { simple: false } as postgres.UnsafeQueryOptions));
  return {
    query: objects as Queryable['query'],
    exec: async (text) => {
      await sql.unsafe(text, [], { simple: true } as postgres.UnsafeQueryOptions);
    },
  };
}

export interface PostgresConnectOptions {
  backend: Extract<DbBackend, 'postgres' | 'pglite-socket'>;
  description: string;
  url?: string;
  /** Unix socket file (embedded mode); postgres.js connects to it directly. */
  socketPath?: string;
  max?: number;
}

function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function postgresDb(options: PostgresConnectOptions): Db {
  const common: postgres.Options<Record<string, postgres.PostgresType>> = {
    max: options.max ?? 10,
    onnotice: () => {},
    // The same shapes PGlite returns, so callers see no difference between backends: int8 as a
    // number, calendar dates as 'YYYY-MM-DD' strings.
    types: {
      int8: { to: 20, from: [20], serialize: (v: unknown) => String(v), parse: (v: string) => Number(v) },
      date: { to: 1082, from: [1082], serialize: (v: unknown) => String(v), parse: (v: string) => v },
      // Callers pass JSON as text with a ::jsonb cast (see types.ts). postgres.js would JSON.stringify
      // that text again and store a JSON *string*; text goes through as it is, like on PGlite.
      json: { to: 114, from: [114], serialize: jsonText, parse: (v: string) => JSON.parse(v) },
      jsonb: { to: 3802, from: [3802], serialize: jsonText, parse: (v: string) => JSON.parse(v) },
    },
  };
  const sql = options.socketPath
    ? postgres({
        ...common,
        path: options.socketPath,
        user: 'postgres',
        database: 'postgres',
        // One PGlite backend serves every socket connection: named statements would collide.
        prepare: false,
      })
    : postgres(options.url ?? '', common);
  const outside = queryableOver(sql);
  return {
    ...outside,
    backend: options.backend,
    description: options.description,
    transaction: async (fn) => (await sql.begin((tx) => fn(queryableOver(tx)))) as Awaited<ReturnType<typeof fn>>,
    close: () => sql.end({ timeout: 5 }),
  };
}

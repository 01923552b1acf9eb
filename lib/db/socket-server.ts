import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { SessionGate } from './session-gate';

const PROTOCOL_V3 = 196608;
const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/** Does this frontend message end a run the backend must see uninterrupted? */
function endsExchange(message: Uint8Array): boolean {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  if (message.byteLength >= 8 && view.getInt32(4) === PROTOCOL_V3) return true; // startup packet
  const type = message[0];
  return type === SYNC || type === SIMPLE_QUERY || type === TERMINATE;
}

/**
 * What PGLiteSocketServer sees instead of the PGlite itself. Its queue runs one message at a time
 * and keeps a client's messages together only while `isInTransaction()` says so; left to PGlite's
 * own answer, Parse/Bind/Execute from two connections interleave on the one backend ("bind message
 * supplies 1 parameters, but prepared statement "" requires 0"). Here "in a transaction" means: a
 * client has started an exchange (Parse … Sync, a simple query, or BEGIN … COMMIT) and holds the
 * session gate until it ends, so neither other clients nor this process get in between.
 */
function gatedFacade(pglite: PGlite, gate: SessionGate) {
  let release: (() => void) | null = null;
  let lastEndsExchange = false;
  const releaseIfIdle = () => {
    if (release && !pglite.isInTransaction()) {
      release();
      release = null;
    }
  };
  return {
    get waitReady() {
      return pglite.waitReady;
    },
    isInTransaction: () => release !== null,
    async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
      release ??= await gate.acquire();
      lastEndsExchange = false;
      try {
        return await pglite.runExclusive(fn);
      } finally {
        if (lastEndsExchange) releaseIfIdle();
      }
    },
    execProtocolRawStream(message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) {
      lastEndsExchange = endsExchange(message);
      return pglite.execProtocolRawStream(message, options);
    },
    /** Called by the server only to roll back the open transaction of a client that went away. */
    async exec(sql: string) {
      try {
        return await pglite.exec(sql);
      } finally {
        releaseIfIdle();
      }
    },
  };
}

export interface SocketServing {
  stop(): Promise<void>;
}

/**
 * Serves this process's PGlite to other processes (CLI, workers) on a Unix socket. Several
 * connections are allowed (postgres.js and pg-boss keep pools); their work is serialised through
 * the gate shared with in-process queries.
 */
export async function serveOnSocket(pglite: PGlite, gate: SessionGate, socketPath: string): Promise<SocketServing> {
  const server = new PGLiteSocketServer({
    db: gatedFacade(pglite, gate) as unknown as PGlite,
    path: socketPath,
    maxConnections: 64,
  });
  await server.start();
  return { stop: () => server.stop() };
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverConfig, type ServerConfig } from '@/lib/config';
import { pidIsAlive, releaseLock, socketIsLive, tryAcquireLock } from './embedded-lock';
import { migrate, type MigrationReport } from './migrations';
import { pgliteDb } from './pglite-db';
import { postgresDb } from './postgres-db';
import { SessionGate } from './session-gate';
import { serveOnSocket, type SocketServing } from './socket-server';
import { embeddedPaths, resolveDbTarget, type DbTarget } from './target';
import type { Db } from './types';

/** The environment names an invalid database (half-configured): show it, never fall back. */
export class DbConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'DbConfigError';
  }
}

/** How long a process waits for another one that holds the lock to start serving the socket. */
const OWNER_STARTUP_WAIT_MS = 60_000;
/** sockaddr_un.sun_path is 108 bytes on Linux (104 on macOS), including the terminator. */
const MAX_SOCKET_PATH = 100;

function socketAddress(socketPath: string): string {
  if (socketPath.length <= MAX_SOCKET_PATH) return socketPath;
  const relative = path.relative(process.cwd(), socketPath);
  if (relative.length <= MAX_SOCKET_PATH) return relative;
  throw new Error(
    `The embedded database socket path is too long for a Unix socket (${socketPath.length} characters): ` +
      `set PARTSMITH_DATA_DIR to a shorter directory.`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OpenOptions {
  /** Told what the automatic migration on opening an embedded or in-memory database did. */
  onMigrated?: (report: MigrationReport) => void;
}

async function openInMemory(options: OpenOptions): Promise<Db> {
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = pgliteDb(pglite, {
    backend: 'pglite-memory',
    description: 'in-memory PGlite (data is lost when the process exits)',
    gate: new SessionGate(),
  });
  try {
    const report = await migrate(db);
    options.onMigrated?.(report);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function openAsOwner(dataDir: string, socketPath: string, lockPath: string, options: OpenOptions): Promise<Db> {
  const { pgdata } = embeddedPaths(dataDir);
  const gate = new SessionGate();
  let serving: SocketServing | null = null;
  const onExit = () => releaseLock(lockPath, socketPath);
  let pglite: PGlite | null = null;
  try {
    // A socket file left by a crashed owner would make listen() fail with EADDRINUSE.
    fs.rmSync(socketPath, { force: true });
    pglite = new PGlite(pgdata);
    await pglite.waitReady;
    const db = pgliteDb(pglite, {
      backend: 'pglite-owner',
      description: `embedded PGlite in ${pgdata}, served to other processes on ${socketPath}`,
      gate,
      beforeClose: async () => {
        await serving?.stop();
        process.off('exit', onExit);
        releaseLock(lockPath, socketPath);
      },
    });
    // Migrate before serving, so a process that connects through the socket finds a ready schema.
    const report = await migrate(db);
    options.onMigrated?.(report);
    serving = await serveOnSocket(pglite, gate, socketPath);
    // If the process ends without closeDb(), at least leave no lock or socket file behind.
    process.on('exit', onExit);
    return db;
  } catch (error) {
    await serving?.stop();
    if (pglite && !pglite.closed) await pglite.close().catch(() => {});
    releaseLock(lockPath, socketPath);
    throw error;
  }
}

function openSocketClient(dataDir: string, socketPath: string): Db {
  return postgresDb({
    backend: 'pglite-socket',
    description: `embedded PGlite in ${embeddedPaths(dataDir).pgdata}, through the socket ${socketPath}`,
    socketPath,
    // Every statement runs on the one PGlite backend anyway; a few connections keep pools happy.
    max: 4,
  });
}

/**
 * Opens the embedded database in `dataDir`: through the socket when another process holds it,
 * otherwise by taking the lock and opening PGlite here (then serving it on the socket).
 */
async function openEmbedded(dataDir: string, options: OpenOptions): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  const paths = embeddedPaths(dataDir);
  const socketPath = socketAddress(paths.socket);
  const deadline = Date.now() + OWNER_STARTUP_WAIT_MS;
  for (;;) {
    if (await socketIsLive(socketPath)) return openSocketClient(dataDir, socketPath);
    const lock = tryAcquireLock(paths.lock);
    if (lock.acquired) return openAsOwner(dataDir, socketPath, paths.lock, options);
    if (Date.now() > deadline) {
      const holder = lock.holderPid;
      throw new Error(
        `The embedded database in ${dataDir} is locked by process ${holder ?? '(unknown)'}` +
          `${holder !== null && pidIsAlive(holder) ? ', which is running' : ''} but nothing answers on ` +
          `${socketPath}. Stop that process, or remove ${paths.lock} if it is not a Partsmith process.`,
      );
    }
    // The holder is still opening PGlite and migrating; its socket appears when it is done.
    await sleep(200);
  }
}

/** Opens a database for a target. Embedded and in-memory databases are bootstrapped and migrated. */
export async function openDatabase(target: DbTarget, options: OpenOptions = {}): Promise<Db> {
  switch (target.kind) {
    case 'postgres':
      return postgresDb({ backend: 'postgres', description: 'Postgres at DATABASE_URL', url: target.url });
    case 'memory':
      return openInMemory(options);
    case 'embedded':
      return openEmbedded(target.dataDir, options);
  }
}

// One database per process, kept on globalThis: Next bundles server modules more than once, and a
// second PGlite on the same folder would corrupt it.
const DB_KEY = Symbol.for('partsmith.db');
type DbHolder = { [DB_KEY]?: Promise<Db> };

/**
 * The process's database, chosen from the configuration (see `resolveDbTarget`; the CLI passes the
 * configuration of the environment its command runs with), opened once.
 */
export function getDb(config?: ServerConfig): Promise<Db> {
  const holder = globalThis as DbHolder;
  if (!holder[DB_KEY]) {
    const resolved = resolveDbTarget(config ?? serverConfig());
    if (!resolved.ok) return Promise.reject(new DbConfigError(resolved.variable, resolved.message));
    holder[DB_KEY] = openDatabase(resolved.target).catch((error: unknown) => {
      delete holder[DB_KEY];
      throw error;
    });
  }
  return holder[DB_KEY];
}

/** Closes the process's database (call on shutdown: an open PGlite keeps the process alive). */
export async function closeDb(): Promise<void> {
  const holder = globalThis as DbHolder;
  const pending = holder[DB_KEY];
  delete holder[DB_KEY];
  const db = await pending?.catch(() => null);
  await db?.close();
}

/**
 * `next start` on the production build in .next, in its own process group with a fresh data folder,
 * for the benches that drive the built app (bench:load, bench:web). Stopping it takes the whole
 * group (npx, next and its workers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Resolves to `preferred` when nothing listens there, else to a port the system hands out. */
export function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number): Promise<number | null> =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, () => {
        const address = server.address();
        const got = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(got));
      });
    });
  return tryListen(preferred).then(
    async (port) => port ?? (await tryListen(0)) ?? Promise.reject(new Error('no free port')),
  );
}

export interface RunningServer {
  process: ChildProcess;
  /** The last 4,000 characters it wrote to stderr, for a failure's report. */
  stderrTail: () => string;
}

export function startServer(port: number, dataDir: string, base: string): RunningServer {
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    detached: true, // its own process group: see stopServer
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PARTSMITH_DATA_DIR: dataDir, NEXT_PUBLIC_SITE_URL: base },
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  return { process: child, stderrTail: () => tail };
}

export async function waitFor(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`next start exited (${server.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopServer(server: ChildProcess): Promise<void> {
  if (server.pid === undefined) return Promise.resolve();
  const pid = server.pid;
  if (server.exitCode !== null || server.signalCode !== null) {
    // npx went first (a crash, a stray signal): next-server may still hold the port and the data folder.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone too
    }
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 5000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

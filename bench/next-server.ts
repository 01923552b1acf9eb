/**
 * `next start` on the production build in .next, in its own process group with a fresh data folder,
 * for the benches that drive the built app (bench:load, bench:web). Stopping it takes the whole
 * group (npx, next and its workers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * BENCH_CPU_PROF=<folder>: the server runs under `node --cpu-prof` (NODE_OPTIONS may not carry it) and
 * writes its CPU profile there when it stops — to see what a page request spends its time on.
 */
const profileDir = process.env.BENCH_CPU_PROF || null;

export function startServer(port: number, dataDir: string, base: string): RunningServer {
  const [command, args] = profileDir
    ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'node_modules/next/dist/bin/next', 'start', '-p', String(port)]]
    : ['npx', ['next', 'start', '-p', String(port)]];
  const child = spawn(command, args, {
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
    }, profileDir ? 60_000 : 5000); // writing a profile of minutes takes a while
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

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux's common builds). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) used so far by the server's process group (npx, next-server), read
 * from /proc; null where there is no /proc. A figure that a busy machine disturbs far less than
 * latency: the server's work per request, whoever else wants the CPUs.
 */
export function serverCpuMs(server: ChildProcess): number | null {
  const group = server.pid;
  if (group === undefined) return null;
  let ticks = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // Fields after the command name (which may hold spaces): state is 3rd, pgrp 5th, utime 14th, stime 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

import fs from 'node:fs';
import net from 'node:net';

/**
 * Who holds the embedded database. The holder writes its pid into a lock file (created with O_EXCL,
 * so two processes cannot both create it) before opening PGlite, and serves the socket. Everybody
 * else connects to the socket. A lock whose pid is gone, and a socket file nobody listens on, are
 * leftovers of a crash and are removed.
 */

/** True when something accepts connections on the socket file. */
export function socketIsLive(socketPath: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    if (!fs.existsSync(socketPath)) return resolve(false);
    const probe = net.connect(socketPath);
    const done = (live: boolean) => {
      probe.removeAllListeners();
      probe.on('error', () => {}); // a late error after destroy must not crash the process
      probe.destroy();
      resolve(live);
    };
    probe.setTimeout(timeoutMs, () => done(false));
    probe.once('connect', () => done(true));
    probe.once('error', () => done(false));
  });
}

export function pidIsAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

export type LockAttempt = { acquired: true } | { acquired: false; holderPid: number | null };

/** Tries once to take the lock; clears it first when its holder is dead. */
export function tryAcquireLock(lockPath: string): LockAttempt {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      return { acquired: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockPath);
    if (holder === process.pid) return { acquired: true };
    // A lock being written right now has no pid yet: treat it as held.
    if (holder === null || pidIsAlive(holder)) return { acquired: false, holderPid: holder };
    // Stale: move it aside under a name only we use, then check we moved the stale one and not a
    // fresh lock another process wrote in between.
    const aside = `${lockPath}.stale-${process.pid}`;
    try {
      fs.renameSync(lockPath, aside);
    } catch {
      continue;
    }
    const moved = readPid(aside);
    if (moved !== null && moved !== holder && pidIsAlive(moved)) {
      fs.renameSync(aside, lockPath);
      return { acquired: false, holderPid: moved };
    }
    fs.rmSync(aside, { force: true });
  }
  return { acquired: false, holderPid: readPid(lockPath) };
}

/** Removes the socket file and our lock, if it is still ours. Synchronous: it also runs on exit. */
export function releaseLock(lockPath: string, socketPath: string): void {
  if (readPid(lockPath) !== process.pid) return;
  fs.rmSync(socketPath, { force: true });
  fs.rmSync(lockPath, { force: true });
}

/**
 * The CLI two ways:
 * - `runCli`: as a user runs it, `node bin/partsmith.mjs …` in a child process with its own data dir
 *   (so its own signing key and embedded database). Each process costs seconds (tsx compiling the
 *   import graph, then PGlite starting), so only the tests that are about the process use it: the
 *   real binary's exit code, stdin piped to it, `@/` resolving from another working directory.
 * - `runCliInProcess`: the same command line through `main` of bin/partsmith.ts in the test's own
 *   process, with the environment, working directory and standard input a child would get. Every
 *   other test uses it.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import type { CliIo } from '../../../bin/commands/command';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const BIN = path.join(ROOT, 'bin', 'partsmith.mjs');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  cwd: string;
  dataDir: string;
  /** Environment variables the run must not inherit (STANDARDS_DIR, DATABASE_URL, …). */
  unset?: readonly string[];
  /** Text piped to stdin (stdin is closed either way). */
  input?: string | null;
  /** A child process is killed after this; an in-process run is bounded by the test's timeout. */
  timeoutMs?: number;
  /** Variables set for the run (after `unset`), e.g. a locale. */
  env?: Readonly<Record<string, string>>;
}

/**
 * The usual options of a test's runs: its folder, a data dir inside it, no STANDARDS_DIR from the
 * machine, and `env` (e.g. a locale) set for the run.
 */
export function cliOptions(cwd: string, env?: Readonly<Record<string, string>>): CliRunOptions {
  return { cwd, dataDir: path.join(cwd, '.data'), unset: ['STANDARDS_DIR'], ...(env ? { env } : {}) };
}

/** This process's environment as it was before any run (an in-process run sets PARTSMITH_ROOT). */
const inherited: NodeJS.ProcessEnv = { ...process.env };

/**
 * The environment a run gets: this process's, with the data dir set, `unset` removed and `env` set.
 * The locale is neutral (the CLI speaks the environment's language), so a German workstation runs
 * the tests as CI does.
 */
function runEnv(options: CliRunOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...inherited, PARTSMITH_DATA_DIR: options.dataDir, LANG: 'C.UTF-8' };
  delete env.LC_ALL;
  delete env.LC_MESSAGES;
  for (const name of options.unset ?? []) delete env[name];
  return { ...env, ...options.env };
}

export function runCli(options: CliRunOptions, ...args: string[]): Promise<CliRun> {
  const env = runEnv(options);
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: options.cwd, env, timeout: options.timeoutMs ?? 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
    child.stdin?.end(options.input ?? '');
  });
}

/** The key under which lib/db keeps the process's open database (lib/db/connection.ts). */
const DB_KEY = Symbol.for('partsmith.db');
const CONSOLE_METHODS = ['log', 'info', 'debug', 'warn', 'error'] as const;

/**
 * bin/partsmith.ts itself: a bare `bin/partsmith` would resolve to the launcher bin/partsmith.mjs,
 * which runs the process's own command line when imported.
 */
const loadMain = () => import(/* @vite-ignore */ path.join(ROOT, 'bin', 'partsmith.ts')) as Promise<typeof import('../../../bin/partsmith')>;

// Compiled while the test file loads (seconds, once per file), not inside the first test's time.
const { main } = await loadMain();

/** In-process runs change the working directory and console: one at a time. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * `partsmith …` through `main`, as `runCli` would run it: the same environment (given to the command
 * as `io.env`), the working directory `cwd` for the run, `input` as standard input (its first line:
 * what the CLI reads of it), and what the command prints — through `io` or the console — collected
 * as the two streams. The exit code is what `main` resolves to (an escaped exception: 1, as node
 * would exit). A command must close the database it opened, as it must for the process to end.
 */
export function runCliInProcess(options: CliRunOptions, ...args: string[]): Promise<CliRun> {
  const run = queue.then(() => runInProcess(options, args));
  queue = run.catch(() => {});
  return run;
}

/**
 * For afterAll: waits for the in-process runs still going and closes a database one left open (a
 * run that timed out mid-command), so the data dir can be removed.
 */
export async function settleInProcessRuns(): Promise<void> {
  await queue;
  const { closeDb } = await import('@/lib/db');
  await closeDb();
}

async function runInProcess(options: CliRunOptions, args: string[]): Promise<CliRun> {
  // What bin/partsmith.mjs does before it imports the CLI: the project's files are found from here.
  // (lib/ reads it from process.env; the command's own environment has it too, as in the binary).
  process.env.PARTSMITH_ROOT ??= ROOT;
  const env = runEnv(options);
  env.PARTSMITH_ROOT ??= ROOT;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: CliIo = {
    out: (line) => stdout.push(`${line}\n`),
    err: (line) => stderr.push(`${line}\n`),
    env,
    // readline's first line of what was piped in (none when nothing was).
    readLine: async () => (options.input ?? '').split(/\r\n|\r|\n/)[0] ?? '',
  };
  const saved = Object.fromEntries(CONSOLE_METHODS.map((m) => [m, console[m]]));
  for (const m of CONSOLE_METHODS) {
    const into = m === 'log' || m === 'info' || m === 'debug' ? stdout : stderr;
    console[m] = (...parts: unknown[]) => into.push(`${format(...parts)}\n`);
  }
  const previousCwd = process.cwd();
  process.chdir(options.cwd);
  let code: number;
  try {
    code = await main(args, io);
  } catch (e) {
    stderr.push(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    code = 1;
  } finally {
    process.chdir(previousCwd);
    Object.assign(console, saved);
  }
  const holder = globalThis as { [DB_KEY]?: Promise<unknown> };
  if (holder[DB_KEY]) {
    const { closeDb } = await import('@/lib/db');
    await closeDb();
    throw new Error(`partsmith ${args.join(' ')} left its database open (a process would not end)`);
  }
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

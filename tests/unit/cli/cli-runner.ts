/**
 * The CLI as a user runs it: `node bin/partsmith.mjs …` in a child process, with its own data dir
 * (so its own signing key and embedded database). Each process costs about a second, so few of them.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  timeoutMs?: number;
}

export function runCli(options: CliRunOptions, ...args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, PARTSMITH_DATA_DIR: options.dataDir };
  for (const name of options.unset ?? []) delete env[name];
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: options.cwd, env, timeout: options.timeoutMs ?? 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
    child.stdin?.end(options.input ?? '');
  });
}

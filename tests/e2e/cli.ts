import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `partsmith …` against the e2e server's data folder (through its database socket). */
export function partsmith(args: string[], input?: string): string {
  return partsmithAt(process.env.PARTSMITH_E2E_DATA_DIR!)(args, input);
}

/** `partsmith …` against another e2e server's data folder. */
export function partsmithAt(dataDir: string): (args: string[], input?: string) => string {
  return (args, input) =>
    execFileSync(process.execPath, [path.join(root, 'bin/partsmith.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, PARTSMITH_DATA_DIR: dataDir },
      input,
      encoding: 'utf8',
      timeout: 60_000,
    });
}

/**
 * Several `partsmith …` calls in one process (tests/e2e/cli-batch-run.ts): the same commands, one
 * start-up. Answers each call's stdout; throws on the first that fails, with its stderr.
 */
export function partsmithBatch(calls: { args: string[]; input?: string }[]): string[] {
  const out = execFileSync(process.execPath, ['--import', './scripts/server-only-hook.mjs', '--import', 'tsx', path.join(root, 'tests/e2e/cli-batch-run.ts')], {
    cwd: root,
    env: { ...process.env, PARTSMITH_DATA_DIR: process.env.PARTSMITH_E2E_DATA_DIR },
    input: JSON.stringify(calls),
    encoding: 'utf8',
    timeout: 120_000,
  });
  const results = JSON.parse(out.trim().split('\n').at(-1)!) as { code: number; stdout: string; stderr: string }[];
  const failed = results.find((r) => r.code !== 0);
  if (failed || results.length !== calls.length) {
    const at = failed ? results.indexOf(failed) : results.length;
    throw new Error(`partsmith ${calls[at]?.args.join(' ')} failed (${failed?.code ?? 'not run'}): ${failed?.stderr ?? ''}`);
  }
  return results.map((r) => r.stdout);
}

/** The `users create` call for an account with the suite's password. */
export function createUserCall(email: string, options: { status?: string; admin?: boolean } = {}): { args: string[]; input: string } {
  const args = ['users', 'create', email, '--password-stdin'];
  if (options.status) args.push('--status', options.status);
  if (options.admin) args.push('--admin');
  return { args, input: GOOD_PASSWORD + '\n' };
}

let counter = 0;
/** An email no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${process.pid}-${counter++}@example.com`;
}

export const GOOD_PASSWORD = 'Gasket-Torque-91';

export function createUser(email: string, options: { status?: string; admin?: boolean } = {}): void {
  const call = createUserCall(email, options);
  partsmith(call.args, call.input);
}

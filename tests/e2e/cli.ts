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

let counter = 0;
/** An email no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${process.pid}-${counter++}@example.com`;
}

export const GOOD_PASSWORD = 'Gasket-Torque-91';

export function createUser(email: string, options: { status?: string; admin?: boolean } = {}): void {
  const args = ['users', 'create', email, '--password-stdin'];
  if (options.status) args.push('--status', options.status);
  if (options.admin) args.push('--admin');
  partsmith(args, GOOD_PASSWORD + '\n');
}

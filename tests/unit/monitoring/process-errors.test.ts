import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');

/** Runs the crash fixture as `npm run worker` runs the worker (tsx with the server-only hook). */
async function crash(source: 'server' | 'worker', kind: 'exception' | 'rejection'): Promise<{ code: number; stderr: string }> {
  // Not 'test': reportError logs outside tests, and that log line is what shows the report was made.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  try {
    const done = await run('npx', ['tsx', '--import', './scripts/server-only-hook.mjs', 'tests/fixtures/process-errors/crash.ts', source, kind], { cwd: root, env });
    return { code: 0, stderr: done.stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('the process error listeners', () => {
  it('end a worker with 1 after reporting an uncaught exception or an unhandled rejection', async () => {
    const thrown = await crash('worker', 'exception');
    expect(thrown.code).toBe(1);
    // Reported (reportError's log line), not only Node's own crash print.
    expect(thrown.stderr).toMatch(/\[partsmith\] Error: thrown on purpose[\s\S]*kind: 'uncaughtException', source: 'worker'/);
    const rejected = await crash('worker', 'rejection');
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toMatch(/\[partsmith\] Error: rejected on purpose[\s\S]*kind: 'unhandledRejection', source: 'worker'/);
  }, 60_000);

  it('report in the server and leave it running, as Next does', async () => {
    const thrown = await crash('server', 'exception');
    expect(thrown.code).toBe(7);
    expect(thrown.stderr).toMatch(/\[partsmith\] Error: thrown on purpose[\s\S]*kind: 'uncaughtException', source: 'server'/);
  }, 60_000);
});

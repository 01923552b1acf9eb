#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order that fails fastest — lint, types, unit/db/component tests,
 * then a production build and the browser tests against it. Prints one closing line per step and a
 * total; exits non-zero when any step fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const standards = resolve(root, '../shared/standards/xsd');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!env.STANDARDS_DIR && existsSync(standards)) env.STANDARDS_DIR = standards;

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit, db and component tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['next', 'build']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
let failed = 0;
let passed = 0;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    console.log(`✔ ${name} (${seconds}s)`);
  } else {
    failed++;
    console.log(`✘ ${name} failed (exit ${result.status ?? result.signal}, ${seconds}s)`);
    // Browser tests against a build that failed would only add noise.
    if (name === 'production build') break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

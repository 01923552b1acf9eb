#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order that fails fastest — lint, types, unit/db/component tests,
 * then a production build and the browser tests against it. Prints one closing line per step and a
 * total; exits non-zero when any step fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const standards = resolve(root, '../shared/standards/xsd');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!env.STANDARDS_DIR && existsSync(standards)) env.STANDARDS_DIR = standards;

// A failed step's own output scrolls away under the steps after it (CI shows only the end of the log):
// its last lines, and Vitest's failed tests by name, are printed again at the end.
// Not under test-results/: Playwright empties that folder when it starts, which erased this report
// before the failures could be printed from it.
const VITEST_JSON = '.vitest/results.json';
const TAIL_LINES = 60;

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit, db and component tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]],
  ['production build', 'npx', ['next', 'build']],
  // The spec's page-weight budgets, on the build just made (sizes are deterministic; times are not).
  ['page budgets', process.execPath, ['scripts/page-budgets.mjs']],
  // No deprecation warning printed while serving public and signed-in pages (issue 16, point 3).
  ['quiet server', 'npx', ['tsx', 'scripts/quiet-server.ts']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
let failed = 0;
let passed = 0;
const failures = [];
rmSync(resolve(root, VITEST_JSON), { force: true });
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status, tail } = await run(cmd, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status === 0) {
    passed++;
    console.log(`✔ ${name} (${seconds}s)`);
  } else {
    failed++;
    failures.push({ name, tail });
    console.log(`✘ ${name} failed (exit ${status}, ${seconds}s)`);
    // Browser tests against a build that failed would only add noise.
    if (name === 'production build') break;
  }
}
for (const f of failures) {
  console.log(`\n✘ ${f.name} — its last ${TAIL_LINES} lines again:\n${f.tail.join('\n')}`);
  if (f.name.startsWith('unit')) printVitestFailures();
}
printSlowestVitestFiles();
console.log(`\nsteps: ${passed} passed, ${failed} failed${failures.length ? ` (${failures.map((f) => f.name).join(', ')})` : ''}`);
process.exit(failed ? 1 : 0);

/** Runs one step with its output passed through, keeping its last lines. */
function run(cmd, args) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      tail.push(...lines);
      if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
    };
    child.stdout.on('data', (c) => {
      process.stdout.write(c);
      keep(c);
    });
    child.stderr.on('data', (c) => {
      process.stderr.write(c);
      keep(c);
    });
    child.on('close', (code, signal) => {
      if (partial) tail.push(partial);
      done({ status: code ?? signal, tail });
    });
  });
}

/** Vitest's JSON report of this run, or null when it wrote none (it did not get that far). */
function vitestReport() {
  try {
    return JSON.parse(readFileSync(resolve(root, VITEST_JSON), 'utf8'));
  } catch {
    return null;
  }
}

function printVitestFailures() {
  const report = vitestReport();
  if (!report) return;
  const lines = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) lines.push(`  ${file.name}: ${String(file.message ?? 'failed').split('\n')[0]}`);
    for (const t of failedTests) lines.push(`  ${file.name} › ${t.fullName}: ${String(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
  }
  if (lines.length) console.log(`\nVitest failures (${lines.length}):\n${lines.join('\n')}`);
}

/** The suite has a time budget (~25 min on two cores): the files that spend most of it, every run. */
function printSlowestVitestFiles() {
  const report = vitestReport();
  if (!report) return;
  const files = (report.testResults ?? [])
    .map((f) => ({ name: String(f.name).replace(`${root}/`, ''), seconds: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(`
Vitest: ${files.length} files, ${total.toFixed(0)} s of test time (hooks included, module loading not) summed over workers; the slowest:`);
  for (const f of files.slice(0, 12)) console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.name}`);
}

/**
 * `partsmith validate` and `partsmith diff` through the CLI's `main` in this process; the exit codes
 * of the real binary (`node bin/partsmith.mjs` in a child process) for a usage error.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, runCli, runCliInProcess, settleInProcessRuns, cliOptions, type CliRunOptions } from './cli-runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ACES = (name: string) => path.join(ROOT, 'tests', 'fixtures', 'aces', name);

let cwd: string;

const options = (): CliRunOptions => cliOptions(cwd);
const cli = (...args: string[]) => runCliInProcess(options(), ...args);
/** The real binary, for what only the process shows: its exit code. */
const bin = (...args: string[]) => runCli(options(), ...args);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-assess-cli-'));
});
afterAll(settleInProcessRuns);

describe('partsmith validate', () => {
  it('exits 1 with per-check counts in JSON when a file has errors', async () => {
    const run = await cli('validate', ACES('aces-4.2-fitment-checks.xml'), '--json');
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ file: 'aces-4.2-fitment-checks.xml', version: '4.2', kind: 'aces' });
    expect(json.checks.APP_OVERLAP).toBe(1);
    expect(json.checks.ACES_NOTE_QUESTIONABLE).toBe(2);
  });

  it('exits 0 for a clean file and 2 for a wrong command line (the latter from the real binary)', async () => {
    expect((await cli('validate', ACES('aces-4.2-utf8.xml'))).code).toBe(0);
    const usage = await bin('validate');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: partsmith validate');
  });
});

describe('partsmith validate --reference db', () => {
  it('checks IDs against a release imported into the database, and says which release', async () => {
    const missing = await cli('validate', ACES('aces-4.2-reference.xml'), '--reference', 'db');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No reference release has been imported yet');
    // `--reference db` reads the newest release an administrator shared with every workspace.
    expect((await cli('reference', 'import', path.join(ROOT, 'reference', 'demo'), '--shared')).code).toBe(0);
    const run = await cli('validate', ACES('aces-4.2-reference.xml'), '--reference', 'db', '--json');
    expect(JSON.parse(run.stdout).reference).toMatchObject({ demo: true, versionDate: '2026-01-01' });
  }, 120_000);
});

describe('partsmith diff', () => {
  it('writes the net change and an UPDATE file with adds and deletes', async () => {
    const out = path.join(cwd, 'delta');
    const run = await cli('diff', ACES('aces-4.2-utf8.xml'), ACES('aces-4.2-fitment-checks.xml'), '--out', out, '--json');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.counts.added).toBeGreaterThan(0);
    const update = await readFile(path.join(out, 'aces-update.xml'), 'utf8');
    expect(update).toContain('<SubmissionType>UPDATE</SubmissionType>');
    expect(update).toMatch(/action="D"/);
    expect(update).toMatch(/action="A"/);
  });
});

/**
 * `partsmith diff --lang`: the summary a person reads and changes.csv in the chosen language (issue
 * 16); without a language, the output is English as it always was. changes.json stays the same.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliInProcess, settleInProcessRuns, cliOptions, type CliRunOptions } from './cli-runner';

const DIFF = (name: string) => path.join(ROOT, 'tests', 'fixtures', 'aces', 'diff', name);

let cwd: string;
const options = (): CliRunOptions => cliOptions(cwd);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-diff-lang-'));
});
afterAll(settleInProcessRuns);

describe('partsmith diff in the reader’s language', () => {
  it('prints the English summary word for word without --lang', async () => {
    const out = path.join(cwd, 'en');
    const run = await runCliInProcess(options(), 'diff', DIFF('old.xml'), DIFF('new.xml'), '--out', out);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Apps:     2 added, 2 deleted, 2 changed, 3 unchanged',
      expect.stringMatching(/^Parts: {4}\d+ new, \d+ dropped$/),
      expect.stringMatching(/^Vehicles: \d+ new, \d+ dropped$/),
    ]);
    expect(lines[3]).toMatch(/^Wrote .*changes\.json, .*changes\.csv, .*aces-update\.xml \(4 adds, 4 deletes\)$/);
    expect((await readFile(path.join(out, 'changes.csv'), 'utf8')).startsWith('change,vehicle,')).toBe(true);
  });

  it('prints the summary and writes changes.csv in German with --lang de, changes.json unchanged', async () => {
    const out = path.join(cwd, 'de');
    const run = await runCliInProcess(options(), 'diff', DIFF('old.xml'), DIFF('new.xml'), '--out', out, '--lang', 'de');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Apps:      2 hinzugefügt, 2 gelöscht, 2 geändert, 3 unverändert');
    expect(lines[1]).toMatch(/^Teile: {5}\d+ neu, \d+ entfallen$/);
    expect(lines[2]).toMatch(/^Fahrzeuge: \d+ neu, \d+ entfallen$/);
    expect(lines[3]).toMatch(/^Geschrieben: .*changes\.json, .*changes\.csv, .*aces-update\.xml \(4 Hinzufügungen, 4 Löschungen\)$/);
    expect(await readFile(path.join(out, 'changes.csv'), 'utf8')).toMatch(/^\uFEFFÄnderung,Fahrzeug,/);
    expect(await readFile(path.join(out, 'changes.json'), 'utf8')).toBe(await readFile(path.join(cwd, 'en', 'changes.json'), 'utf8'));
  });

  it('says a missing file in the chosen language', async () => {
    const run = await runCliInProcess(options(), 'diff', 'old.xml', 'new.xml', '--lang', 'fr');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('partsmith diff: old.xml n’existe pas.');
  });
});

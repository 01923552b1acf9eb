/**
 * `partsmith convert`'s summary in the language of --lang (else the environment's): the labels, the
 * notes beside the counts and the closing lines; the counts and file names as they are, English
 * laid out exactly as before.
 */
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliInProcess, settleInProcessRuns, cliOptions, type CliRunOptions } from './cli-runner';

let cwd: string;
const options = (env?: Record<string, string>): CliRunOptions => cliOptions(cwd, env);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-cli-summary-'));
  await copyFile(path.join(ROOT, 'tests', 'fixtures', 'convert', 'outcomes.csv'), path.join(cwd, 'catalog.csv'));
}, 60_000);
afterAll(settleInProcessRuns);

describe('partsmith convert’s summary', () => {
  it('is in German with --lang de, its label column as wide as the longest German label needs', async () => {
    const run = await runCliInProcess(options(), 'convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'de', '--lang', 'de');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Konvertiert: catalog\.csv \(.+\) in \d+,\d s$/);
    expect(run.stdout).toMatch(/^ {2}gelesene Zeilen {10}\s+\d+$/m);
    expect(run.stdout).toMatch(/^ {2}Befunde {18}\s+\d+ {3}report\.html$/m);
    expect(run.stdout).toMatch(/^ {2}XSD {22}nicht ausgeführt \(setzen Sie STANDARDS_DIR oder --standards auf den XSD-Ordner\)$/m);
    expect(run.stdout).toMatch(/^ {2}markiert {17}\s+\d+ {3}zur Prüfung zurückgehalten: siehe flagged\.csv$/m);
    expect(lines.at(-1)).toMatch(/^Nachweispaket signiert von \S+$/);
  });

  it('follows LANG, and keeps the English layout without one', async () => {
    const french = await runCliInProcess(options({ LANG: 'fr_FR.UTF-8' }), 'convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'fr');
    expect(french.stdout).toMatch(/^catalog\.csv converti \(.+\) en \d+,\d s$/m);
    expect(french.stdout).toMatch(/^Dossier de preuves signé par \S+$/m);
    const english = await runCliInProcess(options(), 'convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'en');
    expect(english.stdout).toMatch(/^Converted catalog\.csv \(.+\) in \d+\.\d s$/m);
    expect(english.stdout).toMatch(/^ {2}rows read {6}\s{2,}\d+$/m);
    expect(english.stdout).toMatch(/^ {2}findings {7}\s+\d+ {3}report\.html$/m);
    expect(english.stdout).toMatch(/^ {2}XSD {12}not run \(set STANDARDS_DIR or --standards to the XSD folder\)$/m);
  });
});

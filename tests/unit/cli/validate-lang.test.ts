/**
 * `partsmith validate --lang`: the summary, its findings and the command's own refusals in the
 * language asked for, the environment's locale as the default, English unchanged otherwise.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliInProcess, settleInProcessRuns, cliOptions, type CliRunOptions } from './cli-runner';

const ACES = (name: string) => path.join(ROOT, 'tests', 'fixtures', 'aces', name);
const CHECKS = ACES('aces-4.2-fitment-checks.xml');

let cwd: string;
const options = (env?: Record<string, string>): CliRunOptions => cliOptions(cwd, env);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-validate-lang-'));
});
afterAll(settleInProcessRuns);

describe('partsmith validate --lang', () => {
  it('prints the summary in German: head, reference, check titles, findings and verdict; codes and labels as they are', async () => {
    const run = await runCliInProcess(options(), 'validate', CHECKS, '--lang', 'de');
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^aces-4\.2-fitment-checks\.xml — ACES 4\.2, \d+ Anwendungen \(UTF-8\) in \d+,\d s$/);
    expect(lines[1]).toBe('Referenz: keine (ID-Prüfungen nicht ausgeführt; verwenden Sie --reference)');
    expect(run.stdout).toMatch(/^ERROR APP_OVERLAP +1 {2}Überlappende Apps$/m);
    expect(run.stdout).toMatch(/^WARN {2}ACES_NOTE_QUESTIONABLE +2 {2}Fragwürdige Notiz$/m);
    expect(run.stdout).toContain('        Teil PT-CONF ist als Teileart 1684 (App 8, Zeile 68) und als Teileart 1896 (App 9, Zeile 75) aufgeführt.');
    expect(lines.at(-1)).toBe('5 Fehler, 11 Warnungen, 1 Hinweis — Fehler gefunden.');
  });

  it('takes the language from the environment, and stays English without one', async () => {
    const italian = await runCliInProcess(options({ LANG: 'it_IT.UTF-8' }), 'validate', CHECKS);
    expect(italian.stdout.trimEnd().split('\n').at(-1)).toBe('5 errori, 11 avvisi, 1 nota — trovati errori.');
    const english = await runCliInProcess(options(), 'validate', CHECKS);
    expect(english.stdout.trimEnd().split('\n').at(-1)).toBe('5 error(s), 11 warning(s), 1 note(s) — errors found.');
    expect(english.stdout).toContain('Reference: none (ID checks not run; use --reference)');
  });

  it('refuses in the language asked for, and refuses a language it does not speak', async () => {
    const noFile = await runCliInProcess(options(), 'validate', '--lang', 'fr');
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('Indiquez un fichier ACES ou PIES à valider, par ex. partsmith validate brand-aces.xml.');
    const missing = await runCliInProcess(options(), 'validate', 'nowhere.xml', '--lang', 'es');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('partsmith validate: nowhere.xml no existe.');
    const unknown = await runCliInProcess(options(), 'validate', CHECKS, '--lang', 'pt');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--lang takes one of en, de, fr, es, it; got "pt".');
  });
});

/**
 * `partsmith convert --lang`: report.html in the chosen language, the environment's locale as the
 * default, and a usage error for a language the product does not speak.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliInProcess, cliOptions, type CliRunOptions } from './cli-runner';

let cwd: string;
const options = (env?: Record<string, string>): CliRunOptions => cliOptions(cwd, env);
const read = (...parts: string[]) => readFile(path.join(cwd, ...parts), 'utf8');

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-cli-lang-'));
  await copyFile(path.join(ROOT, 'tests', 'fixtures', 'convert', 'outcomes.csv'), path.join(cwd, 'catalog.csv'));
}, 60_000);

describe('partsmith convert --lang', () => {
  it('writes report.html in the language asked for, and warns in it', async () => {
    const run = await runCliInProcess(options(), 'convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'de', '--lang', 'de');
    expect(run.code).toBe(0);
    const html = await read('de', 'report.html');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Umwandlungsbericht — catalog.csv');
    // report.json keeps the English text beside the code and parameters, for any reader.
    const report = JSON.parse(await read('de', 'report.json')) as { findings: { params?: unknown; message: string }[] };
    expect(report.findings.some((f) => f.params !== undefined)).toBe(true);
  });

  it('takes the language from the environment when --lang is not given', async () => {
    const run = await runCliInProcess(options({ LANG: 'fr_FR.UTF-8' }), 'convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'fr');
    expect(run.code).toBe(0);
    expect(await read('fr', 'report.html')).toContain('<html lang="fr">');
    const english = await runCliInProcess(options(), 'convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'en');
    expect(english.code).toBe(0);
    expect(await read('en', 'report.html')).toContain('<html lang="en">');
  });

  it('refuses a language it does not speak', async () => {
    const run = await runCliInProcess(options(), 'convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'x', '--lang', 'pt');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--lang takes one of en, de, fr, es, it; got "pt".');
  });
});

/**
 * A command line partsmith cannot run is refused in the command line's language: its --lang, else
 * the environment's locale, English otherwise; the command's usage follows, exit 2.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess, settleInProcessRuns, cliOptions, type CliRunOptions } from './cli-runner';

let cwd: string;
const options = (env?: Record<string, string>): CliRunOptions => cliOptions(cwd, env);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-usage-lang-'));
});
afterAll(settleInProcessRuns);

describe('command-line refusals in the reader’s language', () => {
  it('says an unknown option in the language --lang names, with the usage after it', async () => {
    const run = await runCliInProcess(options(), 'convert', 'catalog.csv', '--brand', 'BKMN', '--fast', '--lang', 'de');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("partsmith convert: Unbekannte Option '--fast'.");
    expect(run.stderr).toContain('Aufruf: partsmith convert');
  });

  it('says a missing or unwanted value in the environment’s language when --lang is not given', async () => {
    const missing = await runCliInProcess(options({ LANG: 'fr_FR.UTF-8' }), 'validate', 'file.xml', '--standards');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("partsmith validate: L’option '--standards' attend une valeur.");
    const unwanted = await runCliInProcess(options(), 'validate', 'file.xml', '--json=yes', '--lang=es');
    expect(unwanted.stderr).toContain("partsmith validate: La opción '--json' no admite ningún valor.");
    const dash = await runCliInProcess(options({ LANG: 'it_IT.UTF-8' }), 'convert', 'catalog.csv', '--out', '-x');
    expect(dash.stderr).toContain("partsmith convert: L’opzione '--out' non ha un valore: la parola successiva inizia con un trattino.");
    expect(dash.stderr).toContain('scrivetelo come --out=-XYZ.');
  });

  it('says an unexpected argument and an unknown command in the environment’s language', async () => {
    const extra = await runCliInProcess(options({ LANG: 'de_DE.UTF-8' }), 'workspaces', 'add', 'acme', 'a@b.example', 'extra');
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('partsmith workspaces: Unerwartetes Argument "extra".');
    const unknown = await runCliInProcess(options({ LANG: 'es_ES.UTF-8' }), 'convertir');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('partsmith: comando desconocido "convertir".');
  });

  it('says what convert, verify and diff miss in the language --lang names, the engine’s own refusals too', async () => {
    const noCatalog = await runCliInProcess(options(), 'convert', '--brand', 'BKMN', '--lang', 'de');
    expect(noCatalog.stderr).toContain('partsmith convert: Geben Sie den zu konvertierenden Katalog an, z. B. partsmith convert catalog.xlsx --brand BKMN.');
    const noBrand = await runCliInProcess(options({ LANG: 'es_ES.UTF-8' }), 'convert', 'catalog.csv');
    expect(noBrand.stderr).toContain('partsmith convert: --brand es obligatorio');
    const badBrand = await runCliInProcess(options(), 'convert', 'catalog.csv', '--brand', 'AB12', '--lang', 'fr');
    expect(badBrand.code).toBe(2);
    expect(badBrand.stderr).not.toContain('The brand code is not valid');
    const twoBundles = await runCliInProcess(options(), 'verify', 'a.zip', 'b.zip', '--lang', 'it');
    expect(twoBundles.stderr).toContain('partsmith verify: Verificate un pacchetto alla volta; ricevuti 2.');
    const oneFile = await runCliInProcess(options({ LANG: 'de_DE.UTF-8' }), 'diff', 'old.xml');
    expect(oneFile.stderr).toContain('partsmith diff: Geben Sie die alte und die neue Lieferung an');
  });

  it('stays English without a language, word for word', async () => {
    const run = await runCliInProcess(options(), 'convert', 'catalog.csv', '--fast');
    expect(run.stderr).toContain("partsmith convert: Unknown option '--fast'.\n\nUsage: partsmith convert");
    const unknown = await runCliInProcess(options(), 'nope');
    expect(unknown.stderr).toContain('partsmith: unknown command "nope".');
  });
});

/**
 * Issue 16: `partsmith convert` and `partsmith validate` say what is wrong with a file or folder the
 * command line named in --lang — the catalog, the mapping, learned-terms and sender files, the
 * standards folder, the reference, the signing key — and the lines they print beside their summary
 * (the key they created, the proposed mapping); English unchanged otherwise.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess, settleInProcessRuns, cliOptions, type CliRun } from './cli-runner';

let cwd: string;
const cli = (...args: string[]): Promise<CliRun> => runCliInProcess(cliOptions(cwd), ...args);
const convert = (...args: string[]) => cli('convert', '--brand', 'BKMN', '--out', 'out', ...args);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-convert-input-lang-'));
  await writeFile(path.join(cwd, 'sender.json'), '{"company": ');
  await writeFile(path.join(cwd, 'key.pem'), 'not a key');
  await writeFile(path.join(cwd, 'empty.xml'), '');
});
afterAll(settleInProcessRuns);

describe('partsmith convert’s input problems in --lang', () => {
  it('a catalog that is not there, in German, after the signing key it created', async () => {
    const run = await convert('--lang', 'de', 'fehlt.csv');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Der Signaturschlüssel dieser Installation wurde erstellt: .*evidence-signing-key\.pem \(SHA256:.+\); geben Sie die \.pub\.pem daneben allen, die Ihre Nachweispakete prüfen\.$/m);
    expect(run.stderr).toContain('partsmith convert: fehlt.csv kann nicht geöffnet werden: die Datei existiert nicht. Prüfen Sie den Pfad und versuchen Sie es erneut.');
  });

  it('files and folders it cannot use, each in the language asked for', async () => {
    expect((await convert('--lang', 'de', '--mapping', 'fehlt.json', 'x.csv')).stderr).toContain(
      'partsmith convert: die Zuordnungsdatei fehlt.json kann nicht gelesen werden (Meldung des Systems: ENOENT).',
    );
    expect((await convert('--lang', 'fr', '--learned', 'absent.csv', 'x.csv')).stderr).toContain(
      'partsmith convert: impossible de lire le fichier des termes appris absent.csv (message du système : ENOENT).',
    );
    expect((await convert('--lang', 'es', '--sender', 'sender.json', 'x.csv')).stderr).toMatch(
      /partsmith convert: no se puede leer el archivo del remitente sender\.json: no es JSON \(mensaje del analizador JSON: .+\)\./,
    );
    expect((await convert('--lang', 'it', '--standards', 'nessuna', 'x.csv')).stderr).toContain(
      'partsmith convert: la cartella degli standard nessuna (--standards) non esiste. Indicate la cartella che contiene i file XSD ACES/PIES.',
    );
    expect((await convert('--lang', 'de', '--reference', 'keine', 'x.csv')).stderr).toContain(
      'partsmith convert: die Referenz keine existiert nicht. Geben Sie den Ordner oder die ZIP-Datei Ihrer Auto-Care-ASCII-Lieferung an, oder db für ein importiertes Release.',
    );
    expect((await convert('--lang', 'fr', '--sign-key', 'key.pem', 'x.csv')).stderr).toMatch(/partsmith convert: key\.pem n’est pas une clé privée PEM \(message de l’analyseur de clés : .+\)\./);
    expect((await convert('--lang', 'de', '--sign-key', 'fehlt.pem', 'x.csv')).stderr).toContain(
      'partsmith convert: Der Signaturschlüssel fehlt.pem kann nicht gelesen werden (Meldung des Systems: ENOENT).',
    );
  });

  it('stays English without --lang, word for word', async () => {
    expect((await convert('--mapping', 'missing.json', 'x.csv')).stderr).toContain('partsmith convert: cannot read the mapping file missing.json (ENOENT).');
    expect((await convert('--standards', 'none', 'x.csv')).stderr).toContain(
      'partsmith convert: the standards folder none (--standards) does not exist. Point it at the folder holding the ACES/PIES XSD files.',
    );
    expect((await convert('--sign-key', 'missing.pem', 'x.csv')).stderr).toContain('partsmith convert: Cannot read signing key missing.pem: ENOENT.');
  });
});

describe('partsmith validate’s input problems in --lang', () => {
  it('a reference that is not there, in French', async () => {
    const run = await cli('validate', '--lang', 'fr', '--reference', 'absente', 'empty.xml');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('partsmith validate: la référence absente n’existe pas. Donnez le dossier ou le zip de votre livraison ASCII Auto Care, ou db pour une version importée.');
  });
});

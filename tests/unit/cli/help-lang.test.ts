/**
 * `partsmith --help` and each command's `--help` in the command line's language (texts/cli-help.ts):
 * its --lang, else LC_ALL, LC_MESSAGES, LANG, else English — and English word for word as it was
 * before the help texts moved into the catalogue.
 */
import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess, settleInProcessRuns, cliOptions, type CliRunOptions } from './cli-runner';

let cwd: string;
const options = (env?: Record<string, string>): CliRunOptions => cliOptions(cwd, env);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-help-lang-'));
});
afterAll(settleInProcessRuns);

/** The help a command prints, without validate's list of checks (tested on its own below). */
async function help(command: string, ...args: string[]): Promise<string> {
  const run = await runCliInProcess(options(), ...(command ? [command] : []), '--help', ...args);
  expect(run.code).toBe(0);
  return run.stdout.replace(/\n$/, '').split(/\n\n(?:Checks|Prüfungen|Contrôles|Comprobaciones|Controlli) ?:\n/)[0]!;
}

async function helpIn(command: string, env: Record<string, string>): Promise<string> {
  const run = await runCliInProcess(options(env), ...(command ? [command] : []), '--help');
  expect(run.code).toBe(0);
  return run.stdout;
}

/**
 * SHA-256 of each English help as `node bin/partsmith.mjs <command> --help` printed it before its
 * texts moved to texts/cli-help.ts (captured then, trailing newline and validate's checks left off),
 * with the first line and the first sentence of its prose to say what differs should one change.
 */
const ENGLISH: Record<string, { sha256: string; lines: string[] }> = {
  '': {
    sha256: '055a15acc8967472e37ab7a687ebce79403c8e905ef5fae4f9770589655264e4',
    lines: ['Usage: partsmith <command> [options]', '  convert     convert a catalog into ACES and PIES with a report and a signed evidence bundle'],
  },
  convert: {
    sha256: 'b6f9196e933de5a819455587258736a0306689d04b103826ea94e400eb1ef441',
    lines: ['Usage: partsmith convert <catalog> --brand <code> [options]', 'Converts a catalog (CSV, TSV, semicolon or pipe text, XLSX; en/de/fr/es/it) into ACES 4.2 and'],
  },
  validate: {
    sha256: '7767bb4b7ab3da1097bdd6e886e05d0fa1846b6cca9816a8e9794c58d3d2acf1',
    lines: ['Assesses an existing ACES (3.0–5.0) or PIES (6.5–8.0) file: XSD validity for its declared version,'],
  },
  verify: {
    sha256: '41fa50377480b6d40b0696fc8b07a5d818cdb44e1fd0125b465058ef98e79b1d',
    lines: ['Checks an evidence bundle: every file against the signed SHA-256, the DSSE signature, and that the'],
  },
  diff: {
    sha256: '01a0e1c278d9b9c0928520354456392128ce47fa57b3eb98b4a6ff0fa3fdfbfb',
    lines: ['Compares two ACES deliveries of the same brand by fitment (vehicle + attributes + qualifiers + notes +'],
  },
  users: {
    sha256: '73567d2907d4bbbb30db28875cdb72addaf8a125f5ad4c4fc676a9643cb71f6e',
    lines: ["Administers accounts in this installation's database: the embedded one (through the running app's"],
  },
  workspaces: {
    sha256: 'fa0b741ef47e121c1ef00c2b93988af850f170207598c2f82241f048f7bd9d65',
    lines: ['Creates team workspaces and manages their members from the console (owners can do the same in'],
  },
  'api-keys': {
    sha256: 'ca18c3e30f844ef8cf855a4e77241f2d5fa2dd2218386e066fdf0b9c04404c2c',
    lines: ['  --scopes <list>   comma-separated: uploads:write, jobs:read, jobs:write, exports:read, exports:write'],
  },
  reference: {
    sha256: 'dbf98efc675a52d5c398bfb6fc26eb4d45420d0f70a9437d978c9d628aa77df7',
    lines: ['Loads licensed Auto Care reference data (VCdb, PCdb) from an ASCII delivery — a folder or zip of'],
  },
};
const COMMANDS = Object.keys(ENGLISH);
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Words of English prose; a German line that still has one after its options, codes and examples are taken out is untranslated. */
const ENGLISH_WORDS = /\b(the|and|of|to|when|with|show|shows|this|print|from|else|default|language|every|each|is|are|for|its|which|that|be)\b/i;
/** What stays as typed in every language: options, placeholders, commands, files, JSON, quoted values, codes, CSV headers. */
const AS_TYPED = /\w+(,\w+)+|--?[\w-]+(=\S+)?|<[^>]*>|\[[^\]]*\]|\{[^}]*\}|"[^"]*"|„[^“]*“|\S+\.(xml|json|csv|html|zip|pem|xlsx|md)\b|\$\w+|\b[A-Z][A-Z0-9_]{2,}\b/g;

describe('partsmith help in the command line’s language', () => {
  it('is English word for word without a language, for every command', async () => {
    for (const command of COMMANDS) {
      const text = await help(command);
      for (const line of ENGLISH[command]!.lines) expect(text.split('\n'), command || 'partsmith').toContain(line);
      expect(sha256(text), `${command || 'partsmith'} --help changed`).toBe(ENGLISH[command]!.sha256);
      expect(await help(command, '--lang', 'en')).toBe(text);
    }
  });

  it('has no English prose in German, for every command', async () => {
    for (const command of COMMANDS) {
      const english = await help(command);
      const german = await help(command, '--lang', 'de');
      expect(german).not.toBe(english);
      for (const line of ENGLISH[command]!.lines.filter((l) => !l.startsWith('Usage'))) expect(german).not.toContain(line);
      const untranslated = german
        .split('\n')
        .filter((line) => !/^\s*(partsmith|echo|Beispiel:)/.test(line.trim()) && !line.startsWith('  partsmith') && !line.startsWith('  echo'))
        .filter((line) => ENGLISH_WORDS.test(line.replace(AS_TYPED, ' ')));
      expect(untranslated, command || 'partsmith').toEqual([]);
      expect(german).toMatch(/^Aufruf:/);
      expect(german).toContain('Optionen:');
    }
  });

  it('keeps options, placeholders, examples and the column of option descriptions in every language', async () => {
    for (const lang of ['de', 'fr', 'es', 'it']) {
      const text = await help('convert', '--lang', lang);
      expect(text).toContain('partsmith convert <catalog> --brand <code> [options]');
      expect(text).toContain('                             {"company": "Acme Brakes Inc.", "senderName": "Jane Doe",');
      expect(text).toContain('(HEADER_SENDER_PLACEHOLDER)');
      // The default threshold comes from the code, as typed on a command line (a dot, not a comma).
      expect(text).toMatch(/--accept-threshold <0-1> {3}\S[^\n]*(\n {29}\S[^\n]*)*0\.9\)/);
      for (const line of text.split('\n').filter((l) => /^ {2}--[\w-]+/.test(l) && !l.startsWith('  --lang'))) {
        expect(line.slice(0, 29).trimEnd().length, line).toBeLessThan(28);
        expect(line[29], line).not.toBe(' ');
      }
      const keys = await help('api-keys', '--lang', lang);
      expect(keys).toContain('uploads:write, jobs:read, jobs:write, exports:read, exports:write');
    }
  });

  it('picks Italian with --lang it, and the environment’s language without --lang', async () => {
    const italian = await help('convert', '--lang', 'it');
    expect(italian).toMatch(/^Uso: partsmith convert <catalog> --brand <code> \[options\]\n\nConverte un catalogo/);
    expect(italian).toContain('  -h, --help                 mostra questo aiuto');
    expect(await help('', '--lang', 'it')).toContain('  convert     converte un catalogo in ACES e PIES');
    expect(await helpIn('verify', { LANG: 'fr_FR.UTF-8' })).toMatch(/^Utilisation : partsmith verify/);
    expect(await helpIn('diff', { LANG: 'de_DE.UTF-8', LC_ALL: 'es_ES.UTF-8' })).toMatch(/^Uso: partsmith diff[^\n]*\n\nCompara dos entregas ACES/);
    expect(await helpIn('validate', { LC_MESSAGES: 'it_IT.UTF-8' })).toContain('\n\nControlli:\n');
  });

  it('takes --lang before the command or before --help too', async () => {
    const top = await runCliInProcess(options(), '--lang', 'it', '--help');
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('  convert     converte un catalogo in ACES e PIES');
    const convert = await runCliInProcess(options(), '--lang=it', 'convert', '--help');
    expect(convert.code).toBe(0);
    expect(convert.stdout).toMatch(/^Uso: partsmith convert <catalog> --brand <code> \[options\]\n\nConverte un catalogo/);
    const missing = await runCliInProcess(options(), '--lang', 'de', 'verify');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Aufruf: partsmith verify/);
  });

  it('lists validate’s checks in the command line’s language, the English list as it was', async () => {
    const checks = async (...args: string[]) => {
      const run = await runCliInProcess(options(), 'validate', '--help', ...args);
      expect(run.code).toBe(0);
      return run.stdout.replace(/\n$/, '').split(/\n\n(?:Checks|Prüfungen|Contrôles|Comprobaciones|Controlli) ?:\n/)[1]!;
    };
    // SHA-256 of the English list as lib/catalog/assess/definitions.ts printed it before the
    // definitions became texts (captured from commit 4724556's formatCheckDefinitions()).
    expect(sha256(await checks())).toBe('18ec97d8e7477dd89cdd8b5c789df41110e751e5d0bed2a7922cb6fa6ee87ac6');
    const german = await checks('--lang', 'de');
    expect(german).toContain('ACES_DELETE_IN_FULL (Warnung) — ');
    expect(german.replace(/\n {4}/g, ' ')).toContain(
      'Eine FULL-Übermittlung enthält Apps mit action="D". Eine FULL-Datei ersetzt alles, Löschungen haben dort also keine Bedeutung; senden Sie sie in einem UPDATE oder lassen Sie sie weg.',
    );
    expect(german).toContain('(Fehler, braucht --reference)');
    const untranslated = german.split('\n').filter((line) => ENGLISH_WORDS.test(line.replace(AS_TYPED, ' ')));
    expect(untranslated).toEqual([]);
  });

  it('prints the usage after a refusal in the refusal’s language', async () => {
    const run = await runCliInProcess(options(), 'workspaces', 'create', '--lang', 'es');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Uso:\n  partsmith workspaces create <slug> --name <name> --owner <email>');
    expect(run.stderr).toContain('Crea espacios de trabajo de equipo');
  });
});

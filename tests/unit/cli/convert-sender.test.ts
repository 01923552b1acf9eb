/**
 * `partsmith convert --sender sender.json` and the sender flags, as a user runs them, in a scratch
 * folder with its own data dir: through the CLI's `main` in this process, and the usage error's exit
 * code from the real binary (a child process costs seconds).
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, runCli, runCliInProcess, type CliRun, cliOptions, type CliRunOptions } from './cli-runner';
import { beforeAll, describe, expect, it } from 'vitest';

const CATALOG = path.join(ROOT, 'tests', 'fixtures', 'convert', 'outcomes.csv');

type Run = CliRun;

let cwd: string;

const options = (): CliRunOptions => cliOptions(cwd);
const cli = (...args: string[]): Promise<Run> => runCliInProcess(options(), ...args);
/** The real binary, for its exit code and stderr. */
const bin = (...args: string[]): Promise<Run> => runCli(options(), ...args);

const read = (...parts: string[]) => readFile(path.join(cwd, ...parts), 'utf8');

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-cli-sender-'));
  await copyFile(CATALOG, path.join(cwd, 'catalog.csv'));
  await writeFile(
    path.join(cwd, 'sender.json'),
    JSON.stringify({
      company: 'Frenos Peña & Hijos S.L.',
      senderName: 'Íñigo Peña',
      phone: '+34 91 123 45 67',
      email: 'datos@pena.example',
      brands: [{ name: 'Peña Pro', code: 'BKMN' }],
      documentTitle: '{brand} {date}',
      language: 'es',
    }),
  );
}, 60_000);

describe('partsmith convert --sender', () => {
  it('writes the identity from sender.json into both headers, a flag overriding the file, and warns of nothing', async () => {
    const run = await cli('convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'with-sender', '--sender', 'sender.json', '--sender-phone', '+34 600 000 000');
    expect(run.stderr).not.toContain('HEADER_SENDER_PLACEHOLDER');
    expect(run.code).toBe(0);
    const aces = await read('with-sender', 'aces.xml');
    expect(aces).toContain('<Company>Frenos Peña &amp; Hijos S.L.</Company>');
    expect(aces).toContain('<SenderName>Íñigo Peña</SenderName>');
    expect(aces).toContain('<SenderPhone>+34 600 000 000</SenderPhone>');
    expect(aces).toMatch(/<DocumentTitle>Peña Pro \d{4}-\d{2}-\d{2}<\/DocumentTitle>/);
    const pies = await read('with-sender', 'pies.xml');
    expect(pies).toContain('<ContactEmail>datos@pena.example</ContactEmail>');
    expect(pies).toContain('<LanguageCode>ES</LanguageCode>');
  });

  it('takes the identity from flags alone, and warns on stderr about the field still a placeholder', async () => {
    const run = await cli('convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'flags', '--company', 'Acme Brakes', '--sender-name', 'Jane Doe');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning: The ACES header carries placeholders for SenderPhone \("not given"\).*--sender/);
    const aces = await read('flags', 'aces.xml');
    expect(aces).toContain('<Company>Acme Brakes</Company>');
    expect(aces).toContain('<SenderPhone>not given</SenderPhone>');
    const report = JSON.parse(await read('flags', 'report.json')) as { findings: { code: string; column?: string }[] };
    expect(report.findings.find((f) => f.code === 'HEADER_SENDER_PLACEHOLDER')?.column).toBe('SenderPhone');
  });

  it('exits 2 naming the flag for a phone number that is not one (the real binary)', async () => {
    const run = await bin('convert', 'catalog.csv', '--brand', 'BKMN', '--sender-phone', 'call us');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--sender-phone: Sender phone must be a phone number');
    expect(run.stderr).toContain('Usage: partsmith convert');
  });

  it('exits 1 naming the file and the field for a sender.json that is not valid', async () => {
    await writeFile(path.join(cwd, 'bad-sender.json'), JSON.stringify({ company: 'Acme', brands: [{ name: 'Acme', code: 'AEIO' }] }));
    await writeFile(path.join(cwd, 'not-json.json'), '{ company: Acme');
    const [bad, notJson] = await Promise.all([
      cli('convert', 'catalog.csv', '--brand', 'BKMN', '--sender', 'bad-sender.json'),
      cli('convert', 'catalog.csv', '--brand', 'BKMN', '--sender', 'not-json.json'),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('the sender file bad-sender.json is not valid: Sender brands.0.code "AEIO" is not a valid Auto Care brand code');
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain('cannot read the sender file not-json.json (it is not JSON');
  });

  it('documents the sender options in its usage text', async () => {
    const help = await cli('convert', '--help');
    for (const flag of ['--sender <sender.json>', '--company <name>', '--sender-name <name>', '--sender-phone <number>', '--sender-email <address>', 'HEADER_SENDER_PLACEHOLDER']) {
      expect(help.stdout).toContain(flag);
    }
  });
});

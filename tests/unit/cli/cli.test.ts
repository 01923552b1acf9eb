/**
 * The CLI as a user runs it, in a scratch folder with its own data dir (so its own signing key):
 * through its `main` in this process, and `--version` from the real binary (`node bin/partsmith.mjs`
 * in a child process, from that other folder) — a child costs seconds, so one.
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
/** The real binary, for what only a process shows: `@/` resolving from another folder, its stdout. */
const bin = (...args: string[]): Promise<Run> => runCli(options(), ...args);

let converted: Run;

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-cli-'));
  await copyFile(CATALOG, path.join(cwd, 'catalog.csv'));
  converted = await cli('convert', 'catalog.csv', '--brand', 'BKMN');
}, 60_000);

describe('partsmith convert', () => {
  it('exits 0 with a summary when the conversion ran, even with flagged and rejected rows', () => {
    expect(converted.stderr).toContain("Created this installation's signing key");
    expect(converted.code).toBe(0);
    expect(converted.stdout).toMatch(/rows read\s+10\b/);
    expect(converted.stdout).toMatch(/flagged\s+2\b/);
    expect(converted.stdout).toMatch(/rejected\s+4\b/);
    expect(converted.stdout).toMatch(/apps written\s+6\b/);
    expect(converted.stdout).toContain(`Files in ${path.join(cwd, 'out')}: aces.xml, pies.xml`);
  });

  it('exits 1 naming the problem when the catalog cannot be read', async () => {
    await writeFile(path.join(cwd, 'empty.csv'), '');
    const [missing, empty] = await Promise.all([cli('convert', 'nope.csv', '--brand', 'BKMN'), cli('convert', 'empty.csv', '--brand', 'BKMN')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot open nope.csv: it does not exist');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('empty.csv is empty');
  });

  it('exits 2 with the usage for an unknown flag or a bad brand code', async () => {
    const [flag, brand] = await Promise.all([cli('convert', 'catalog.csv', '--brand', 'BKMN', '--fast'), cli('convert', 'catalog.csv', '--brand', 'AB12')]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("Unknown option '--fast'");
    expect(flag.stderr).toContain('Usage: partsmith convert');
    expect(brand.code).toBe(2);
    expect(brand.stderr).toContain('The brand code is not valid');
  });
});

describe('partsmith verify', () => {
  it('exits 0 for the fresh bundle, signed by this installation, and 1 once a byte is flipped', async () => {
    const bundle = path.join(cwd, 'out', 'evidence.zip');
    const good = await cli('verify', 'out/evidence.zip');
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(/ok\s+aces\.xml/);
    expect(good.stdout).toMatch(/signature\s+valid, signer key SHA256:\S+, trusted \(this installation's key\)/);

    const bytes = await readFile(bundle);
    // The first entry is aces.xml: flip a byte inside its data, past the 30-byte local header and name.
    const at = 30 + bytes.readUInt16LE(26) + bytes.readUInt16LE(28) + 20;
    bytes[at] = bytes[at]! ^ 0xff;
    await writeFile(path.join(cwd, 'tampered.zip'), bytes);
    const bad = await cli('verify', 'tampered.zip');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('tampered.zip is NOT verified');
    expect(bad.stderr).toContain('aces.xml');
  });
});

describe('partsmith --help and --version', () => {
  it('prints the commands and the package version (the version from the real binary)', async () => {
    const [help, version] = await Promise.all([cli('--help'), bin('--version')]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/convert\s+convert a catalog/);
    expect(help.stdout).toMatch(/verify\s+check an evidence bundle/);
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(version.stdout.trim()).toBe(pkg.version);
  });
});

describe('partsmith convert on a catalog whose mapping misses a needed field', () => {
  it('stops before converting, says what is missing, and writes the proposed mapping to correct', async () => {
    await writeFile(path.join(cwd, 'no-part-type.csv'), 'Item,Make,Model,Year,Zzq\nA-1,Ford,Focus,2015,X\nA-2,Ford,Focus,2016,Y\nA-3,Ford,Focus,2016,Z\n');
    const run = await cli('convert', 'no-part-type.csv', '--brand', 'BKMN', '--out', 'stopped');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/MAPPING_INCOMPLETE|no column is mapped to Part type/);
    expect(run.stderr).toMatch(/run again with --mapping .*mapping\.proposed\.json/);
    const proposed = JSON.parse(await readFile(path.join(cwd, 'stopped', 'mapping.proposed.json'), 'utf8'));
    expect(proposed.columns.map((c: { field: string | null }) => c.field)).toEqual(['partNumber', 'make', 'model', 'year', null]);
  });
});

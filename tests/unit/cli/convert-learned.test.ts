/**
 * `partsmith convert --learned terms.csv`, as a user runs it, in a scratch folder with its own data
 * dir: through the CLI's `main` in this process, and the input-error exit code once from the real
 * binary (a child process costs seconds).
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemoReference, nameKey } from '@/lib/catalog/reference';
import { ROOT, runCli, runCliInProcess, type CliRun, cliOptions, type CliRunOptions } from './cli-runner';

const CATALOG = path.join(ROOT, 'tests', 'fixtures', 'convert', 'outcomes.csv');

let cwd: string;
const options = (): CliRunOptions => cliOptions(cwd);
const cli = (...args: string[]): Promise<CliRun> => runCliInProcess(options(), ...args);
/** The real binary, for its exit code. */
const bin = (...args: string[]): Promise<CliRun> => runCli(options(), ...args);

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-cli-learned-'));
  await copyFile(CATALOG, path.join(cwd, 'catalog.csv'));
  const { reference } = await loadDemoReference();
  const toyota = reference.makesByKey(nameKey('Toyota'))[0]!;
  // outcomes.csv row 5 spells the make "Toyta": flagged without the term.
  await writeFile(path.join(cwd, 'terms.csv'), `field,term,reference_id,language,note\r\nmake,Toyta,${toyota},en,decided in review\r\nmake,Zorgmobile,987654321,,\r\n`);
  // No quantity column: the rotors are held (QTY_NOT_STATED) unless a learned quantity answers.
  await writeFile(path.join(cwd, 'rotors.csv'), 'Part Number,Part Type,Position,Make,Model,Year\r\nR-1,Disc Brake Rotor,Front,Honda,Civic,2012\r\nR-1,Disc Brake Rotor,Front,Honda,Civic,2013\r\n');
  await writeFile(path.join(cwd, 'qty.csv'), 'field,term,reference_id\r\nqty,Disc Brake Rotor · Front,2\r\n');
  await writeFile(path.join(cwd, 'bad.csv'), 'field,term,reference_id,colour\r\nmake,Toyta,12,red\r\n');
  await writeFile(path.join(cwd, 'bad-cells.csv'), 'field,term,reference_id\r\nmaker,Toyta,12\r\nmake,Toyta,x\r\n');
}, 60_000);

describe('partsmith convert --learned', () => {
  it('applies the terms, says how many it used and ignored, and lists them in report.json', async () => {
    const plain = await cli('convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'plain');
    const run = await cli('convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'learned', '--learned', 'terms.csv');
    expect(run.code).toBe(0);
    const flagged = (out: string) => Number(/flagged\s+(\d+)/.exec(out)![1]);
    expect(flagged(run.stdout)).toBe(flagged(plain.stdout) - 1);
    expect(run.stdout).toMatch(/learned terms\s+1\s+used on 1 rows, 1 ignored/);
    const report = JSON.parse(await readFile(path.join(cwd, 'learned', 'report.json'), 'utf8')) as { learnedTerms: { used: { id: string; rows: number }[]; ignored: { id: string }[] } };
    expect(report.learnedTerms.used).toEqual([expect.objectContaining({ id: 'csv:2', rows: 1 })]);
    expect(report.learnedTerms.ignored).toEqual([expect.objectContaining({ id: 'csv:3' })]);
  });

  it('applies a learned quantity to rows that state none', async () => {
    const plain = await cli('convert', 'rotors.csv', '--brand', 'BKMN', '--out', 'rotors-plain');
    expect(plain.stdout).toMatch(/flagged\s+2/);
    const run = await cli('convert', 'rotors.csv', '--brand', 'BKMN', '--out', 'rotors-learned', '--learned', 'qty.csv');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/flagged\s+0/);
    expect(run.stdout).toMatch(/learned terms\s+1\s+used on 2 rows/);
    const aces = await readFile(path.join(cwd, 'rotors-learned', 'aces.xml'), 'utf8');
    expect(aces.match(/<Qty>2<\/Qty>/g)).toHaveLength(2);
  });

  it('stops before converting on a bad file, naming file, line and column, with the input-error exit code', async () => {
    const header = await cli('convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'bad', '--learned', 'bad.csv');
    expect(header.code).toBe(1);
    expect(header.stderr).toContain('bad.csv:1 (colour)');
    expect(header.stderr).toContain('HEADER_COLUMN_UNKNOWN');
    const cells = await cli('convert', 'catalog.csv', '--brand', 'BKMN', '--out', 'bad', '--learned', 'bad-cells.csv');
    expect(cells.code).toBe(1);
    expect(cells.stderr).toMatch(/bad-cells\.csv:2 \(field\): "maker" is not a field that can be learned/);
    expect(cells.stderr).toMatch(/bad-cells\.csv:3 \(reference_id\)/);
    expect(cells.stdout).not.toContain('Converted');
    const missing = await bin('convert', 'catalog.csv', '--brand', 'BKMN', '--learned', 'nope.csv');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read the learned-terms file nope.csv (ENOENT)');
  });
});

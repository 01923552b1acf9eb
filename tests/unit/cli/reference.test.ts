/**
 * `partsmith reference` as an operator runs it, with its own embedded database in a scratch data dir
 * (the CLI opens PGlite itself: no app is running): each command through the CLI's `main` in this
 * process, as a child would run it, and the password piped to `users create` through the real binary
 * (a child process: stdin, and a process opening and closing the same database).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, runCli, runCliInProcess, settleInProcessRuns, type CliRun, type CliRunOptions } from './cli-runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = ROOT;

let scratch: string;

const options = (input: string | null = null): CliRunOptions => ({
  cwd: root,
  dataDir: path.join(scratch, '.data'),
  unset: ['DATABASE_URL', 'PARTSMITH_DB'],
  input,
  timeoutMs: 120_000,
});

const cli = (...args: string[]): Promise<CliRun> => runCliInProcess(options(), ...args);

/** The real binary with `input` piped to its stdin. */
const binWithInput = (input: string, ...args: string[]): Promise<CliRun> => runCli(options(input), ...args);

/** A copy of the demo delivery with another version date: another release, as far as an import can tell. */
async function laterDelivery(name: string, date: string): Promise<string> {
  const dir = path.join(scratch, name);
  await cp(path.join(root, 'reference', 'demo'), dir, { recursive: true });
  await writeFile(path.join(dir, '20260101_Version.txt'), `VersionDate|Demo|Note\n${date}|Y|test delivery\n`);
  return dir;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'partsmith-ref-cli-'));
});
afterAll(async () => {
  await settleInProcessRuns();
  await rm(scratch, { recursive: true, force: true });
});

describe('partsmith reference', () => {
  it('publishes the demo delivery as a shared release once, refuses a broken one, and lists both attempts', async () => {
    const first = await cli('reference', 'import', 'reference/demo', '--shared', '--source', 'Demo set 2026-01');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Imported reference release (\d+)$/m);
    expect(first.stdout).toContain('version date  2026-01-01 (demo data');
    expect(first.stdout).toMatch(/^\s+BaseVehicle\s+2,768$/m);
    expect(first.stdout).toMatch(/^\s+Vehicle\s+9,735$/m);
    expect(first.stdout).toMatch(/^34,706 rows in \d+\.\d s/m);
    expect(first.stdout).toContain('Not stored (the engine does not use them): VehicleType, Year');
    expect(first.stdout).toContain('Shared with every workspace');

    const again = await cli('reference', 'import', 'reference/demo', '--shared');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Already imported as release \d+ \(Demo set 2026-01, version 2026-01-01/);

    const broken = path.join(scratch, 'broken');
    await cp(path.join(root, 'reference', 'demo'), broken, { recursive: true });
    const models = path.join(broken, '20260101_Model.txt');
    await writeFile(models, (await readFile(models, 'utf8')).replace('ModelID|ModelName|VehicleTypeID', 'ModelID|Name|VehicleTypeID'));
    const refused = await cli('reference', 'import', broken, '--shared');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`cannot import ${broken}: Table Model (20260101_Model.txt) lacks column(s) modelname`);
    expect(refused.stderr).toContain('Nothing was imported; every conversion keeps the release it is pinned to.');

    const list = await cli('reference', 'list', '--shared');
    expect(list.code).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\s+id\s+status\s+version\s+demo\s+owner\s+rows\s+imported \(UTC\)\s+source$/);
    expect(lines[1]).toMatch(/^\s+\d+\s+failed\s+-\s+shared\s+0\s+.*broken — Table Model/);
    expect(lines[2]).toMatch(/^\s+\d+\s+ready\s+2026-01-01\s+demo\s+shared\s+34,706\s+.*Demo set 2026-01$/);
    expect(lines).toHaveLength(3);
  }, 240_000);

  it("imports into a workspace: the first import becomes its current release, a later one waits until it is chosen", async () => {
    const made = await binWithInput('a long passphrase for the test\n', 'users', 'create', 'ref-owner@example.test', '--password-stdin', '--status', 'active');
    expect(made.code).toBe(0);
    const workspace = await cli('workspaces', 'create', 'acme', '--name', 'Acme', '--owner', 'ref-owner@example.test');
    expect(workspace.code).toBe(0);

    const firstImport = await cli('reference', 'import', await laterDelivery('feb', '2026-02-01'), '--workspace', 'acme', '--source', 'Acme VCdb 2026-02');
    expect(firstImport.code).toBe(0);
    const releaseId = /^Imported reference release (\d+)$/m.exec(firstImport.stdout)?.[1];
    expect(releaseId).toBeDefined();
    expect(firstImport.stdout).toContain(`New conversions in workspace acme now use release ${releaseId}`);

    const secondImport = await cli('reference', 'import', await laterDelivery('mar', '2026-03-01'), '--workspace', 'acme', '--source', 'Acme VCdb 2026-03');
    expect(secondImport.code).toBe(0);
    const laterId = /^Imported reference release (\d+)$/m.exec(secondImport.stdout)?.[1];
    expect(secondImport.stdout).toContain(`Workspace acme still converts against release ${releaseId} (Acme VCdb 2026-02). To switch: partsmith reference use ${laterId} --workspace acme`);

    const listed = await cli('reference', 'list', '--workspace', 'acme');
    expect(listed.stdout).toMatch(new RegExp(`^\\*\\s+${releaseId}\\s+ready\\s+2026-02-01\\s+demo\\s+acme\\s`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^\\s+${laterId}\\s+ready\\s+2026-03-01\\s+demo\\s+acme\\s`, 'm'));

    const used = await cli('reference', 'use', laterId!, '--workspace', 'acme');
    expect(used.stdout).toContain(`New conversions in workspace acme use release ${laterId} (Acme VCdb 2026-03); existing conversions keep theirs.`);
    const demo = await cli('reference', 'use', 'demo', '--workspace', 'acme');
    expect(demo.stdout).toContain('use the bundled demo set');

    const nowhere = await cli('reference', 'import', 'reference/demo', '--workspace', 'nosuch');
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('There is no workspace "nosuch"');
  }, 300_000);

  it('exits 2 when an import does not say whose release it is', async () => {
    const run = await cli('reference', 'import', 'reference/demo');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Say whose release it is: --workspace <slug>');
  });

  it('exits 2 with the usage when the action or the delivery is missing', async () => {
    const run = await cli('reference', 'import');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Name the delivery');
    expect(run.stderr).toContain('Usage:\n  partsmith reference import <folder|zip>');
  });
});

describe('partsmith reference import in the command line’s language', () => {
  it('says the import, its counts and a refusal in German; use, list and a refusal of the command line in Italian, French, Spanish', async () => {
    const imported = await cli('reference', 'import', await laterDelivery('apr', '2026-04-01'), '--shared', '--source', 'Demo 2026-04', '--lang', 'de');
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^Referenzversion \d+ importiert$/m);
    expect(imported.stdout).toContain('  Versionsdatum  2026-04-01 (Demodaten: erfundene IDs, keine Auto-Care-Daten)');
    expect(imported.stdout).toContain('Zeilen je Tabelle:');
    expect(imported.stdout).toMatch(/^34\.706 Zeilen in \d+,\d s \([\d.]+ Zeilen\/s\)$/m);
    expect(imported.stdout).toContain('Nicht gespeichert (die Engine verwendet sie nicht): VehicleType, Year');
    expect(imported.stdout).toContain('Für alle Arbeitsbereiche freigegeben');

    const again = await runCliInProcess({ ...options(), env: { LANG: 'de_DE.UTF-8' } }, 'reference', 'import', path.join(scratch, 'apr'), '--shared');
    expect(again.stdout).toMatch(/^Bereits als Version \d+ importiert \(Demo 2026-04, Stand 2026-04-01 \(Demodaten/);

    const used = await cli('reference', 'use', 'demo', '--workspace', 'acme', '--lang', 'it');
    expect(used.stdout.trim()).toBe('Le nuove conversioni dell’area di lavoro acme usano il set dimostrativo incluso; le conversioni esistenti mantengono la loro.');
    const listed = await cli('reference', 'list', '--workspace', 'acme', '--lang', 'fr');
    expect(listed.stdout).toContain('L’espace de travail acme convertit avec le jeu de démo fourni.');
    const unknown = await cli('reference', 'frobnicate', '--lang', 'es');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Acción de reference desconocida: «frobnicate».');

    const nowhere = await cli('reference', 'import', 'reference/demo', '--workspace', 'nosuch', '--lang', 'de');
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('Es gibt keinen Arbeitsbereich „nosuch“');
  }, 240_000);
});

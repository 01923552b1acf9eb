/**
 * `partsmith reference` as an operator runs it: a child process per command, with its own embedded
 * database in a scratch data dir (the CLI opens PGlite itself: no app is running).
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = path.join(root, 'bin', 'partsmith.mjs');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let scratch: string;

function cli(...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, PARTSMITH_DATA_DIR: path.join(scratch, '.data') };
  delete env.DATABASE_URL;
  delete env.PARTSMITH_DB;
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: root, env, timeout: 120_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'partsmith-ref-cli-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('partsmith reference', () => {
  it('imports the demo delivery once, refuses a broken one, and lists both attempts', async () => {
    const first = await cli('reference', 'import', 'reference/demo', '--source', 'Demo set 2026-01');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Imported reference release (\d+)$/m);
    expect(first.stdout).toContain('version date  2026-01-01 (demo data');
    expect(first.stdout).toMatch(/^\s+BaseVehicle\s+2,768$/m);
    expect(first.stdout).toMatch(/^\s+Vehicle\s+9,735$/m);
    expect(first.stdout).toMatch(/^34,706 rows in \d+\.\d s/m);
    expect(first.stdout).toContain('Not stored (the engine does not use them): VehicleType, Year');

    const again = await cli('reference', 'import', 'reference/demo');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Already imported as release \d+ \(Demo set 2026-01, version 2026-01-01/);

    const broken = path.join(scratch, 'broken');
    await cp(path.join(root, 'reference', 'demo'), broken, { recursive: true });
    const models = path.join(broken, '20260101_Model.txt');
    await writeFile(models, (await readFile(models, 'utf8')).replace('ModelID|ModelName|VehicleTypeID', 'ModelID|Name|VehicleTypeID'));
    const refused = await cli('reference', 'import', broken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`cannot import ${broken}: Table Model (20260101_Model.txt) lacks column(s) modelname`);
    expect(refused.stderr).toMatch(/Nothing was changed: release \d+ \(Demo set 2026-01\) stays in use\./);

    const list = await cli('reference', 'list');
    expect(list.code).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\s+id\s+status\s+version\s+demo\s+rows\s+imported \(UTC\)\s+source$/);
    expect(lines[1]).toMatch(/^\s+\d+\s+failed\s+-\s+0\s+.*broken — Table Model/);
    expect(lines[2]).toMatch(/^\*\s+\d+\s+ready\s+2026-01-01\s+demo\s+34,706\s+.*Demo set 2026-01$/);
    expect(lines).toHaveLength(3);
  }, 240_000);

  it('exits 2 with the usage when the action or the delivery is missing', async () => {
    const run = await cli('reference', 'import');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Name the delivery');
    expect(run.stderr).toContain('Usage:\n  partsmith reference import <folder|zip>');
  });
});

/**
 * `partsmith verify --lang`: the verdict and each problem in the language asked for (else the
 * environment's); codes and file states as they are.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliInProcess, settleInProcessRuns, type CliRunOptions } from './cli-runner';

const EVIDENCE = (name: string) => path.join(ROOT, 'tests', 'fixtures', 'evidence', name);
const TRUST = ['--trust', EVIDENCE('test-only-trusted-key.pub.pem')];

let cwd: string;
const options = (env?: Record<string, string>): CliRunOptions => ({ cwd, dataDir: path.join(cwd, '.data'), ...(env ? { env } : {}) });

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'partsmith-verify-lang-'));
});
afterAll(settleInProcessRuns);

describe('partsmith verify --lang', () => {
  it('names a changed file in German, with its code', async () => {
    const run = await runCliInProcess(options(), 'verify', EVIDENCE('tampered-flipped-aces-xml.zip'), ...TRUST, '--lang', 'de');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tampered-flipped-aces-xml.zip ist NICHT verifiziert:');
    expect(run.stderr).toMatch(/^ {2}FILE_HASH_MISMATCH: aces\.xml hat SHA-256 \w+, die signierte Erklärung nennt aber \w+: Die Datei wurde nach dem Signieren geändert\.$/m);
    expect(run.stdout).toMatch(/CHANGED\s+aces\.xml/);
  });

  it('says an intact bundle is verified in the environment’s language, and in English without one', async () => {
    const italian = await runCliInProcess(options({ LANG: 'it_IT.UTF-8' }), 'verify', EVIDENCE('good.zip'), ...TRUST);
    expect(italian.code).toBe(0);
    expect(italian.stdout).toContain('Verificato: ogni file è intatto e il pacchetto è firmato con una chiave attendibile.');
    const english = await runCliInProcess(options(), 'verify', EVIDENCE('good.zip'), ...TRUST);
    expect(english.stdout).toContain('Verified: every file is intact and the bundle is signed by a trusted key.');
  });
});

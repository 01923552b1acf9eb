import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertCatalog, loadOrCreateSigningKey, type SigningKey } from '@/lib/catalog';
import { convertInThread } from '../../../bin/commands/convert-thread';
import { render } from '../../../bin/texts';
import { ROOT } from './cli-runner';

const CATALOG = path.join(ROOT, 'tests', 'fixtures', 'convert', 'outcomes.csv');
const DEMO = path.join(ROOT, 'reference', 'demo');
let dir: string;
let signer: SigningKey;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'convert-thread-'));
  const key = await loadOrCreateSigningKey(path.join(dir, 'keys'));
  if (!key.ok) throw new Error(key.message);
  signer = key.value;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const options = (out: string) => ({ input: { path: CATALOG }, outDir: path.join(dir, out), brand: 'BKMN', signer, toolVersion: 'test', standardsDir: null });

describe('convert in a heap-capped thread', () => {
  it('converts as the engine does in-process, with progress and the reference findings said back', async () => {
    const stages: string[] = [];
    let referenceSaid = false;
    const outcome = await convertInThread(
      { options: options('thread'), reference: DEMO, env: {} },
      { onProgress: (p) => stages.push(p.stage), onReference: () => (referenceSaid = true) },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || 'error' in outcome.result) throw new Error('no result');
    const inProcess = await convertCatalog(options('in-process'));
    if ('error' in inProcess) throw new Error(inProcess.error.message);
    expect(outcome.result.counts).toEqual(inProcess.counts);
    expect(referenceSaid).toBe(true);
    expect(stages).toContain('convert');
  }, 120_000);

  it('says a reference it cannot load as a value', async () => {
    const outcome = await convertInThread({ options: options('no-reference'), reference: path.join(dir, 'nowhere'), env: {} });
    expect(outcome).toMatchObject({ ok: false, kind: 'reference' });
    expect(outcome.ok ? '' : render(outcome.said)).toContain('does not exist');
  }, 120_000);

  it('reads a db reference in the ES-module thread (the database code), saying an empty database as a value', async () => {
    // The other cases run in the CommonJS thread (worker.cjs); `db` takes worker.mjs, which can load lib/db.
    const env = { ...process.env, PARTSMITH_DATA_DIR: path.join(dir, 'empty-data') } as Record<string, string>;
    const outcome = await convertInThread({ options: options('db-reference'), reference: 'db', env });
    expect(outcome).toMatchObject({ ok: false, kind: 'reference' });
    expect(outcome.ok ? '' : render(outcome.said)).toContain('No reference release has been imported yet');
  }, 120_000);

  it('stops a run that outgrows its heap with a memory outcome, not a crash', async () => {
    const outcome = await convertInThread({ options: options('tiny'), reference: DEMO, env: {} }, { limits: { oldMb: 8, youngMb: 2 } });
    expect(outcome).toMatchObject({ ok: false, kind: 'memory' });
  }, 120_000);
});

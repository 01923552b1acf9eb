import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffAces, writeDelta, type DeltaResult } from '@/lib/catalog/diff';
import { readChangeCounts } from '@/lib/data/exports';
import { fixture } from '../catalog/assess/standards';

let dir = '';
let delta: DeltaResult;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-change-counts-'));
  const diff = await diffAces({ path: fixture('aces', 'diff', 'old.xml') }, { path: fixture('aces', 'diff', 'new.xml') });
  delta = await writeDelta(diff, path.join(dir, 'changes'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the change summary counts an export page shows', () => {
  it('are read from the changes.json the diff writes', async () => {
    expect(await readChangeCounts(createReadStream(delta.changesJson))).toEqual({
      added: 2,
      deleted: 2,
      changed: 2,
      unchanged: 3,
      partsAdded: 2,
      partsDropped: 2,
      vehiclesNew: 1,
      vehiclesDropped: 2,
    });
  });

  it('stop reading at the counts, however long the list of changes behind them', async () => {
    const text = await readFile(delta.changesJson, 'utf8');
    // The counts object closes before the lists (partsAdded: [...]) that can grow long.
    const head = text.slice(0, text.indexOf('"partsAdded": ['));
    expect(head).toContain('"vehiclesDropped": 2');
    let readPastHead = false;
    async function* source() {
      for (const piece of head.match(/[\s\S]{1,16}/g)!) yield new TextEncoder().encode(piece);
      readPastHead = true;
      yield new TextEncoder().encode('x'.repeat(10_000_000));
    }
    expect(await readChangeCounts(source())).toMatchObject({ added: 2, deleted: 2, changed: 2 });
    expect(readPastHead).toBe(false);
  });

  it('are null for a file that is not a change summary', async () => {
    async function* of(...pieces: string[]) {
      yield* pieces;
    }
    expect(await readChangeCounts(of('{"report": true}'))).toBeNull();
    expect(await readChangeCounts(of('{"counts": {"added": "many"}}'))).toBeNull();
    expect(await readChangeCounts(of(' '.repeat(70_000), '"counts": {}'))).toBeNull();
  });
});

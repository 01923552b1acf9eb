import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import { FIXTURES, drain, open } from './open-helpers';

describe('input fingerprint', () => {
  it('records the SHA-256 and byte size of the input', async () => {
    const bytes = await readFile(join(FIXTURES, 'en-brakes-clean.csv'));
    const reader = await open(new Uint8Array(bytes), 'en-brakes-clean.csv');
    expect(reader.info.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(reader.info.bytes).toBe(bytes.byteLength);
    expect(reader.info.file).toBe('en-brakes-clean.csv');
  });

  it('gives the same fingerprint and rows for a path and for the same bytes in memory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'partsmith-ingest-'));
    try {
      const text = 'Part Number,Notes\n' + Array.from({ length: 40_000 }, (_, i) => `BKM-${i},"Größe ${i}, vorne"`).join('\n');
      const path = join(dir, 'big.csv');
      await writeFile(path, text);
      const fromPath = await openCatalog({ path });
      if ('error' in fromPath) throw new Error(fromPath.error.message);
      const fromBytes = await open(new TextEncoder().encode(text), 'big.csv');
      const [a, b] = [await drain(fromPath), await drain(fromBytes)];
      expect(fromPath.info.sha256).toBe(fromBytes.info.sha256);
      expect(fromPath.info.file).toBe('big.csv');
      expect(a).toHaveLength(40_000);
      expect(a).toEqual(b);
      expect(fromPath.info.rows).toBe(40_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('can be closed before its rows are read', async () => {
    const reader = await open('Part Number,Make\nBKM-1,Ford\nBKM-2,Honda\n');
    await reader.close();
    expect(await drain(reader)).toEqual([]);
  });
});

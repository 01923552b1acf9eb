import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import type { Db } from '@/lib/db/types';

/**
 * JSON passed as text with a ::jsonb cast must be stored as the object, through both drivers — a
 * postgres.js default would store it as a JSON string ("{\"a\":1}"), which every ->> then misses.
 */
describe('JSON parameters', () => {
  const opened: Db[] = [];
  let dataDir = '';

  afterAll(async () => {
    for (const db of opened.reverse()) await db.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('store an object, not a string, in PGlite and through the socket', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'partsmith-json-'));
    const owner = await openDatabase({ kind: 'embedded', dataDir });
    opened.push(owner);
    const client = await openDatabase({ kind: 'embedded', dataDir });
    opened.push(client);
    expect(client.backend).toBe('pglite-socket');

    for (const db of [owner, client]) {
      const [row] = await db.query<{ kind: string; username: string | null }>(
        `select jsonb_typeof($1::jsonb) as kind, ($1::jsonb)->>'username' as username`,
        [JSON.stringify({ username: 'ada' })],
      );
      expect(row).toEqual({ kind: 'object', username: 'ada' });
    }
  });
});

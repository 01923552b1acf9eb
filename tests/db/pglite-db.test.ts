import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTemplate, emptyDb, type TestDb } from './harness';

let db: TestDb;

beforeAll(async () => {
  db = await emptyDb();
});
afterAll(async () => {
  await db.close();
  await closeTemplate();
});

describe('PGlite as a Db (lib/db/pglite-db.ts)', () => {
  it("answers calendar dates as 'YYYY-MM-DD' strings, in a transaction and outside, and timestamps as Dates", async () => {
    const sql = `select '2026-11-28'::date as day, array['2026-11-28', '2026-12-01']::date[] as days, '2026-11-28T23:30:00Z'::timestamptz as at`;
    const expected = { day: '2026-11-28', days: ['2026-11-28', '2026-12-01'], at: new Date('2026-11-28T23:30:00Z') };
    expect(await db.query(sql)).toEqual([expected]);
    expect(await db.transaction((tx) => tx.query(sql))).toEqual([expected]);
  });
});

import { protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTemplate, emptyDb, sqlstateOf, type TestDb } from './harness';

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

  it('answers each of a transaction’s concurrent statements with its own rows', async () => {
    // Callers run statements side by side in one transaction (Promise.all, as the export list does):
    // each must get its own answer, new texts (prepared on the way) and known ones alike.
    const texts = Array.from({ length: 6 }, (_, i) => `select ${i}::int + $1::int as n, repeat('x', $1::int) as pad`);
    for (let round = 0; round < 2; round++) {
      const answers = await db.transaction((tx) => Promise.all(texts.map((text, i) => tx.query<{ n: number; pad: string }>(text, [i * 10]))));
      expect(answers.map((rows) => rows[0])).toEqual(texts.map((_, i) => ({ n: i + i * 10, pad: 'x'.repeat(i * 10) })));
    }
  });

  describe('statements prepared once per SQL text (pglite-statements.ts)', () => {
    beforeAll(async () => {
      await db.exec(`
        create table prep_notes (id int primary key, owner text not null, body jsonb);
        insert into prep_notes values (1, 'ann', '{"n": 1}'), (2, 'bob', '{"n": 2}');
        do $$ begin create role prep_reader; exception when duplicate_object then null; end $$;
        grant select on prep_notes to prep_reader;
        alter table prep_notes enable row level security;
        create policy prep_own on prep_notes for select to prep_reader using (owner = current_setting('prep.who', true));
      `);
    });

    const mine = `select id, body from prep_notes order by id`;
    const asWho = (who: string) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'prep_reader', true), set_config('prep.who', $1, true)`, [who]);
        return tx.query(mine);
      });

    it("answers the same text under each caller's row policies, run after run", async () => {
      for (let i = 0; i < 3; i++) {
        expect(await asWho('ann')).toEqual([{ id: 1, body: { n: 1 } }]);
        expect(await asWho('bob')).toEqual([{ id: 2, body: { n: 2 } }]);
        expect(await asWho('eve')).toEqual([]);
      }
      // Outside any transaction the session's own role (the owner) sees every row.
      expect((await db.query(mine)).map((r) => r.id)).toEqual([1, 2]);
    });

    it('serializes parameters by their inferred types (json, arrays, null) and returns the error code of a failure', async () => {
      const echo = `select $1::jsonb as j, $2::int[] as ids, $3::text as nothing, $4::numeric as n`;
      const params = [{ a: [1, 'x'] }, [3, 4], null, 0.25];
      // As PGlite's own query() answers (numeric stays a string there too).
      expect(await db.query(echo, params)).toEqual([{ j: { a: [1, 'x'] }, ids: [3, 4], nothing: null, n: '0.25' }]);
      expect(await db.query(echo, params)).toEqual((await db.pglite.query(echo, params)).rows);
      expect(await sqlstateOf(db.query(`insert into prep_notes values ($1, $2, null)`, [1, 'dup']))).toBe('23505');
      // The failed statement left the session usable, in and out of transactions.
      expect(await db.query(`select count(*)::int as n from prep_notes`)).toEqual([{ n: 2 }]);
      expect(await sqlstateOf(db.transaction((tx) => tx.query(`insert into prep_notes values ($1, $2, null)`, [2, 'dup'])))).toBe('23505');
      expect(await db.transaction((tx) => tx.query(`select count(*)::int as n from prep_notes`))).toEqual([{ n: 2 }]);
    });

    it("never answers into the receiver a socket client's raw exchange left behind", async () => {
      // The socket server runs a client's messages with execProtocolRawStream, which leaves its
      // receiver (that client's socket) set on the instance after the call.
      const sent: Uint8Array[] = [];
      const { serialize } = protocol;
      const exchange = new Uint8Array([...serialize.query(`select 'the client''s own' as said`)]);
      await db.pglite.execProtocolRawStream(exchange, { onRawData: (bytes) => sent.push(bytes) });
      const own = sent.length;
      expect(own).toBeGreaterThan(0);
      expect(await db.query(`select owner from prep_notes where id = $1`, [1])).toEqual([{ owner: 'ann' }]);
      expect(await db.transaction((tx) => tx.query(`select owner from prep_notes where id = $1`, [2]))).toEqual([{ owner: 'bob' }]);
      expect(sent).toHaveLength(own);
    });

    it('prepares a statement again when the session dropped it or the table changed shape', async () => {
      const all = `select * from prep_notes where id = $1`;
      expect(await db.query(all, [1])).toEqual([{ id: 1, owner: 'ann', body: { n: 1 } }]);
      // Another client of the session (the socket server's) may deallocate every prepared statement.
      await db.pglite.exec('deallocate all');
      expect(await db.query(all, [2])).toEqual([{ id: 2, owner: 'bob', body: { n: 2 } }]);
      // A migration adds a column: the prepared `select *` may not change its result type, so it is made anew.
      await db.exec(`alter table prep_notes add column tag text default 't'`);
      expect(await db.query(all, [1])).toEqual([{ id: 1, owner: 'ann', body: { n: 1 }, tag: 't' }]);
      // Inside a transaction the first failure fails it (as any error would); the next run prepares it again.
      await db.pglite.exec('deallocate all');
      expect(await sqlstateOf(db.transaction((tx) => tx.query(all, [1])))).toBe('26000');
      expect(await db.transaction((tx) => tx.query(all, [1]))).toEqual([{ id: 1, owner: 'ann', body: { n: 1 }, tag: 't' }]);
    });
  });
});


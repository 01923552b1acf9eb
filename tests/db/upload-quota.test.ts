import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asService, withUser } from '@/lib/db/scopes';
import { runRetention, submitUpload } from '@/lib/jobs';
import { claimReservedBlob, releaseReservationOfUnusedBlob, reserveUploadQuota, workspaceQuotaUsage } from '@/lib/data/catalogs';
import { updateWorkspaceSettings } from '@/lib/data/workspaces';
import { closeTemplate, sqlstateOf } from './harness';
import { buildJobWorld, type JobWorld } from './jobs-world';

/**
 * The workspace quota holds under uploads sent at once (issue 11, point 4): room is reserved in the
 * database before a byte is stored, a body is cut off past what it reserved, and a reservation
 * becomes usage when the upload is recorded or goes away when it is refused or fails.
 */
const MB = 1024 * 1024;
const QUOTA = 4 * MB;

let world: JobWorld;
let tag = 0;

/** A valid catalog of exactly `bytes` bytes, different from every other one made here. */
function catalogOf(bytes: number): Buffer {
  tag++;
  const header = 'Part Number,Make,Model,Year,Part Type\n';
  const row = (i: number) => `BK-${tag}-${i},Ford,F-150,2015,Brake Pad\n`;
  let text = header;
  for (let i = 0; text.length + row(i).length <= bytes; i++) text += row(i);
  return Buffer.from(text.padEnd(bytes, ' '));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const reservations = async () => (await world.db.query<{ n: number }>(`select count(*)::int as n from public.upload_reservations`))[0]!.n;
const usage = () => asService((tx) => workspaceQuotaUsage(tx, world.workspace), world.db);
const tempFiles = () => readdir(path.join(world.store.root, 'tmp')).catch(() => []);

/** A body that counts what was read from it and could go on for ever. */
function countingBody(chunk: Buffer, chunks = Number.POSITIVE_INFINITY) {
  const read = { chunks: 0 };
  async function* body() {
    for (let i = 0; i < chunks; i++) {
      read.chunks++;
      yield chunk;
    }
  }
  return { read, body: body() };
}

const upload = (fileName: string, body: Buffer | AsyncIterable<Uint8Array>, declaredBytes?: number) =>
  submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName, body, ...(declaredBytes !== undefined ? { declaredBytes } : {}) }, world.runtime);

beforeAll(async () => {
  world = await buildJobWorld();
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

beforeEach(async () => {
  // Each test starts with an empty workspace under a 4 MB quota.
  await world.db.query(`delete from public.uploads where workspace_id = $1`, [world.workspace]);
  await world.db.query(`delete from public.upload_reservations`);
  const set = await withUser(world.owner.claims, (tx) => updateWorkspaceSettings(tx, world.workspace, { workspaceQuotaBytes: QUOTA }), world.db);
  expect(set.ok).toBe(true);
});

describe('uploads sent at once', () => {
  it('store only what fits: six 1 MB files against a 4 MB quota, four kept and two refused with nothing stored', async () => {
    const files = Array.from({ length: 6 }, () => catalogOf(1_000_000));
    const answers = await Promise.all(files.map((bytes, i) => upload(`part-${i}.csv`, bytes, bytes.length)));

    const kept = answers.filter((a) => a.ok);
    const refused = answers.filter((a) => !a.ok);
    expect(kept).toHaveLength(4);
    expect(refused.map((r) => (r.ok ? null : r.finding?.code))).toEqual(['UPLOAD_QUOTA_EXCEEDED', 'UPLOAD_QUOTA_EXCEEDED']);
    expect(await usage()).toBe(4_000_000);
    for (const [i, bytes] of files.entries()) expect(await world.store.has(sha256(bytes)), `file ${i}`).toBe(answers[i]!.ok);
    expect(await reservations()).toBe(0);
  });

  it('reserve atomically: of six reservations at once, only the four that fit are granted', async () => {
    const granted = await Promise.all(
      Array.from({ length: 6 }, () =>
        asService(
          (tx) => reserveUploadQuota(tx, { workspaceId: world.workspace, declaredBytes: MB, uploadLimitBytes: 200 * MB, reservedBy: world.operator.id }),
          world.db,
        ),
      ),
    );
    expect(granted.filter((g) => g.ok)).toHaveLength(4);
    expect(granted.filter((g) => !g.ok)).toEqual([
      { ok: false, code: 'quota_exceeded', quotaBytes: QUOTA, usedBytes: QUOTA },
      { ok: false, code: 'quota_exceeded', quotaBytes: QUOTA, usedBytes: QUOTA },
    ]);
    expect(await usage()).toBe(QUOTA);
  });
});

describe('a file over the quota', () => {
  it('is refused before a byte of it is read or stored', async () => {
    const { read, body } = countingBody(Buffer.alloc(64 * 1024, 0x41));
    const refused = await upload('too-big.csv', body, 5 * MB);
    expect(refused).toMatchObject({ ok: false, code: 'invalid', finding: { code: 'UPLOAD_QUOTA_EXCEEDED', file: 'too-big.csv' } });
    expect(refused.ok ? '' : refused.message).toMatch(/may keep 4 MB.*Nothing was stored/);
    expect(read.chunks).toBe(0);
    expect(await tempFiles()).toEqual([]);
    expect(await reservations()).toBe(0);
  });

  it('is refused when the workspace is full, even without a declared size', async () => {
    const big = catalogOf(QUOTA);
    expect(await upload('fills-it.csv', big, big.length)).toMatchObject({ ok: true });
    const { read, body } = countingBody(Buffer.from('a,b\n'));
    expect(await upload('one-more.csv', body)).toMatchObject({ ok: false, finding: { code: 'UPLOAD_QUOTA_EXCEEDED' } });
    expect(read.chunks).toBe(0);
  });
});

describe('a body that lies about its size', () => {
  it('is cut off once it passes its declared size, keeping nothing and reading little more', async () => {
    const { read, body } = countingBody(Buffer.alloc(64 * 1024, 0x41));
    const refused = await upload('liar.csv', body, 1000);
    expect(refused).toMatchObject({ ok: false, code: 'invalid', finding: { code: 'UPLOAD_SIZE_MISMATCH', file: 'liar.csv' } });
    expect(read.chunks).toBeLessThanOrEqual(2);
    expect(await tempFiles()).toEqual([]);
    expect(await reservations()).toBe(0);
    expect(await usage()).toBe(0);
  });

  it('without a declared size is cut off at the room the quota has left', async () => {
    const first = catalogOf(3 * MB);
    expect(await upload('three.csv', first, first.length)).toMatchObject({ ok: true });
    const { read, body } = countingBody(Buffer.alloc(64 * 1024, 0x41));
    const refused = await upload('endless.csv', body);
    expect(refused).toMatchObject({ ok: false, finding: { code: 'UPLOAD_QUOTA_EXCEEDED' } });
    // The room is 16 chunks; the stream may have pulled one or two ahead when it stopped.
    expect(read.chunks).toBeLessThanOrEqual(MB / (64 * 1024) + 2);
    expect(await reservations()).toBe(0);
    expect(await usage()).toBe(3 * MB);
  });
});

describe('a reservation', () => {
  it('becomes usage when the upload is recorded, once, however often the same bytes come', async () => {
    const bytes = catalogOf(500_000);
    const [first, second] = await Promise.all([upload('a.csv', bytes, bytes.length), upload('b.csv', bytes, bytes.length)]);
    expect([first.ok && first.created, second.ok && second.created].sort()).toEqual([false, true]);
    expect(await usage()).toBe(500_000);
    expect(await reservations()).toBe(0);
  });

  it('is released when the engine refuses the file, and the blob goes with it', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000, 1)]);
    expect(await upload('logo.csv', png, png.length)).toMatchObject({ ok: false, code: 'invalid' });
    expect(await reservations()).toBe(0);
    expect(await world.store.has(sha256(png))).toBe(false);
  });

  it('is released when the client goes away mid-body, leaving no blob and no temporary file', async () => {
    async function* dropped() {
      yield Buffer.from('Part Number,Make\nBK-1,Ford\n');
      throw new Error('client went away');
    }
    await expect(upload('dropped.csv', dropped(), 10_000)).rejects.toThrow('client went away');
    expect(await reservations()).toBe(0);
    expect(await usage()).toBe(0);
    expect(await tempFiles()).toEqual([]);
  });

  it('stops counting when it expires (its process died), and retention sweeps it with the blob only it named', async () => {
    const orphan = await world.store.put('bytes of an upload whose process died');
    if (!orphan.ok) throw new Error('put failed');
    const reserved = await asService(
      (tx) => reserveUploadQuota(tx, { workspaceId: world.workspace, declaredBytes: QUOTA, uploadLimitBytes: 200 * MB, reservedBy: world.operator.id }),
      world.db,
    );
    if (!reserved.ok) throw new Error('not reserved');
    await asService((tx) => claimReservedBlob(tx, reserved.reservationId, orphan.key), world.db);
    expect(await upload('blocked.csv', Buffer.from('a,b\n1,2\n'), 8)).toMatchObject({ ok: false, finding: { code: 'UPLOAD_QUOTA_EXCEEDED' } });

    await world.db.query(`update public.upload_reservations set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'`);
    expect(await usage()).toBe(0);
    await runRetention(world.ctx);
    expect(await reservations()).toBe(0);
    expect(await world.store.has(orphan.key)).toBe(false);
  });
});

describe('a blob claimed by an upload in flight', () => {
  it('survives another upload’s refusal of the same bytes, and goes with the last one', async () => {
    const put = await world.store.put('the same bytes, sent twice at once');
    if (!put.ok) throw new Error('put failed');
    const reserve = () =>
      asService(
        (tx) => reserveUploadQuota(tx, { workspaceId: world.workspace, declaredBytes: 100, uploadLimitBytes: 200 * MB, reservedBy: world.operator.id }),
        world.db,
      );
    const [a, b] = [await reserve(), await reserve()];
    if (!a.ok || !b.ok) throw new Error('not reserved');
    for (const r of [a, b]) await asService((tx) => claimReservedBlob(tx, r.reservationId, put.key), world.db);

    expect(await asService((tx) => releaseReservationOfUnusedBlob(tx, b.reservationId, put.key), world.db)).toBe(false);
    expect(await asService((tx) => releaseReservationOfUnusedBlob(tx, a.reservationId, put.key), world.db)).toBe(true);
  });
});

describe('reservations are server business', () => {
  it('are closed to users and anonymous visitors alike', async () => {
    const read = (tx: { query: (sql: string) => Promise<unknown> }) => tx.query(`select * from public.upload_reservations`);
    expect(await sqlstateOf(withUser(world.owner.claims, read, world.db))).toBe('42501');
    expect(await sqlstateOf(asAnon(read, world.db))).toBe('42501');
    const forced = await world.db.query<{ enabled: boolean; forced: boolean }>(
      `select relrowsecurity as enabled, relforcerowsecurity as forced from pg_class where oid = 'public.upload_reservations'::regclass`,
    );
    expect(forced).toEqual([{ enabled: true, forced: true }]);
  });
});

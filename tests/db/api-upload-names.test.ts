import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadResultSchema, type ApiRuntime } from '@/lib/api';
import { apiRuntime, call, makeKey } from './api-world';
import { closeTemplate } from './harness';
import { buildJobWorld, type JobWorld } from './jobs-world';

/**
 * REST API uploads with hostile names and many at once (issue 11, point 10): the stored name is the
 * sanitised one, a name is judged before a byte is stored, and identical uploads sent together all
 * get an answer — never a 500, never a stray blob.
 */
let world: JobWorld;
let api: ApiRuntime;
let key: string;
let rows = 0;

/** A small valid catalog, different every time. */
function catalog(): Buffer {
  rows++;
  return Buffer.from(`Part Number,Make,Model,Year,Part Type\nBK-${rows},Ford,F-150,2015,Brake Pad\n`);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const upload = (name: string, body: Buffer) => call(api, 'POST', '/api/v1/uploads', { key, body, headers: { 'x-file-name': encodeURIComponent(name) } });
const blobs = async () => {
  const dirs = (await readdir(world.store.root).catch(() => [])).filter((d) => d !== 'tmp');
  return (await Promise.all(dirs.map((d) => readdir(path.join(world.store.root, d))))).flat().length;
};
const reservations = async () => (await world.db.query<{ n: number }>(`select count(*)::int as n from public.upload_reservations`))[0]!.n;

beforeAll(async () => {
  world = await buildJobWorld();
  api = apiRuntime(world);
  key = await makeKey(world, world.owner);
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('the name an API upload is stored under', () => {
  it.each([
    ['a NUL', 'cata\u0000log.csv', 'catalog.csv'],
    ['CR and LF', 'evil\r\nX-Injected: 1.csv', 'evilX-Injected: 1.csv'],
    ['a parent path', '../../etc/passwd.csv', 'passwd.csv'],
    ['a Windows parent path', '..\\..\\win.csv', 'win.csv'],
    ['a right-to-left override', 'invoice\u202Evsc.csv', 'invoicevsc.csv'],
    ['bidi isolates and marks', '\u2066a\u2069\u200Fb.csv', 'ab.csv'],
  ])('has %s taken out', async (_what, sent, stored) => {
    const answer = await upload(sent, catalog());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(UploadResultSchema.parse(answer.body).upload.fileName).toBe(stored);
  });

  it('keeps its extension when 300 characters long', async () => {
    const answer = await upload(`${'a'.repeat(300)}.csv`, catalog());
    expect(answer.status).toBe(201);
    const stored = UploadResultSchema.parse(answer.body).upload.fileName;
    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(255);
    expect(stored).toMatch(/^a+\.csv$/);
  });

  it('is judged before anything is stored: nothing usable left is a 400 and no blob', async () => {
    const before = await blobs();
    const bytes = catalog();
    const answer = await upload('../\u202E\u0000', bytes);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(await world.store.has(sha256(bytes))).toBe(false);
    expect(await blobs()).toBe(before);
  });
});

describe('identical uploads sent at once', () => {
  it('all get an answer for one upload: one 201, the rest 200, one blob, no reservation left', async () => {
    const bytes = catalog();
    const answers = await Promise.all(Array.from({ length: 40 }, () => upload('same.csv', bytes)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(39);
    expect(new Set(answers.map((a) => a.body.upload.id)).size).toBe(1);
    expect(await world.store.has(sha256(bytes))).toBe(true);
    expect(await reservations()).toBe(0);
  });

  it('the engine refuses all alike, leaving no blob behind', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 3)]);
    const answers = await Promise.all(Array.from({ length: 40 }, () => upload('logo.csv', png)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 400));
    expect(await world.store.has(sha256(png))).toBe(false);
    expect(await reservations()).toBe(0);
  });
});

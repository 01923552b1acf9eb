import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBlob, copyBlobToFile, LocalBlobStore, readBlob, type PutOutcome } from '@/lib/storage';

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

let root: string;
let store: LocalBlobStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'partsmith-blobs-'));
  store = new LocalBlobStore(path.join(root, 'blobs'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function tempFiles(): Promise<string[]> {
  return readdir(path.join(root, 'blobs', 'tmp')).catch(() => []);
}

describe('LocalBlobStore', () => {
  it('names a blob by the SHA-256 of its bytes and stores it under ab/cdef…', async () => {
    const put = await store.put('Part Number,Make\nBKM-1,Ford\n');
    const key = sha256('Part Number,Make\nBKM-1,Ford\n');
    expect(put).toEqual({ ok: true, key, bytes: Buffer.byteLength('Part Number,Make\nBKM-1,Ford\n'), created: true });
    expect(store.pathOf(key)).toBe(path.join(root, 'blobs', key.slice(0, 2), key.slice(2)));
    expect((await readBlob(store, key))?.toString('utf8')).toBe('Part Number,Make\nBKM-1,Ford\n');
  });

  it('stores the same bytes once: the second put finds them and says so', async () => {
    const first = await store.put(Buffer.from('same bytes'));
    const second = await store.put(Readable.from([Buffer.from('same '), Buffer.from('bytes')]));
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.key).toBe(first.key);
    expect(second.created).toBe(false);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses input over the limit without keeping anything or reading the rest', async () => {
    let chunksRead = 0;
    async function* endless() {
      for (;;) {
        chunksRead++;
        yield Buffer.alloc(1024, 1);
      }
    }
    const put = await store.put(endless(), { maxBytes: 10 * 1024 });
    expect(put).toMatchObject({ ok: false, code: 'too_large', maxBytes: 10 * 1024 });
    expect(chunksRead).toBeLessThan(40);
    expect(await tempFiles()).toEqual([]);
    expect(await readdir(path.join(root, 'blobs'))).toEqual(['tmp']);
  });

  it('accepts input of exactly the limit', async () => {
    const put = await store.put(Buffer.alloc(2048, 7), { maxBytes: 2048 });
    expect(put).toMatchObject({ ok: true, bytes: 2048 });
  });

  it('leaves no blob and no temporary file when the input fails half-way (atomic write)', async () => {
    async function* failing() {
      yield Buffer.from('first half of a catalog');
      throw new Error('connection reset');
    }
    await expect(store.put(failing())).rejects.toThrow('connection reset');
    expect(await tempFiles()).toEqual([]);
    expect(await store.has(sha256('first half of a catalog'))).toBe(false);
  });

  it('reads a blob back byte for byte, to a file too', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const put = await store.put(bytes);
    if (!put.ok) throw new Error('put failed');
    const file = path.join(root, 'copy', 'catalog.bin');
    expect(await copyBlobToFile(store, put.key, file)).toBe(true);
    expect(sha256(await readFile(file))).toBe(put.key);
  });

  it('answers a missing blob with null / false rather than an error', async () => {
    const key = sha256('never stored');
    expect(await store.get(key)).toBeNull();
    expect(await store.has(key)).toBe(false);
    expect(await store.delete(key)).toBe(false);
    expect(await checkBlob(store, key)).toBe('missing');
  });

  it('finds a blob whose bytes no longer match its name', async () => {
    const put = await store.put('original content');
    if (!put.ok) throw new Error('put failed');
    expect(await checkBlob(store, put.key)).toBe('intact');
    await writeFile(store.pathOf(put.key), 'tampered content');
    expect(await checkBlob(store, put.key)).toBe('corrupt');
  });

  it('deletes a blob', async () => {
    const put = await store.put('to be deleted');
    if (!put.ok) throw new Error('put failed');
    expect(await store.delete(put.key)).toBe(true);
    expect(await store.has(put.key)).toBe(false);
  });

  it('stores 40 simultaneous puts of the same bytes as one blob: every put succeeds, exactly one creates it', async () => {
    const chunk = Buffer.alloc(64 * 1024, 9);
    async function* slowBody() {
      for (let i = 0; i < 8; i++) {
        // Uneven pauses, so the writers overtake each other between hashing and placing the blob.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
        yield chunk;
      }
    }
    const puts = await Promise.allSettled(Array.from({ length: 40 }, () => store.put(slowBody())));
    const failures = puts.filter((p) => p.status === 'rejected').map((p) => String((p as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    const outcomes = puts.map((p) => (p as PromiseFulfilledResult<PutOutcome>).value);
    const key = sha256(Buffer.concat(Array.from({ length: 8 }, () => chunk)));
    expect(outcomes.every((o) => o.ok && o.key === key && o.bytes === 8 * chunk.length)).toBe(true);
    expect(outcomes.filter((o) => o.ok && o.created)).toHaveLength(1);
    expect(await checkBlob(store, key)).toBe('intact');
    expect(await tempFiles()).toEqual([]);
  });

  it('tells beforeStore the key before the blob is visible, and stores nothing when it throws', async () => {
    const key = sha256('claimed bytes');
    const seen: Array<{ key: string; visible: boolean }> = [];
    const put = await store.put('claimed bytes', { beforeStore: async (k) => void seen.push({ key: k, visible: await store.has(k) }) });
    expect(put).toMatchObject({ ok: true, key, created: true });
    expect(seen).toEqual([{ key, visible: false }]);

    const refused = store.put('other bytes', {
      beforeStore: async () => {
        throw new Error('claim refused');
      },
    });
    await expect(refused).rejects.toThrow('claim refused');
    expect(await store.has(sha256('other bytes'))).toBe(false);
    expect(await tempFiles()).toEqual([]);
  });

  it('stores the bytes again when the blob was deleted after its key was claimed', async () => {
    const first = await store.put('shared bytes');
    if (!first.ok) throw new Error('put failed');
    // Another upload's refusal deletes the blob between this put's hashing and its placing.
    const again = await store.put('shared bytes', { beforeStore: async (k) => void (await store.delete(k)) });
    expect(again).toMatchObject({ ok: true, key: first.key, created: true });
    expect(await checkBlob(store, first.key)).toBe('intact');
  });

  it('refuses keys that are not SHA-256 hex, so a key can never name a path', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Not a blob key/);
    await expect(store.has('ABCDEF')).rejects.toThrow(/Not a blob key/);
  });
});

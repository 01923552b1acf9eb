import { createHash, generateKeyPairSync } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressingWriter, keyFingerprint, verifyEvidenceBundle, writeEvidenceBundleFile, type ConversionContext } from '@/lib/catalog/evidence';

const dir = () => mkdtemp(path.join(tmpdir(), 'partsmith-precompressed-'));

/** Writes `parts` (strings and buffers, as the XML writers and others do) through a CompressingWriter. */
async function writeThrough(parts: (string | Buffer)[], folder: string, hashOffThread = false): Promise<CompressingWriter> {
  const w = new CompressingWriter(createWriteStream(path.join(folder, 'aces.xml')), path.join(folder, 'aces.xml.deflate'), 3, { hashOffThread });
  for (const p of parts) if (!w.write(p)) await new Promise((r) => w.once('drain', r));
  w.end();
  await new Promise<void>((resolve, reject) => w.on('finish', resolve).on('error', reject));
  return w;
}

describe('CompressingWriter', () => {
  it.each([
    ['on its own thread', false],
    ['on a hashing thread, through shared memory', true],
  ])('writes the file unchanged and a deflated copy, hashed on the way (%s)', async (_, hashOffThread) => {
    const folder = await dir();
    // Text in 64 KB pieces (several per pool buffer), a non-ASCII piece, a buffer, a piece too big for the pool.
    const parts: (string | Buffer)[] = [
      ...Array.from({ length: 40 }, (_, i) => `<App id="${i}">${'ä€'.repeat(i)}</App>\n`.repeat(1500)),
      Buffer.from('<raw bytes/>\n'),
      'z'.repeat(400_000),
    ];
    const w = await writeThrough(parts, folder, hashOffThread);
    const expected = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)));
    const written = await readFile(path.join(folder, 'aces.xml'));
    expect(written.equals(expected)).toBe(true);
    const deflated = await readFile(w.file.deflatedPath);
    expect(inflateRawSync(deflated).equals(expected)).toBe(true);
    expect(w.file).toMatchObject({
      sha256: createHash('sha256').update(expected).digest('hex'),
      crc32: crc32(expected),
      bytes: expected.length,
      compressedBytes: deflated.length,
      level: 3,
    });
  });

  it('feeds an evidence bundle that verifies, without compressing the file again', async () => {
    const folder = await dir();
    const w = await writeThrough(['<ACES version="4.2">\n', '  <App id="1"/>\n'.repeat(20_000), '</ACES>\n'], folder);
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const predicate: ConversionContext = {
      input: { file: 'c.csv', sha256: 'a'.repeat(64), bytes: 1 },
      mapping: [],
      thresholds: { accept: 0.9 },
      reference: { source: 'demo', versionDate: '2025-01-01', demo: true },
      tool: { name: 'partsmith', version: 'test' },
      finishedAt: '2025-01-15T12:00:00Z',
    };
    const bundle = path.join(folder, 'evidence.zip');
    const summary = await writeEvidenceBundleFile(
      { files: [{ name: 'aces.xml', precompressed: w.file }], predicate, signer: { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) } },
      bundle,
    );
    expect(summary.subjects[0]).toMatchObject({ name: 'aces.xml', sha256: w.file.sha256, bytes: w.file.bytes });
    const r = await verifyEvidenceBundle(bundle, { trustedKeys: [publicKey] });
    expect(r.problems).toEqual([]);
    expect(r.files[0]).toMatchObject({ name: 'aces.xml', status: 'ok', actualSha256: w.file.sha256 });
  });

  it.each([false, true])('lets go of both files (and its hashing thread: %s) when destroyed, so a failed run can remove them', async (hashOffThread) => {
    const folder = await dir();
    const w = new CompressingWriter(createWriteStream(path.join(folder, 'aces.xml')), path.join(folder, 'aces.xml.deflate'), 3, { hashOffThread });
    w.write('<ACES>');
    const closed = new Promise((r) => w.once('close', r));
    w.destroy();
    await closed;
    expect(existsSync(path.join(folder, 'aces.xml.deflate'))).toBe(true); // opened, and closed again
    expect(() => w.file).toThrow(/not finished/);
  });
});

import { createHash, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEvidenceBundle,
  keyFingerprint,
  verifyEvidenceBundle,
  ZipArchive,
  type ConversionContext,
  type SigningKey,
  type VerifyResult,
} from '@/lib/catalog/evidence';
import { checkProperty } from './budget';
import { DIRECTORY_FIELDS, END_FIELDS, patchField, readField, writeZip, type RawEntry } from './zip-bytes';

/**
 * The standing bad-input suite for evidence-bundle verification (the public verify page, the API
 * and `partsmith verify` all take bundles from strangers). A real bundle from the engine, then
 * tampered with: bytes flipped, cut, entries added, removed, renamed, duplicated, names that climb
 * out of the folder, headers that lie about sizes, bombs. Verification never throws, and any change
 * to a file's bytes or to the set of files fails with a problem that says what. Pure folder entries
 * (a name ending in "/", no content), which re-zipping an unzipped bundle adds, are not a change:
 * they verify, and are named as ignored.
 */

const fixture = (...p: string[]) => path.resolve(__dirname, '../fixtures', ...p);

const predicate: ConversionContext = {
  input: { file: 'catalog.xlsx', sha256: 'b'.repeat(64), bytes: 2048 },
  mapping: [{ column: 'Part No', field: 'partNumber', confidence: 1, note: 'header (en)' }],
  thresholds: { accept: 0.9 },
  reference: { source: 'demo', versionDate: '2025-01-01', demo: true },
  tool: { name: 'partsmith', version: '0.1.0' },
  finishedAt: '2025-01-15T12:00:00Z',
};

let dir = '';
let signer: SigningKey;
let good: Uint8Array;
/** The good bundle's entries in zip order, as the engine's own reader reads them. */
const entries: { name: string; data: Uint8Array }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-fuzz-evidence-'));
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  signer = { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) };
  const apps = Array.from({ length: 3000 }, (_, i) => `<App action="A" id="${i + 1}"><BaseVehicle id="${5000 + (i % 97)}"/><Part>P${i}</Part></App>\n`);
  good = await buildEvidenceBundle({
    files: [
      { name: 'aces.xml', bytes: readFileSync(fixture('aces', 'aces-4.2-utf8.xml')) },
      { name: 'pies.xml', bytes: readFileSync(fixture('pies', 'pies-8.0.xml')) },
      { name: 'big/aces-all.xml', bytes: apps.join('') },
      { name: 'report.json', bytes: '{"ok":true,"findings":[]}\n' },
      { name: 'notes/normalization.bin', bytes: new Uint8Array(Array.from({ length: 512 }, (_, i) => (i * 37) & 0xff)) },
      { name: 'empty.txt', bytes: '' },
    ],
    predicate,
    signer,
    mtime: new Date('2025-01-15T12:00:00Z'),
  });
  const archive = await ZipArchive.open(good);
  if (!archive.ok) throw new Error(archive.message);
  for (const e of archive.value.entries) {
    const data = await archive.value.read(e, 1 << 24);
    if (!data.ok) throw new Error(data.message);
    entries.push({ name: e.name, data: new Uint8Array(data.value) });
  }
  await archive.value.close();
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const verify = (zip: Uint8Array): Promise<VerifyResult> => verifyEvidenceBundle(zip, { trustedKeys: [signer.publicKey] });

/** Every problem is a value with a code and a sentence; a failed result has at least one. */
function expectReported(r: VerifyResult): void {
  for (const p of r.problems) {
    expect(p.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
    expect(p.message.length).toBeGreaterThan(10);
  }
  expect(r.ok).toBe(r.problems.length === 0);
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** A folder entry as zip tools write it: a name ending in "/" and nothing in it. */
const isPureFolder = (e: { name: string | Uint8Array; data: Uint8Array }) => e.data.length === 0 && Buffer.from(e.name).at(-1) === 0x2f;
/** The bundle's content as a multiset of (name, content); pure folder entries hold none. */
const contentOf = (list: { name: string | Uint8Array; data: Uint8Array }[]) =>
  list.filter((e) => !isPureFolder(e)).map((e) => `${Buffer.from(e.name).toString('hex')}:${sha(e.data)}`).sort();

/** Names a tampered bundle may carry: climbing out, absolute, reserved, near-misses, odd bytes. */
const hostileName: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom(
    '../x', '../../etc/passwd', 'a/../../x', '/abs/x', 'C:\\x', 'c:x', 'a\\..\\b', '\\\\server\\share', './aces.xml', 'aces.xml',
    'ACES.xml', 'aces.xml ', 'aces.xml\u0000.txt', 'attestation.dsse.json', 'signer.pub.pem', 'acés.xml', '', '.', 'big//aces-all.xml',
  ),
  fc.string({ maxLength: 20 }).filter((s) => !s.endsWith('/')),
  fc.uint8Array({ minLength: 1, maxLength: 12 }).filter((b) => b[b.length - 1] !== 0x2f),
);

type Tamper = (list: RawEntry[]) => RawEntry[];
/** A tamper step that fast-check prints by what it does, not by its source. */
const step = (what: string, fn: Tamper): Tamper => Object.assign(fn, { [fc.toStringMethod]: () => what });
const pick = (list: RawEntry[], f: number) => Math.min(list.length - 1, Math.floor(f * list.length));
const fraction = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

/** Highly compressible content, deflated once: ~1000:1, past the reader's 500:1 limit. */
let bomb: { data: Uint8Array; deflated: Uint8Array } | null = null;
const bombEntry = (): RawEntry => {
  bomb ??= (() => {
    const data = new Uint8Array(4 << 20);
    return { data, deflated: deflateRawSync(data, { level: 9 }) };
  })();
  return { name: 'bomb.bin', ...bomb };
};

const tamper: fc.Arbitrary<Tamper> = fc.oneof(
  fc.tuple(fraction, fraction, fc.integer({ min: 1, max: 255 })).map(([e, at, mask]) =>
    step(`flip entry ${e} at ${at} by ${mask}`, (list) => {
      const i = pick(list, e);
      const data = new Uint8Array(list[i]!.data);
      if (data.length) data[Math.floor(at * data.length)]! ^= mask;
      return list.map((x, k) => (k === i ? { ...x, data } : x));
    }),
  ),
  fc.tuple(fraction, fraction).map(([e, keep]) =>
    step(`cut entry ${e} to ${keep}`, (list) => {
      const i = pick(list, e);
      return list.map((x, k) => (k === i ? { ...x, data: x.data.subarray(0, Math.floor(keep * x.data.length)) } : x));
    }),
  ),
  fc.tuple(fraction, fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([e, extra]) =>
    step(`append ${extra.join(' ')} to entry ${e}`, (list) => {
      const i = pick(list, e);
      return list.map((x, k) => (k === i ? { ...x, data: new Uint8Array([...x.data, ...extra]) } : x));
    }),
  ),
  fraction.map((e) => step(`remove entry ${e}`, (list) => list.filter((_, k) => k !== pick(list, e)))),
  fc.tuple(hostileName, fc.uint8Array({ maxLength: 64 }), fraction).map(([name, data, at]) =>
    step(`add ${JSON.stringify(String(name))} at ${at}`, (list) => {
      const out = [...list];
      out.splice(Math.floor(at * (out.length + 1)), 0, { name, data });
      return out;
    }),
  ),
  fc.tuple(fraction, hostileName).map(([e, name]) =>
    step(`rename entry ${e} to ${JSON.stringify(String(name))}`, (list) => list.map((x, k) => (k === pick(list, e) ? { ...x, name } : x))),
  ),
  fc.tuple(fraction, fc.boolean()).map(([e, same]) =>
    step(`duplicate entry ${e}${same ? '' : ' with other content'}`, (list) => {
      const x = list[pick(list, e)]!;
      return [...list, { ...x, data: same ? x.data : new Uint8Array([...x.data, 0x20]) }];
    }),
  ),
  fc.tuple(fraction, fraction).map(([a, b]) =>
    step(`swap contents of entries ${a} and ${b}`, (list) => {
      const i = pick(list, a);
      const j = pick(list, b);
      return list.map((x, k) => (k === i ? { ...x, data: list[j]!.data } : k === j ? { ...x, data: list[i]!.data } : x));
    }),
  ),
  fc.tuple(fraction, fc.constantFrom(0, 8)).map(([e, method]) =>
    step(`store entry ${e} with method ${method}`, (list) => list.map((x, k) => (k === pick(list, e) ? { ...x, method } : x))),
  ),
  fc.constant(0).map(() => step('add a zip bomb', (list) => [...list, bombEntry()])),
  fc.tuple(fc.constantFrom('source/', 'notes/', 'notes/old/', 'big/', 'Aces.xml/'), fc.constantFrom(0, 8), fraction).map(([name, method, at]) =>
    step(`add folder entry ${name} (method ${method}) at ${at}`, (list) => {
      const out = [...list];
      out.splice(Math.floor(at * (out.length + 1)), 0, { name, data: new Uint8Array(), method });
      return out;
    }),
  ),
  fc.tuple(fc.constantFrom('source/', 'notes/'), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(([name, data]) =>
    step(`add ${name} with ${data.length} bytes in it`, (list) => [...list, { name, data }]),
  ),
);

type Damage = (bytes: Uint8Array) => Uint8Array;
const hurt = (what: string, fn: Damage): Damage => Object.assign(fn, { [fc.toStringMethod]: () => what });

/** Damage to the bundle's raw bytes: flips, a cut, a hole, junk spliced in. */
const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.array(fc.tuple(fraction, fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 }).map((flips) =>
    hurt(`flip ${JSON.stringify(flips)}`, (b) => {
      const out = new Uint8Array(b);
      for (const [at, mask] of flips) out[Math.floor(at * out.length)]! ^= mask;
      return out;
    }),
  ),
  fraction.map((keep) => hurt(`cut to ${keep}`, (b) => b.subarray(0, Math.floor(keep * b.length)))),
  fc.tuple(fraction, fc.integer({ min: 1, max: 400 })).map(([at, n]) =>
    hurt(`remove ${n} bytes at ${at}`, (b) => {
      const p = Math.floor(at * b.length);
      return new Uint8Array([...b.subarray(0, p), ...b.subarray(p + n)]);
    }),
  ),
  fc.tuple(fraction, fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([at, junk]) =>
    hurt(`insert ${junk.length} bytes at ${at}`, (b) => {
      const p = Math.floor(at * b.length);
      return new Uint8Array([...b.subarray(0, p), ...junk, ...b.subarray(p)]);
    }),
  ),
);

describe('evidence bundle verification', () => {
  it('verifies the engine’s bundle re-zipped by another writer: same files, same verdict', async () => {
    const r = await verify(writeZip(entries).bytes);
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('fails, saying why, whenever a file’s bytes or the set of files changed', async () => {
    await checkProperty(
      'evidence: tampered entries fail',
      fc.asyncProperty(fc.array(tamper, { minLength: 1, maxLength: 3 }), async (steps) => {
        const list = steps.reduce<RawEntry[]>((l, s) => (l.length ? s(l) : l), entries.map((e) => ({ ...e })));
        const r = await verify(writeZip(list).bytes);
        expectReported(r);
        const changed = contentOf(list).join() !== contentOf(entries).join();
        if (changed) expect(r.ok, 'a changed bundle must not verify').toBe(false);
        else expect(r.problems).toEqual([]);
        if (r.ok) expect(r.ignoredFolders.length).toBe(list.filter(isPureFolder).length);
      }),
      150,
    );
  });

  it('never throws on damaged bytes, and what it passes is exactly the signed bundle', async () => {
    await checkProperty(
      'evidence: damaged bytes',
      fc.asyncProperty(damage, async (hurtBytes) => {
        const bytes = hurtBytes(good);
        const r = await verify(bytes);
        expectReported(r);
        const truncated = bytes.length < good.length && Buffer.from(good.subarray(0, bytes.length)).equals(Buffer.from(bytes));
        if (truncated) expect(r.ok, 'a truncated bundle must not verify').toBe(false);
        if (!r.ok) return;
        // Whatever still verifies must hold exactly the signed files, read by an independent unzip.
        let unzipped: Record<string, Uint8Array>;
        try {
          unzipped = unzipSync(bytes);
        } catch {
          return;
        }
        expect(contentOf(Object.entries(unzipped).map(([name, data]) => ({ name, data })))).toEqual(contentOf(entries));
      }),
      150,
    );
  });

  it('gives the same verdict for a damaged bundle on disk as in memory', async () => {
    await checkProperty(
      'evidence: damaged bytes from a file',
      fc.asyncProperty(damage, async (hurtBytes) => {
        const bytes = hurtBytes(good);
        const file = path.join(dir, 'bundle.zip');
        await writeFile(file, bytes);
        const fromFile = await verifyEvidenceBundle(file, { trustedKeys: [signer.publicKey] });
        expectReported(fromFile);
        expect(fromFile.problems).toEqual((await verify(bytes)).problems);
      }),
      30,
    );
  });

  it('refuses headers that lie about sizes, offsets, methods or names, and bombs, before inflating them', async () => {
    const lie = fc.oneof(
      fc
        .tuple(
          fraction,
          fc.constantFrom(...(Object.keys(DIRECTORY_FIELDS) as (keyof typeof DIRECTORY_FIELDS)[])),
          fc.oneof(fc.nat(), fc.constantFrom(0, 1, 0xffff, 0x7fffffff, 0xfffffffe, 0xffffffff)),
        )
        .map(([e, field, value]) => ({ where: 'directory' as const, e, field, value })),
      fc
        .tuple(fc.constantFrom(...(Object.keys(END_FIELDS) as (keyof typeof END_FIELDS)[])), fc.oneof(fc.nat(), fc.constantFrom(0, 1, 0xffff, 0xffffffff)))
        .map(([field, value]) => ({ where: 'end' as const, e: 0, field, value })),
    );
    await checkProperty(
      'evidence: lying headers',
      fc.asyncProperty(lie, fc.boolean(), async ({ where, e, field, value }, withBomb) => {
        const list: RawEntry[] = withBomb ? [...entries, bombEntry()] : entries;
        const zip = writeZip(list);
        const [offset, width] = where === 'end' ? END_FIELDS[field as keyof typeof END_FIELDS] : DIRECTORY_FIELDS[field as keyof typeof DIRECTORY_FIELDS];
        const at = (where === 'end' ? zip.end : zip.central[pick(list, e)]!) + offset;
        const before = readField(zip.bytes, at, width);
        const r = await verify(patchField(zip.bytes, at, width, value));
        expectReported(r);
        // The bomb is never inflated past the limit, and any real change to the index fails
        // (flags hold bits a reader may ignore, such as the language-encoding flag).
        if (withBomb) expect(r.ok).toBe(false);
        const written = (width === 2 ? value & 0xffff : value) >>> 0;
        if (written !== before && field !== 'flags') expect(r.ok).toBe(false);
      }),
      150,
    );
  });
});

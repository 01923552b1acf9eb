import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  buildEvidenceBundle,
  CONVERSION_PREDICATE_TYPE,
  ENVELOPE_FILE,
  envelopePayload,
  IN_TOTO_PAYLOAD_TYPE,
  IN_TOTO_STATEMENT_TYPE,
  keyFingerprint,
  loadOrCreateSigningKey,
  loadPublicKey,
  loadSigningKey,
  pae,
  PUBLIC_KEY_ENTRY,
  verifyEvidenceBundle,
  writeEvidenceBundleFile,
  type ConversionContext,
  type SigningKey,
} from '@/lib/catalog/evidence';

function freshKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) };
}

const predicate: ConversionContext = {
  input: { file: 'catalog.xlsx', sha256: 'b'.repeat(64), bytes: 2048 },
  mapping: [{ column: 'Part No', field: 'partNumber', confidence: 1, note: 'header (en)' }],
  thresholds: { accept: 0.9 },
  reference: { source: 'demo', versionDate: '2025-01-01', demo: true },
  tool: { name: 'partsmith', version: '0.1.0' },
  finishedAt: '2025-01-15T12:00:00Z',
};

const files = [
  { name: 'aces.xml', bytes: '<ACES version="4.2"/>\n' },
  { name: 'pies.xml', bytes: '<PIES xmlns="http://www.autocare.org"/>\n' },
  { name: 'report.json', bytes: '{"ok":true}\n' },
  { name: 'notes/normalization.json', bytes: new Uint8Array([1, 2, 3]) },
];

describe('DSSE pre-authentication encoding', () => {
  it('matches the example in the DSSE specification', () => {
    expect(pae('http://example.com/HelloWorld', Buffer.from('hello world')).toString()).toBe(
      'DSSEv1 29 http://example.com/HelloWorld 11 hello world',
    );
  });
  it('counts bytes, not characters', () => {
    expect(pae('t', Buffer.from('é', 'utf8')).toString('utf8')).toBe('DSSEv1 1 t 2 é');
  });
});

describe('evidence bundle', () => {
  it('signs every file and verifies intact with the trusted key', async () => {
    const key = freshKey();
    const zip = await buildEvidenceBundle({ files, predicate, signer: key });
    const r = await verifyEvidenceBundle(zip, { trustedKeys: [key.publicKey] });
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.files.map((f) => [f.name, f.status])).toEqual(files.map((f) => [f.name, 'ok']));
    expect(r.signature).toEqual({
      status: 'valid',
      trusted: true,
      signerFingerprint: key.fingerprint,
      keyid: key.fingerprint,
    });
    expect(r.embeddedKeyFingerprint).toBe(key.fingerprint);
    expect(r.predicate).toEqual(predicate);
  });

  it('contains the files, an in-toto v1 statement in a DSSE envelope, and the public key', async () => {
    const key = freshKey();
    const zip = await buildEvidenceBundle({ files, predicate, signer: key });
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(
      [
        ENVELOPE_FILE,
        'aces.xml',
        'notes/normalization.json',
        'pies.xml',
        'report.json',
        PUBLIC_KEY_ENTRY,
      ].sort(),
    );
    expect(Buffer.from(entries['aces.xml']!).toString()).toBe(files[0]!.bytes);
    const env = JSON.parse(Buffer.from(entries[ENVELOPE_FILE]!).toString());
    expect(env.payloadType).toBe(IN_TOTO_PAYLOAD_TYPE);
    expect(env.signatures).toEqual([{ keyid: key.fingerprint, sig: expect.any(String) }]);
    const statement = JSON.parse(envelopePayload(env).toString());
    expect(statement._type).toBe(IN_TOTO_STATEMENT_TYPE);
    expect(statement.predicateType).toBe(CONVERSION_PREDICATE_TYPE);
    expect(statement.subject[0]).toEqual({
      name: 'aces.xml',
      digest: { sha256: createHash('sha256').update(files[0]!.bytes).digest('hex') },
    });
    expect(statement.subject.map((s: { name: string }) => s.name)).toEqual(files.map((f) => f.name));
    expect(
      createPublicKey(Buffer.from(entries[PUBLIC_KEY_ENTRY]!).toString()).export({
        type: 'spki',
        format: 'der',
      }),
    ).toEqual(key.publicKey.export({ type: 'spki', format: 'der' }));
  });

  it('streams files from disk into a bundle on disk and verifies it from the path', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-ev-'));
    const big = path.join(dir, 'aces.xml');
    const apps = Array.from(
      { length: 40_000 },
      (_, i) =>
        `<App action="A" id="${i + 1}"><BaseVehicle id="${5000 + (i % 977)}"/><Part>P${i % 313}</Part></App>\n`,
    );
    await writeFile(big, apps.join(''));
    const size = (await stat(big)).size;
    const key = freshKey();
    const out = path.join(dir, 'evidence.zip');
    const summary = await writeEvidenceBundleFile(
      {
        files: [
          { name: 'aces.xml', path: big },
          { name: 'report.json', bytes: '{}' },
        ],
        predicate,
        signer: key,
      },
      out,
    );
    expect(summary.subjects[0]).toMatchObject({ name: 'aces.xml', bytes: size });
    const r = await verifyEvidenceBundle(out, { trustedKeys: [key.publicKey] });
    expect(r.problems).toEqual([]);
    expect(r.files[0]).toMatchObject({
      name: 'aces.xml',
      status: 'ok',
      bytes: size,
      actualSha256: summary.subjects[0]!.sha256,
    });
  });

  it('does not trust a validly signed bundle whose key is not among the trusted keys', async () => {
    const key = freshKey();
    const zip = await buildEvidenceBundle({ files, predicate, signer: key });
    const r = await verifyEvidenceBundle(zip, { trustedKeys: [freshKey().publicKey] });
    expect(r.ok).toBe(false);
    expect(r.signature).toMatchObject({
      status: 'valid',
      trusted: false,
      signerFingerprint: key.fingerprint,
    });
    expect(r.problems.map((p) => p.code)).toEqual(['SIGNER_UNTRUSTED']);
    expect((await verifyEvidenceBundle(zip, { trustedKeys: [] })).problems.map((p) => p.code)).toEqual([
      'SIGNER_UNTRUSTED',
    ]);
  });

  it('refuses unsafe, reserved or duplicate file names when building', async () => {
    const key = freshKey();
    for (const name of ['../evil', '/abs', 'a\\b', ENVELOPE_FILE, '']) {
      await expect(
        buildEvidenceBundle({ files: [{ name, bytes: 'x' }], predicate, signer: key }),
      ).rejects.toThrow();
    }
    await expect(
      buildEvidenceBundle({
        files: [
          { name: 'a', bytes: 'x' },
          { name: 'a', bytes: 'y' },
        ],
        predicate,
        signer: key,
      }),
    ).rejects.toThrow(/twice/);
  });
});

describe('signing keys', () => {
  it('generates the installation key once, private file mode 0600, and loads the same key afterwards', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'partsmith-keys-')), 'keys');
    const first = await loadOrCreateSigningKey(dir);
    expect(first.ok && first.value.created).toBe(true);
    if (!first.ok) return;
    expect((await stat(first.value.path)).mode & 0o777).toBe(0o600);
    const second = await loadOrCreateSigningKey(dir);
    expect(second.ok && second.value.created).toBe(false);
    expect(second.ok && second.value.fingerprint).toBe(first.value.fingerprint);
    const pub = await loadPublicKey(path.join(dir, 'evidence-signing-key.pub.pem'));
    expect(pub.ok && keyFingerprint(pub.value)).toBe(first.value.fingerprint);
  });

  it('formats fingerprints as SHA256:base64 without padding', () => {
    expect(freshKey().fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
  });

  it('loads a --sign-key PEM and refuses keys that are not Ed25519, with a message', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'partsmith-keys-'));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    await writeFile(path.join(dir, 'rsa.pem'), rsa);
    const r = await loadSigningKey(path.join(dir, 'rsa.pem'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/rsa key; evidence bundles are signed with Ed25519/);
    const missing = await loadSigningKey(path.join(dir, 'nope.pem'));
    expect(!missing.ok && missing.message).toMatch(/Cannot read signing key .*ENOENT/);
    await writeFile(path.join(dir, 'junk.pem'), 'not a key');
    expect((await loadOrCreateSigningKey(dir)).ok).toBe(true); // a different file name: creates
    await writeFile(path.join(dir, 'evidence-signing-key.pem'), 'corrupted');
    const corrupt = await loadOrCreateSigningKey(dir);
    expect(corrupt.ok).toBe(false);
    expect(await readFile(path.join(dir, 'evidence-signing-key.pem'), 'utf8')).toBe('corrupted'); // never overwritten
  });
});

import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { verifyEvidenceBundle, type VerifyProblemCode } from '@/lib/catalog/evidence';

/** Fixtures made by tests/fixtures/evidence/make-fixtures.ts from good.zip (see its README). */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/evidence');
const fixture = (name: string) => path.join(dir, name);
const trusted: KeyObject = createPublicKey(readFileSync(fixture('test-only-trusted-key.pub.pem'), 'utf8'));
const verify = (zip: string | Uint8Array, trustedKeys = [trusted]) =>
  verifyEvidenceBundle(zip, { trustedKeys });

const SUBJECTS = [
  'aces.xml',
  'pies.xml',
  'report.json',
  'report.html',
  'mapping.json',
  'source/fingerprint.json',
];

describe('the good fixture bundle', () => {
  it('verifies intact with the test key trusted', async () => {
    const r = await verify(fixture('good.zip'));
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.files.map((f) => f.name)).toEqual(SUBJECTS);
    expect(r.predicate).toMatchObject({ tool: { name: 'partsmith' }, thresholds: { accept: 0.9 } });
  });

  it('verifies the same from bytes as from a path', async () => {
    const r = await verify(readFileSync(fixture('good.zip')));
    expect(r.ok).toBe(true);
  });
});

describe('tampered bundles fail, naming the problem', () => {
  const cases: [string, VerifyProblemCode[], string?][] = [
    [
      'tampered-swapped.zip',
      ['FILE_SWAPPED', 'FILE_SWAPPED'],
      'aces.xml holds the content signed for pies.xml',
    ],
    ['tampered-replaced.zip', ['FILE_HASH_MISMATCH'], 'aces.xml has SHA-256'],
    ['tampered-missing.zip', ['FILE_MISSING'], 'pies.xml is listed in the signed statement but missing'],
    [
      'tampered-extra.zip',
      ['FILE_UNLISTED'],
      'extra-notes.txt is in the bundle but not in the signed statement',
    ],
    ['tampered-no-envelope.zip', ['ENVELOPE_MISSING']],
    ['tampered-payload-type.zip', ['PAYLOAD_TYPE'], '"application/json"'],
    ['tampered-bad-signature.zip', ['SIGNATURE_INVALID']],
    ['tampered-statement-edited.zip', ['SIGNATURE_INVALID']],
    ['tampered-resigned-untrusted.zip', ['SIGNER_UNTRUSTED'], 'not a trusted key'],
    ['tampered-public-key-swapped.zip', ['PUBLIC_KEY_MISMATCH'], 'key file was replaced'],
    ['tampered-zip-byte.zip', ['FILE_UNREADABLE'], 'aces.xml'],
    ['bomb-ratio.zip', ['BUNDLE_LIMIT'], 'zip bomb'],
    ['bomb-lying-size.zip', ['FILE_UNREADABLE'], 'more than the 1020 bytes'],
    ['not-a-zip.zip', ['BUNDLE_UNREADABLE'], 'not a zip archive'],
    ...SUBJECTS.map((f): [string, VerifyProblemCode[], string] => [
      `tampered-flipped-${f.replace(/[/.]/g, '-')}.zip`,
      ['FILE_HASH_MISMATCH'],
      `${f} has SHA-256`,
    ]),
  ];

  it.each(cases)('%s → %j', async (name, codes, text) => {
    const r = await verify(fixture(name));
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.code)).toEqual(codes);
    if (text) expect(r.problems[0]?.message).toContain(text);
  });

  it('reports the signer of a re-signed bundle and that it is untrusted', async () => {
    const r = await verify(fixture('tampered-resigned-untrusted.zip'));
    expect(r.signature).toMatchObject({ status: 'valid', trusted: false });
    expect(r.signature.signerFingerprint).toBe(r.embeddedKeyFingerprint);
    // The altered file matches the attacker's statement: only trust catches this.
    expect(r.files.every((f) => f.status === 'ok')).toBe(true);
  });

  it('lists per-file expected and actual hashes for a flipped byte', async () => {
    const r = await verify(fixture('tampered-flipped-report-json.zip'));
    const file = r.files.find((f) => f.name === 'report.json');
    expect(file?.status).toBe('mismatch');
    expect(file?.expectedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file?.actualSha256).not.toBe(file?.expectedSha256);
    expect(r.files.filter((f) => f.status === 'ok')).toHaveLength(SUBJECTS.length - 1);
  });
});

describe('tampering made on the fly', () => {
  const good = unzipSync(readFileSync(fixture('good.zip')));
  const rezip = (files: Record<string, Uint8Array>) => zipSync(files as Zippable);

  it.each(SUBJECTS)('a flipped byte anywhere in %s fails', async (name) => {
    const content = good[name]!;
    for (const at of [0, Math.floor(content.length / 3), content.length - 1]) {
      const copy = { ...good, [name]: new Uint8Array(content) };
      copy[name]![at] = copy[name]![at]! ^ 0x80;
      const r = await verify(rezip(copy));
      expect(r.problems.map((p) => p.code)).toEqual(['FILE_HASH_MISMATCH']);
    }
  });

  it.each<[string, (env: Record<string, unknown>) => string]>([
    ['a keyid naming someone else', (env) => `${JSON.stringify({ ...env, signatures: [{ ...(env.signatures as object[])[0], keyid: 'SHA256:someone-else' }] }, null, 2)}\n`],
    ['the same envelope without its spacing', (env) => JSON.stringify(env)],
    ['an added field', (env) => `${JSON.stringify({ ...env, approvedBy: 'the CFO' }, null, 2)}\n`],
    ['a second copy of the signature', (env) => `${JSON.stringify({ ...env, signatures: [...(env.signatures as object[]), ...(env.signatures as object[])] }, null, 2)}\n`],
  ])('fails an envelope edited after signing (%s), though the statement is intact', async (_, edit) => {
    const env = JSON.parse(Buffer.from(good['attestation.dsse.json']!).toString('utf8'));
    const r = await verify(rezip({ ...good, 'attestation.dsse.json': new TextEncoder().encode(edit(env)) }));
    expect(r.signature.status).toBe('valid');
    expect(r.problems.map((p) => p.code)).toEqual(['ENVELOPE_ALTERED']);
    expect(r.ok).toBe(false);
  });

  it.each([
    ['a trailing NUL', (pem: string) => `${pem}\u0000`],
    ['an extra line break', (pem: string) => `${pem}\n`],
    ['Windows line ends', (pem: string) => pem.replace(/\n/g, '\r\n')],
  ])('fails a public key file edited after the bundle was made (%s), though the key is the same', async (_, edit) => {
    const pem = Buffer.from(good['signer.pub.pem']!).toString('utf8');
    const r = await verify(rezip({ ...good, 'signer.pub.pem': new TextEncoder().encode(edit(pem)) }));
    expect(r.embeddedKeyFingerprint).toBe(r.signature.signerFingerprint);
    expect(r.problems.map((p) => p.code)).toEqual(['PUBLIC_KEY_ALTERED']);
  });

  it('refuses a directory record that runs past the end of the directory', async () => {
    const bytes = Buffer.from(readFileSync(fixture('good.zip')));
    // The last record's name would otherwise be cut short at the directory's end and still match.
    const last = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt16LE(bytes.readUInt16LE(last + 28) + 200, last + 28);
    const r = await verify(bytes);
    expect(r.problems.map((p) => p.code)).toEqual(['BUNDLE_UNREADABLE']);
    expect(r.problems[0]?.message).toContain('runs past its end');
  });

  it('flags entry names that climb out of the bundle folder', async () => {
    const r = await verify(rezip({ ...good, '../evil.sh': new Uint8Array([1]) }));
    expect(r.problems.map((p) => p.code)).toEqual(['UNSAFE_PATH', 'FILE_UNLISTED']);
  });

  it('refuses bundles beyond the entry and size caps before inflating', async () => {
    const many = await verifyEvidenceBundle(readFileSync(fixture('good.zip')), {
      trustedKeys: [trusted],
      limits: { maxEntries: 3 },
    });
    expect(many.problems.map((p) => p.code)).toEqual(['BUNDLE_LIMIT']);
    const big = await verifyEvidenceBundle(readFileSync(fixture('good.zip')), {
      trustedKeys: [trusted],
      limits: { maxTotalBytes: 1000 },
    });
    expect(big.problems.map((p) => p.code)).toEqual(['BUNDLE_LIMIT']);
  });

  it('fails on a truncated bundle without throwing', async () => {
    const bytes = readFileSync(fixture('good.zip'));
    for (const cut of [10, bytes.length / 2, bytes.length - 5]) {
      const r = await verify(bytes.subarray(0, Math.floor(cut)));
      expect(r.ok).toBe(false);
      expect(r.problems[0]?.code).toBe('BUNDLE_UNREADABLE');
    }
  });

  it('fails when trusting nobody, even for the good bundle', async () => {
    const r = await verify(fixture('good.zip'), []);
    expect(r.problems.map((p) => p.code)).toEqual(['SIGNER_UNTRUSTED']);
  });
});

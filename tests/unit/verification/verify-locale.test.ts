import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@/lib/catalog/messages';
import { bundleCheckIn, checkUploadedBundle } from '@/lib/verification';

/** What /api/verify answers for a tampered bundle, in the reader's language (the route's last step). */
const fixtures = path.resolve(__dirname, '../../fixtures/evidence');
let work = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'partsmith-verify-locale-'));
  // The installation key the check always trusts goes to a scratch folder, not the project's .data.
  vi.stubEnv('PARTSMITH_DATA_DIR', path.join(work, 'data'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(work, { recursive: true, force: true });
});

async function checked(name: string) {
  const result = await checkUploadedBundle(new Uint8Array(await readFile(path.join(fixtures, name))));
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('a bundle check in the reader’s language', () => {
  it('says a changed file in German, with its code and parameters as they were', async () => {
    const english = await checked('tampered-flipped-aces-xml.zip');
    const mismatch = english.problems.find((p) => p.code === 'FILE_HASH_MISMATCH')!;
    expect(mismatch.message).toMatch(/^aces\.xml has SHA-256 \w+, but the signed statement says \w+: the file was changed after signing\.$/);

    const german = bundleCheckIn(english, 'de');
    const problem = german.problems.find((p) => p.code === 'FILE_HASH_MISMATCH')!;
    expect(problem.message).toMatch(/^aces\.xml hat SHA-256 \w+, die signierte Erklärung nennt aber \w+: Die Datei wurde nach dem Signieren geändert\.$/);
    expect(problem.params).toEqual(mismatch.params);
    expect(german.ok).toBe(false);
    expect(german.files).toEqual(english.files);
  });

  it('renders every problem of a bundle without a signature in French, none left in English', async () => {
    const english = await checked('tampered-no-envelope.zip');
    expect(english.problems.length).toBeGreaterThan(0);
    const french = bundleCheckIn(english, 'fr');
    french.problems.forEach((p, i) => {
      expect(p.code).toBe(english.problems[i]!.code);
      expect(p.message).not.toBe(english.problems[i]!.message);
    });
  });

  it('refuses a key that is no PEM key in the reader’s language, saying the parser’s words are the parser’s', async () => {
    const bundle = new Uint8Array(await readFile(path.join(fixtures, 'tampered-flipped-aces-xml.zip')));
    const refused = await checkUploadedBundle(bundle, 'not a key');
    if (!('error' in refused)) throw new Error('expected a refusal');
    expect(refused.error).toMatch(/^the public key you supplied is not a PEM public key \(.+\)\.$/);
    expect(render(refused.said, 'de')).toMatch(/^Der von Ihnen angegebene öffentliche Schlüssel ist kein öffentlicher PEM-Schlüssel \(Meldung des Schlüsselparsers: .+\)\.$/);
  });
});

import { RESERVED_NAMES } from './bundle';
import type { Statement } from './statement';
import type { VerifiedFile, VerifyProblemCode } from './verify-types';
import type { ZipArchive } from './zip-reader';
import type { ZipEntry } from '../zip/directory';
import { type Said, say } from '../messages';

/**
 * Compares the bundle's files with the signed statement: each listed file present with the signed
 * SHA-256 (two files exchanged are named as a swap), and nothing unlisted riding along — apart from
 * `folders`, pure folder entries, which hold nothing (see folder-entries.ts).
 */
export async function checkBundleFiles(
  archive: ZipArchive,
  statement: Statement | null,
  problem: (code: VerifyProblemCode, said: Said) => void,
  folders: ReadonlySet<ZipEntry> = new Set(),
): Promise<VerifiedFile[]> {
  const files: VerifiedFile[] = [];
  const expected = new Map<string, string>();
  for (const s of statement?.subject ?? []) {
    if (expected.has(s.name)) problem('STATEMENT_INVALID', say('STATEMENT_INVALID.twice', { file: s.name }));
    expected.set(s.name, s.digest.sha256);
  }
  const byExpectedHash = new Map<string, string>();
  for (const [name, sha] of expected) byExpectedHash.set(sha, name);
  for (const [name, sha] of expected) {
    const entry = archive.find(name);
    if (!entry) {
      files.push({ name, expectedSha256: sha, actualSha256: null, bytes: null, status: 'missing' });
      problem('FILE_MISSING', say('FILE_MISSING', { file: name }));
      continue;
    }
    const h = await archive.hash(entry);
    if (!h.ok) {
      files.push({
        name,
        expectedSha256: sha,
        actualSha256: null,
        bytes: null,
        status: 'unreadable',
      });
      problem(h.code === 'BUNDLE_LIMIT' ? 'BUNDLE_LIMIT' : 'FILE_UNREADABLE', h.said);
      continue;
    }
    const { sha256, bytes } = h.value;
    if (sha256 === sha) {
      files.push({ name, expectedSha256: sha, actualSha256: sha256, bytes, status: 'ok' });
      continue;
    }
    const other = byExpectedHash.get(sha256);
    if (other && other !== name) {
      files.push({ name, expectedSha256: sha, actualSha256: sha256, bytes, status: 'swapped' });
      problem('FILE_SWAPPED', say('FILE_SWAPPED', { file: name, other }));
    } else {
      files.push({ name, expectedSha256: sha, actualSha256: sha256, bytes, status: 'mismatch' });
      problem('FILE_HASH_MISMATCH', say('FILE_HASH_MISMATCH', { file: name, actual: sha256, expected: sha }));
    }
  }
  if (statement) {
    for (const e of archive.entries) {
      if (RESERVED_NAMES.has(e.name) || expected.has(e.name) || folders.has(e)) continue;
      files.push({
        name: e.name,
        expectedSha256: null,
        actualSha256: null,
        bytes: e.size,
        status: 'unlisted',
      });
      problem('FILE_UNLISTED', say('FILE_UNLISTED', { file: e.name }));
    }
  }
  return files;
}

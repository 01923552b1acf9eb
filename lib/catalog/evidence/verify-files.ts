import { RESERVED_NAMES } from './bundle';
import type { Statement } from './statement';
import type { VerifiedFile, VerifyProblemCode } from './verify-types';
import type { ZipArchive, ZipEntry } from './zip-reader';

/**
 * Compares the bundle's files with the signed statement: each listed file present with the signed
 * SHA-256 (two files exchanged are named as a swap), and nothing unlisted riding along — apart from
 * `folders`, pure folder entries, which hold nothing (see folder-entries.ts).
 */
export async function checkBundleFiles(
  archive: ZipArchive,
  statement: Statement | null,
  problem: (code: VerifyProblemCode, message: string) => void,
  folders: ReadonlySet<ZipEntry> = new Set(),
): Promise<VerifiedFile[]> {
  const files: VerifiedFile[] = [];
  const expected = new Map<string, string>();
  for (const s of statement?.subject ?? []) {
    if (expected.has(s.name)) problem('STATEMENT_INVALID', `The statement lists "${s.name}" twice.`);
    expected.set(s.name, s.digest.sha256);
  }
  const byExpectedHash = new Map<string, string>();
  for (const [name, sha] of expected) byExpectedHash.set(sha, name);
  for (const [name, sha] of expected) {
    const entry = archive.find(name);
    if (!entry) {
      files.push({ name, expectedSha256: sha, actualSha256: null, bytes: null, status: 'missing' });
      problem('FILE_MISSING', `${name} is listed in the signed statement but missing from the bundle.`);
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
      problem(h.code === 'BUNDLE_LIMIT' ? 'BUNDLE_LIMIT' : 'FILE_UNREADABLE', h.message);
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
      problem(
        'FILE_SWAPPED',
        `${name} holds the content signed for ${other}: files were swapped inside the bundle.`,
      );
    } else {
      files.push({ name, expectedSha256: sha, actualSha256: sha256, bytes, status: 'mismatch' });
      problem(
        'FILE_HASH_MISMATCH',
        `${name} has SHA-256 ${sha256}, but the signed statement says ${sha}: the file was changed after signing.`,
      );
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
      problem(
        'FILE_UNLISTED',
        `${e.name} is in the bundle but not in the signed statement: it was added after signing.`,
      );
    }
  }
  return files;
}

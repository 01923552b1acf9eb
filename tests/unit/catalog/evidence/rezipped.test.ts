import { execFile } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyEvidenceBundle, ZipArchive } from '@/lib/catalog/evidence';
import { writeZip, type RawEntry } from '../../../fuzz/zip-bytes';

/**
 * A customer unzips an intact bundle to look inside and zips the folder again with `zip -r`. The
 * new zip has a folder entry per folder; verification must not read those as added files, and must
 * still fail on any file changed, added or removed on the way.
 */
const run = promisify(execFile);
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../fixtures/evidence');
const trusted = createPublicKey(await readFile(path.join(fixtures, 'test-only-trusted-key.pub.pem'), 'utf8'));
const verify = (zip: string) => verifyEvidenceBundle(zip, { trustedKeys: [trusted] });

let work = '';
let unpacked = '';
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'partsmith-rezip-'));
  unpacked = path.join(work, 'evidence');
  await run('unzip', ['-q', path.join(fixtures, 'good.zip'), '-d', unpacked]);
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** `cd evidence && zip -r ../rezipped.zip .`, as a person would. */
async function rezip(): Promise<string> {
  const out = path.join(work, 'rezipped.zip');
  await run('zip', ['-q', '-r', out, '.'], { cwd: unpacked });
  return out;
}

describe('a bundle unzipped and zipped again with zip -r', () => {
  it('verifies, saying which folder entries it ignored', async () => {
    await mkdir(path.join(unpacked, 'notes', 'old'), { recursive: true });
    const zip = await rezip();
    const archive = await ZipArchive.open(zip);
    if (!archive.ok) throw new Error(archive.message);
    const names = archive.value.entries.map((e) => e.name);
    await archive.value.close();
    // The premise: zip -r really wrote folder entries.
    expect(names).toEqual(expect.arrayContaining(['source/', 'notes/', 'notes/old/']));

    const r = await verify(zip);
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect([...r.ignoredFolders].sort()).toEqual(['notes/', 'notes/old/', 'source/']);
    expect(r.notes).toHaveLength(1);
    expect(r.notes[0]).toMatchObject({ code: 'FOLDER_ENTRIES_IGNORED' });
    expect(r.notes[0]!.message).toMatch(/^Ignored 3 folder entries \(/);
    expect(r.files.map((f) => f.name)).not.toContain('source/');
  });

  it('still fails on a file changed on the way', async () => {
    const report = path.join(unpacked, 'report.json');
    await writeFile(report, (await readFile(report, 'utf8')).replace('"rows"', '"Rows"'));
    const r = await verify(await rezip());
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.code)).toEqual(['FILE_HASH_MISMATCH']);
    expect(r.ignoredFolders).toEqual(['source/']);
  });

  it('still fails on a file added inside a folder, or one removed', async () => {
    await mkdir(path.join(unpacked, 'review'));
    await writeFile(path.join(unpacked, 'review', 'approval.txt'), 'approved by the CFO\n');
    await unlink(path.join(unpacked, 'source', 'fingerprint.json'));
    const r = await verify(await rezip());
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.code).sort()).toEqual(['FILE_MISSING', 'FILE_UNLISTED']);
    expect(r.problems.find((p) => p.code === 'FILE_UNLISTED')?.message).toContain('review/approval.txt');
    expect([...r.ignoredFolders].sort()).toEqual(['review/', 'source/']);
  });
});

describe('an entry named like a folder', () => {
  /** good.zip's entries as they are, plus `extra`, written by a plain zip writer. */
  async function withEntry(extra: RawEntry): Promise<string> {
    const archive = await ZipArchive.open(path.join(fixtures, 'good.zip'));
    if (!archive.ok) throw new Error(archive.message);
    const list: RawEntry[] = [];
    for (const e of archive.value.entries) {
      const data = await archive.value.read(e, 1 << 24);
      if (!data.ok) throw new Error(data.message);
      list.push({ name: e.name, data: new Uint8Array(data.value) });
    }
    await archive.value.close();
    const out = path.join(work, 'with-entry.zip');
    await writeFile(out, writeZip([...list, extra]).bytes);
    return out;
  }

  it.each([0, 8])('is set aside when it is empty (method %i)', async (method) => {
    const r = await verify(await withEntry({ name: 'notes/', data: new Uint8Array(), method }));
    expect(r.problems).toEqual([]);
    expect(r.ignoredFolders).toEqual(['notes/']);
    expect(r.notes[0]?.message).toMatch(/^Ignored 1 folder entry \(notes\/\)/);
  });

  it('fails when it has content: nothing rides along under a folder name', async () => {
    const r = await verify(await withEntry({ name: 'notes/', data: new TextEncoder().encode('approved by the CFO') }));
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.code)).toEqual(['FILE_UNLISTED']);
    expect(r.ignoredFolders).toEqual([]);
  });

  it('fails when it climbs out of the bundle folder, empty or not', async () => {
    const r = await verify(await withEntry({ name: '../outside/', data: new Uint8Array() }));
    expect(r.problems.map((p) => p.code)).toEqual(['UNSAFE_PATH']);
    expect(r.ok).toBe(false);
  });
});

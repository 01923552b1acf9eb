import { randomUUID } from 'node:crypto';
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { copyBlobToFile, LocalBlobStore, type BlobStore } from '@/lib/storage';
import { sanitizeFileName } from '@/lib/http/upload/file-name';

/** A job's own temporary folder, removed when `fn` ends, however it ends. */
export async function inWorkFolder<T>(workDir: string, label: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.join(workDir, `${label}-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The upload's own name, made safe to create in our folder by the same sanitiser that stored it
 * (one segment, visible characters, at most 255 bytes with the extension kept — the engine reads
 * the extension as a hint). Names stored before the sanitiser existed are cleaned here too.
 */
export function safeFileName(name: string): string {
  return sanitizeFileName(name) || 'catalog';
}

/**
 * A blob as a file named `name` in `dir` — the engine reports a file by its name, so the upload's
 * name must be on it. For the local store a symbolic link to the blob (no copy of a 200 MB file);
 * otherwise a copy. null when the blob is missing.
 */
export async function blobAsNamedFile(store: BlobStore, key: string, dir: string, name: string): Promise<string | null> {
  const file = path.join(dir, safeFileName(name));
  await mkdir(dir, { recursive: true });
  if (store instanceof LocalBlobStore) {
    if (!(await store.has(key))) return null;
    await symlink(store.pathOf(key), file);
    return file;
  }
  return (await copyBlobToFile(store, key, file)) ? file : null;
}

import { randomUUID } from 'node:crypto';
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { copyBlobToFile, LocalBlobStore, type BlobStore } from '@/lib/storage';

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

/** The upload's own name, made safe to create in our folder (no path, no control characters). */
export function safeFileName(name: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 200);
  return base || 'catalog';
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

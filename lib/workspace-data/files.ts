import { z } from 'zod';

/** A stored file of a conversion or export: its name in the deliverables and its blob. */
export interface StoredFile {
  name: string;
  storageKey: string;
  sha256: string;
  bytes: number;
}

/** What went wrong in a job, in words a user can act on. */
export interface JobError {
  code: string;
  message: string;
}

const storedFileJson = z.object({ name: z.string(), storage_key: z.string(), sha256: z.string(), bytes: z.number() });

/** Files as stored in jsonb ({name, storage_key, sha256, bytes}, the columns' spelling). */
export function filesToJson(files: readonly StoredFile[]): string {
  return JSON.stringify(files.map((f) => ({ name: f.name, storage_key: f.storageKey, sha256: f.sha256, bytes: f.bytes })));
}

export function filesFromJson(value: unknown): StoredFile[] {
  const parsed = z.array(storedFileJson).safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.map((f) => ({ name: f.name, storageKey: f.storage_key, sha256: f.sha256, bytes: f.bytes }));
}

export function jobErrorFrom(value: unknown): JobError | null {
  const parsed = z.object({ code: z.string(), message: z.string() }).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Paging: at most this many rows per call, whatever is asked. */
export const MAX_PAGE = 500;

export function pageSize(limit: number | undefined, fallback = 50): number {
  return Math.max(1, Math.min(limit ?? fallback, MAX_PAGE));
}

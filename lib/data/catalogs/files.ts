import { z } from 'zod';
import { findingMessage, type MessageLocale, type MessageParams } from '@/lib/catalog/messages';

/** A stored file of a conversion or export: its name in the deliverables and its blob. */
export interface StoredFile {
  name: string;
  storageKey: string;
  sha256: string;
  bytes: number;
}

/**
 * What went wrong in a job, in words a user can act on. `message` is English (logs, API clients that
 * know no codes); `params` (and `messageId` when the text is not the code) say it again as a catalogue
 * text, so pages and notices render it in their reader's language (`jobErrorIn`). Errors stored
 * before they had parameters only have the English.
 */
export interface JobError {
  code: string;
  message: string;
  params?: MessageParams;
  messageId?: string;
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

/** A stored parameter: a string, a number, a nested text or a list of them (anything else is dropped). */
const saidJson: z.ZodType<{ id: string; params?: Record<string, unknown> }> = z.lazy(() =>
  z.object({ id: z.string(), params: z.optional(z.record(z.string(), paramJson)) }),
);
const paramJson: z.ZodType<unknown> = z.lazy(() => z.union([z.string(), z.number(), saidJson, z.array(saidJson)]));

const jobErrorJson = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), paramJson).optional().catch(undefined),
  messageId: z.string().optional().catch(undefined),
});

export function jobErrorFrom(value: unknown): JobError | null {
  const parsed = jobErrorJson.safeParse(value);
  if (!parsed.success) return null;
  const { code, message, params, messageId } = parsed.data;
  return { code, message, ...(params ? { params: params as MessageParams } : {}), ...(messageId ? { messageId } : {}) };
}

/** A job error as its reader sees it: the message in `locale` (the stored English for older errors). */
export function jobErrorIn<E extends JobError | null>(error: E, locale: MessageLocale): E {
  return error === null ? error : ({ ...error, message: findingMessage(error, locale) } as E);
}

/** Paging: at most this many rows per call, whatever is asked. */
export const MAX_PAGE = 500;

export function pageSize(limit: number | undefined, fallback = 50): number {
  return Math.max(1, Math.min(limit ?? fallback, MAX_PAGE));
}

import { Readable } from 'node:stream';
import { getBlobStore } from '@/lib/storage';
import { problemResponse } from './problem';

/**
 * How the app's routes hand out files (conversion outputs, export deliverables, learned terms):
 * always an attachment under a safe ASCII name, with its type, nosniff and a sandboxing CSP — so no
 * file (an HTML report included) is ever rendered in the app's origin — and kept out of shared
 * caches, since access can be withdrawn.
 */
export interface Download {
  /** The name the browser saves it under, already safe (`safeDownloadName`): it goes into a header as is. */
  downloadName: string;
  contentType: string;
  /** A stored blob's stream, or bytes or text made for this answer. */
  body: Readable | Uint8Array<ArrayBuffer> | string;
  /** Content-Length, when known before the body is sent. */
  bytes?: number;
  /** The SHA-256 it is stored under: its ETag. */
  sha256?: string;
  /** `private, no-cache` unless said: the browser may keep it, but asks again (access can be withdrawn). */
  cacheControl?: string;
  /** For a file made per reader (a report in the reader's language). */
  vary?: string;
}

export function downloadResponse(file: Download): Response {
  const headers: Record<string, string> = { 'Content-Type': file.contentType };
  if (file.bytes !== undefined) headers['Content-Length'] = String(file.bytes);
  headers['Content-Disposition'] = `attachment; filename="${file.downloadName}"`;
  headers['X-Content-Type-Options'] = 'nosniff';
  // Even if a browser ignored "attachment", an HTML file could run nothing here.
  headers['Content-Security-Policy'] = "sandbox; default-src 'none'";
  headers['Cache-Control'] = file.cacheControl ?? 'private, no-cache';
  if (file.sha256 !== undefined) headers.ETag = `"${file.sha256}"`;
  if (file.vary !== undefined) headers.Vary = file.vary;
  const body =
    file.body instanceof Readable ? (Readable.toWeb(file.body) as ReadableStream<Uint8Array>) : file.body;
  return new Response(body, { headers });
}

/** A download route's refusal: `{ ok: false, code, message }`, never cached, nosniff. */
export function downloadProblem(status: number, code: string, message: string): Response {
  return problemResponse(
    status,
    { code, message },
    { headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  );
}

/** A file a run wrote to the blob store, as its row lists it. */
export interface StoredFile {
  /** Its name in the run (`aces.xml`, `changes/aces-update.xml`). */
  name: string;
  storageKey: string;
  sha256: string;
  bytes: number;
}

/** Whose file it is, for the log line when its blob has gone missing. */
export interface FileOwner {
  kind: 'conversion' | 'export';
  id: string;
}

/**
 * Streams a stored file from the blob store. A row that lists a blob the store no longer has is our
 * fault, not the reader's: logged, and answered 500 `file_missing` with `missingMessage` (what to do).
 */
export async function downloadStoredFile(
  file: StoredFile & Pick<Download, 'downloadName' | 'contentType'>,
  owner: FileOwner,
  missingMessage: string,
): Promise<Response> {
  const blob = await getBlobStore().get(file.storageKey);
  if (!blob) {
    console.error(
      `partsmith ${owner.kind}s: blob ${file.storageKey} of ${owner.kind} ${owner.id} (${file.name}) is missing from the store`,
    );
    return downloadProblem(500, 'file_missing', missingMessage);
  }
  return downloadResponse({
    downloadName: file.downloadName,
    contentType: file.contentType,
    body: blob,
    bytes: file.bytes,
    sha256: file.sha256,
  });
}

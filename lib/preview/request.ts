import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { sanitizeFileName } from '@/lib/http/upload';
import { formatBytes } from '@/lib/catalog/messages';
import { PREVIEW_FIELDS, PREVIEW_LIMITS } from './limits';
import { PREVIEW_SAMPLE_IDS, type PreviewSampleId } from './samples';
import type { PreviewFailure } from './types';

/** What a visitor asked to convert. */
export type PreviewInput = { kind: 'sample'; id: PreviewSampleId } | { kind: 'upload'; name: string; bytes: Uint8Array };

export type Parsed<T> = { ok: true; value: T } | { ok: false; failure: PreviewFailure };

/** Room for the multipart envelope (boundaries, part headers, the sample field) around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const formSchema = z
  .object({
    sample: z.enum(PREVIEW_SAMPLE_IDS).optional(),
    file: z.instanceof(Blob).optional(),
  })
  .refine((v) => (v.sample === undefined) !== (v.file === undefined), { message: 'send either a sample or a file' });

const localeSchema = z.enum(routing.locales);

/** The locale messages are answered in: the one the page asked for, else English. */
export function previewLocale(raw: string | null | undefined): Locale {
  const parsed = localeSchema.safeParse(raw);
  return parsed.success ? parsed.data : routing.defaultLocale;
}

function tooLarge(bytes?: number): PreviewFailure {
  return {
    code: 'PREVIEW_FILE_TOO_LARGE',
    params: { max: formatBytes(PREVIEW_LIMITS.maxBytes, 'en'), size: bytes === undefined ? '?' : formatBytes(bytes, 'en') },
  };
}

/**
 * Reads the request body, but never more than the limit allows: a declared length over it is
 * refused before reading, and a body that keeps coming is cut off as soon as it passes the limit,
 * so nobody can make the server buffer a huge upload just to refuse it.
 */
export async function readCappedBody(request: Request, maxBytes = PREVIEW_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES): Promise<Parsed<Uint8Array<ArrayBuffer>>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, failure: tooLarge(Math.max(0, declared - MULTIPART_OVERHEAD_BYTES)) };
  if (!request.body) return { ok: false, failure: { code: 'PREVIEW_BAD_REQUEST' } };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, failure: tooLarge() };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, value: bytes };
}

/** Parses the multipart body into what to convert; anything else is a value saying what was wrong. */
export async function parsePreviewBody(body: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<Parsed<PreviewInput>> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return { ok: false, failure: { code: 'PREVIEW_BAD_REQUEST' } };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, failure: { code: 'PREVIEW_BAD_REQUEST' } };
  }
  return parsePreviewForm(form);
}

export async function parsePreviewForm(form: FormData): Promise<Parsed<PreviewInput>> {
  const sample = form.get(PREVIEW_FIELDS.sample);
  const file = form.get(PREVIEW_FIELDS.file);
  const parsed = formSchema.safeParse({
    sample: sample === null || sample === '' ? undefined : sample,
    file: file === null || file === '' ? undefined : file,
  });
  if (!parsed.success) return { ok: false, failure: { code: 'PREVIEW_BAD_REQUEST' } };
  const { sample: id, file: blob } = parsed.data;
  if (id !== undefined) return { ok: true, value: { kind: 'sample', id } };
  if (!blob) return { ok: false, failure: { code: 'PREVIEW_BAD_REQUEST' } };
  if (blob.size === 0) return { ok: false, failure: { code: 'PREVIEW_EMPTY_FILE' } };
  if (blob.size > PREVIEW_LIMITS.maxBytes) return { ok: false, failure: tooLarge(blob.size) };
  const name = safeUploadName(blob instanceof File ? blob.name : '');
  return { ok: true, value: { kind: 'upload', name, bytes: new Uint8Array(await blob.arrayBuffer()) } };
}

/**
 * The upload's name as reports and XML headers will show it, through the sanitiser every upload
 * path uses (lib/http/upload): the last path segment only, no control or bidi characters, at most
 * 120 bytes with the extension kept.
 */
export function safeUploadName(raw: string): string {
  return sanitizeFileName(raw, 120) || 'upload';
}

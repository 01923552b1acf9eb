/**
 * An uploaded file's name, as every upload path stores it (web route, REST API, reference
 * imports). It is shown in lists, reports, e-mails and download names, and names the work file the
 * engine reads, so it must be visible text of one path segment that a file system accepts.
 */

/** Most UTF-8 bytes a stored name has: a file name's limit on common file systems (ext4, APFS, NTFS). */
export const MAX_FILE_NAME_BYTES = 255;

/*
 * Characters that are not visible text: C0 and C1 controls (NUL, CR, LF, …), DEL, the bidi marks,
 * embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069 — they can
 * make `evil‮vsc.exe` read as `evilexe.csv`), line and paragraph separators, and the BOM.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The suffix kept whole when a name is shortened (`.csv`, `.xlsx`, …). */
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).byteLength;

/**
 * The name made safe to store: invisible characters dropped, only the last path segment kept (a
 * browser or client may send `C:\…\x.csv` or `../../x.csv`), runs of dots folded (no `..`), no
 * leading dots or spaces, NFC, and at most `maxBytes` UTF-8 bytes — shortened in the middle of the
 * stem so the extension survives. '' when nothing usable is left; callers choose the fallback.
 */
export function sanitizeFileName(raw: string, maxBytes = MAX_FILE_NAME_BYTES): string {
  const visible = raw.replace(INVISIBLE, '').normalize('NFC');
  const lastSegment = visible.split(/[\\/]/).pop() ?? '';
  const name = lastSegment
    .replace(/\.{2,}/g, '.')
    .trim()
    .replace(/^[.\s]+/, '');
  return capKeepingExtension(name, maxBytes);
}

/**
 * `X-File-Name` as sent: `encodeURIComponent`-encoded, since HTTP headers carry Latin-1 only. Null
 * when the value is not URI-encoded correctly (a lone `%`, a broken UTF-8 sequence).
 */
function decodeSentName(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The web routes' rule (uploads, reference imports): the name from `X-File-Name`, sanitised; an
 * undecodable value is taken as it is, and missing or empty becomes "catalog" (the page always sends
 * one, so nothing is refused for its name).
 */
export function fileNameFromHeader(value: string | null): string {
  if (!value) return 'catalog';
  return sanitizeFileName(decodeSentName(value) ?? value) || 'catalog';
}

/** Why the REST API refuses a file's name: not URI-encoded, none sent, or nothing left once sanitised. */
export type SentNameProblem = 'not_uri_encoded' | 'unnamed' | 'nothing_left';

/**
 * The REST API's rule: `X-File-Name` (URI-encoded) or else `alternative` (`?name=`), sanitised — and
 * refused rather than guessed, since a program can always send the right name. Checked before a byte
 * of the body is read.
 */
export function sentFileName(value: string | null, alternative?: string): { ok: true; name: string } | { ok: false; problem: SentNameProblem } {
  let sent: string | undefined;
  if (value !== null) {
    const decoded = decodeSentName(value);
    if (decoded === null) return { ok: false, problem: 'not_uri_encoded' };
    sent = decoded;
  }
  if (!sent?.trim()) sent = alternative;
  if (!sent?.trim()) return { ok: false, problem: 'unnamed' };
  const name = sanitizeFileName(sent);
  return name ? { ok: true, name } : { ok: false, problem: 'nothing_left' };
}

function capKeepingExtension(name: string, maxBytes: number): string {
  if (utf8Bytes(name) <= maxBytes) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = name.slice(0, name.length - extension.length);
  return truncateToBytes(stem, maxBytes - utf8Bytes(extension)).replace(/[\s.]+$/, '') + extension;
}

/** The longest prefix of whole characters (grapheme clusters: no half emoji, no lone accent) within `maxBytes`. */
function truncateToBytes(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    bytes += utf8Bytes(segment);
    if (bytes > maxBytes) break;
    kept += segment;
  }
  return kept;
}

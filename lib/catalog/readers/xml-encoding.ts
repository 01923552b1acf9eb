/**
 * Which character encoding an ACES/PIES file is in, from its first bytes: a byte-order mark wins,
 * then the byte pattern of UTF-16 without one, then the XML declaration's `encoding="…"`; with none
 * of those XML says UTF-8. ISO-8859-1 is read as Windows-1252 (its superset, and what Windows tools
 * really write when they say Latin-1).
 */
export type XmlEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface SniffedEncoding {
  encoding: XmlEncoding;
  /** The `encoding` of the XML declaration as written, or null. */
  declared: string | null;
  /** A byte-order mark was present. */
  bom: boolean;
  /** The declared encoding is one this reader cannot decode (it is then read as UTF-8). */
  unsupported: boolean;
}

const LATIN = new Set([
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'latin-1',
  'l1',
  'windows-1252',
  'cp1252',
  'x-cp1252',
  'iso-8859-15',
  'latin9',
  'us-ascii',
  'ascii',
]);
const UTF8 = new Set(['utf-8', 'utf8']);
const UTF16 = new Set(['utf-16', 'utf16', 'utf-16le', 'utf-16be', 'ucs-2']);

function declaredEncoding(head: string): string | null {
  const decl = /^\s*<\?xml\s[^?]*?\bencoding\s*=\s*["']([^"']+)["']/.exec(head);
  return decl?.[1] ?? null;
}

export function sniffXmlEncoding(head: Uint8Array): SniffedEncoding {
  const b0 = head[0];
  const b1 = head[1];
  if (b0 === 0xef && b1 === 0xbb && head[2] === 0xbf)
    return {
      encoding: 'utf-8',
      declared: declaredEncoding(ascii(head.subarray(3))),
      bom: true,
      unsupported: false,
    };
  if (b0 === 0xff && b1 === 0xfe)
    return {
      encoding: 'utf-16le',
      declared: declaredEncoding(utf16(head.subarray(2), 'le')),
      bom: true,
      unsupported: false,
    };
  if (b0 === 0xfe && b1 === 0xff)
    return {
      encoding: 'utf-16be',
      declared: declaredEncoding(utf16(head.subarray(2), 'be')),
      bom: true,
      unsupported: false,
    };
  // "<?" in UTF-16 without a BOM: 3C 00 3F 00 (LE) or 00 3C 00 3F (BE).
  if (b0 === 0x3c && b1 === 0 && head[2] === 0x3f && head[3] === 0)
    return {
      encoding: 'utf-16le',
      declared: declaredEncoding(utf16(head, 'le')),
      bom: false,
      unsupported: false,
    };
  if (b0 === 0 && b1 === 0x3c && head[2] === 0 && head[3] === 0x3f)
    return {
      encoding: 'utf-16be',
      declared: declaredEncoding(utf16(head, 'be')),
      bom: false,
      unsupported: false,
    };

  const declared = declaredEncoding(ascii(head));
  const label = declared?.trim().toLowerCase() ?? null;
  if (label === null || UTF8.has(label))
    return { encoding: 'utf-8', declared, bom: false, unsupported: false };
  if (LATIN.has(label)) return { encoding: 'windows-1252', declared, bom: false, unsupported: false };
  // UTF-16 declared on bytes that are plainly 8-bit: the declaration is wrong, the bytes decide.
  return { encoding: 'utf-8', declared, bom: false, unsupported: !UTF16.has(label) };
}

function ascii(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 512)).toString('latin1');
}

function utf16(bytes: Uint8Array, order: 'le' | 'be'): string {
  const n = Math.min(bytes.byteLength, 1024) & ~1;
  return new TextDecoder(order === 'le' ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(0, n));
}

/** A human name for reports: "UTF-8", "UTF-8 with BOM", "UTF-16LE", "Windows-1252 (declared ISO-8859-1)". */
export function describeEncoding(s: SniffedEncoding, fellBack: boolean): string {
  if (fellBack) return `Windows-1252 (declared ${s.declared ?? 'UTF-8 by default'}, but not valid UTF-8)`;
  const base = {
    'utf-8': 'UTF-8',
    'utf-16le': 'UTF-16LE',
    'utf-16be': 'UTF-16BE',
    'windows-1252': 'Windows-1252',
  }[s.encoding];
  if (s.encoding === 'windows-1252' && s.declared && !/1252/.test(s.declared))
    return `${base} (declared ${s.declared})`;
  return s.bom ? `${base} with BOM` : base;
}

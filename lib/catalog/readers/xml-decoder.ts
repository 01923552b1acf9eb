import type { XmlEncoding } from './xml-encoding';

/** Chunk-by-chunk decoding of an XML file's bytes; characters split across chunks stay intact. */
export interface XmlDecoder {
  decode(chunk: Uint8Array): string;
  end(): string;
  /**
   * Set when a file read as UTF-8 turned out not to be: the byte offset of the first byte that is
   * not UTF-8. From there on the file is read as Windows-1252.
   */
  readonly fallbackAt: number | null;
}

export function createXmlDecoder(encoding: XmlEncoding): XmlDecoder {
  if (encoding === 'windows-1252') {
    return { decode: decodeWindows1252, end: () => '', fallbackAt: null };
  }
  if (encoding === 'utf-8') return new Utf8OrWindows1252();
  // UTF-16 has no "other encoding" to fall back to; lone surrogates become U+FFFD.
  const d = new TextDecoder(encoding);
  return { decode: (c) => d.decode(c, { stream: true }), end: () => d.decode(), fallbackAt: null };
}

/**
 * Node's 'latin1' maps 0x80–0x9F to C1 controls, but in files written on Windows those bytes are
 * €, ‚, „, …, ™, Š, Œ, Ž, curly quotes and dashes.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const C1 = /[\u0080-\u009f]/g;

export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(C1, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

/** Bytes at the end of `b` that start a UTF-8 sequence the chunk does not complete. */
function incompleteTail(b: Uint8Array): number {
  for (let i = 1; i <= Math.min(3, b.length); i++) {
    const c = b[b.length - i] ?? 0;
    if ((c & 0xc0) === 0x80) continue;
    const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
    return need > i ? i : 0;
  }
  return 0;
}

/** Offset of the first byte that breaks UTF-8 (looked for only once decoding has failed). */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i] ?? 0;
    if (c < 0x80) {
      i++;
      continue;
    }
    const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
    if (need === 0 || i + need >= b.length) return i;
    const c1 = b[i + 1] ?? 0;
    // Overlong forms, UTF-16 surrogates and code points above U+10FFFF are not UTF-8 either.
    if (
      (c === 0xe0 && c1 < 0xa0) ||
      (c === 0xed && c1 >= 0xa0) ||
      (c === 0xf0 && c1 < 0x90) ||
      (c === 0xf4 && c1 >= 0x90)
    )
      return i;
    for (let k = 1; k <= need; k++) if (((b[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return b.length;
}

class Utf8OrWindows1252 implements XmlDecoder {
  fallbackAt: number | null = null;
  private readonly fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private pending: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private first = true;

  decode(chunk: Uint8Array): string {
    if (this.fallbackAt !== null) return decodeWindows1252(chunk);
    let data = chunk;
    if (this.pending.length) {
      data = new Uint8Array(this.pending.length + chunk.length);
      data.set(this.pending);
      data.set(chunk, this.pending.length);
    }
    if (this.first) {
      this.first = false;
      if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
        data = data.subarray(3);
        this.offset = 3;
      }
    }
    const tail = incompleteTail(data);
    const body = data.subarray(0, data.length - tail);
    try {
      const text = this.fatal.decode(body);
      this.pending = data.slice(data.length - tail);
      this.offset += body.length;
      return text;
    } catch {
      const bad = firstInvalidUtf8(body);
      this.fallbackAt = this.offset + bad;
      this.pending = new Uint8Array(0);
      return this.fatal.decode(body.subarray(0, bad)) + decodeWindows1252(data.subarray(bad));
    }
  }

  end(): string {
    if (this.pending.length === 0) return '';
    // A file that ends inside a multi-byte character was not UTF-8 after all.
    this.fallbackAt ??= this.offset;
    const rest = decodeWindows1252(this.pending);
    this.pending = new Uint8Array(0);
    return rest;
  }
}

/** A whole document's bytes as text (BOM removed), for the rare callers that need it in one piece. */
export function decodeXmlBytes(bytes: Uint8Array, encoding: XmlEncoding): string {
  const d = createXmlDecoder(encoding);
  return d.decode(bytes) + d.end();
}

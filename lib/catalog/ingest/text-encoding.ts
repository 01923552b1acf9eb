import type { SourceEncoding } from '../types';

/**
 * Decides a text file's encoding: a BOM wins; UTF-16 without a BOM shows as NULs in every other
 * byte; otherwise UTF-8 if the whole file is valid UTF-8 (pure ASCII included), else Windows-1252,
 * which is what Excel on Windows writes for "CSV" in western Europe.
 */
export function detectEncoding(head: Uint8Array, wholeFileIsUtf8: boolean): SourceEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8-bom';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const nulPattern = utf16NulPattern(head);
  if (nulPattern) return nulPattern;
  return wholeFileIsUtf8 ? 'utf-8' : 'windows-1252';
}

function utf16NulPattern(head: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(head.length - (head.length % 2), 4096);
  if (n < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenNul++;
    if (head[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  // Latin text in UTF-16 has a NUL high byte on nearly every character, and almost never a NUL low byte.
  if (oddNul / pairs > 0.4 && evenNul / pairs < 0.05) return 'utf-16le';
  if (evenNul / pairs > 0.4 && oddNul / pairs < 0.05) return 'utf-16be';
  return null;
}

/**
 * Whether an 8-bit text head is really binary: many control bytes that no text editor writes.
 * A handful of NULs in a CSV is damage to report and strip, not a reason to refuse the file.
 */
export function looksBinary(head: Uint8Array): boolean {
  let controls = 0;
  for (let i = 0; i < head.length; i++) {
    const b = head[i] ?? 0;
    // tab, LF, VT, FF, CR and Ctrl-Z (old DOS end-of-file) are text.
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0b && b !== 0x0c && b !== 0x0d && b !== 0x1a) controls++;
  }
  return controls > 8 && controls / head.length > 0.05;
}

/** Chunk-by-chunk decoder: keeps multi-byte characters split across chunks intact. */
export interface ChunkDecoder {
  decode(chunk: Uint8Array): string;
  end(): string;
}

export function createChunkDecoder(encoding: SourceEncoding): ChunkDecoder {
  if (encoding === 'windows-1252') return windows1252Decoder();
  const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
  // The default (ignoreBOM: false) strips a leading BOM, which is what we want.
  const decoder = new TextDecoder(label);
  return {
    decode: (chunk) => decoder.decode(chunk, { stream: true }),
    end: () => decoder.decode(),
  };
}

/**
 * Node's built-in 'windows-1252' decoder maps 0x80–0x9F to C1 controls (i.e. Latin-1), but those
 * bytes are €, ‚, „, …, ™, Š, Œ, Ž, š, œ, ž, Ÿ, curly quotes and dashes in real Windows files.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const C1_RANGE = /[\u0080-\u009f]/g;

function windows1252Decoder(): ChunkDecoder {
  return {
    decode: (chunk) => {
      const latin1 = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      return latin1.replace(C1_RANGE, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
    },
    end: () => '',
  };
}

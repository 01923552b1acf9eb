import { describe, expect, it } from 'vitest';
import { safeUploadName } from '@/lib/preview/request';
import { MAX_FILE_NAME_BYTES, fileNameFromHeader, sanitizeFileName } from '@/lib/http/upload';

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('the one upload-name sanitiser', () => {
  it.each([
    ['a plain name', 'Bremsen März 2026.csv', 'Bremsen März 2026.csv'],
    ['NUL', 'brakes\u0000.csv', 'brakes.csv'],
    ['CR and LF (header and log injection)', 'brakes\r\nX-Injected: 1.csv', 'brakesX-Injected: 1.csv'],
    ['other C0 and C1 controls and DEL', 'a\u0007b\u001bc\u007fd\u0085e.csv', 'abcde.csv'],
    ['a right-to-left override (evil‮vsc.exe reads as evilexe.csv)', 'evil\u202Evsc.exe', 'evilvsc.exe'],
    ['bidi embeddings and isolates', '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069.csv', 'abcdefg.csv'],
    ['bidi marks (LRM, RLM, ALM)', 'a\u200Eb\u200Fc\u061C.csv', 'abc.csv'],
    ['line separators and a BOM', '\uFEFFa\u2028b\u2029.csv', 'ab.csv'],
    ['a relative path', '../../etc/passwd', 'passwd'],
    ['a Windows path', 'C:\\exports\\brakes.csv', 'brakes.csv'],
    ['dot runs inside the name', 'brakes..2026...csv', 'brakes.2026.csv'],
    ['leading dots and spaces', ' ..hidden.csv ', 'hidden.csv'],
    ['only a path', '../', ''],
    ['only dots', '..', ''],
    ['only invisible characters', '\u0000\u202E\r\n', ''],
    ['decomposed accents (NFD → NFC)', 'Bremse\u0301n.csv', 'Bremsén.csv'],
  ])('%s', (_what, raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('shortens a 300-character name to the byte limit and keeps its extension', () => {
    const name = sanitizeFileName(`${'brake-pads-'.repeat(28)}front.xlsx`);
    expect(utf8Bytes(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(name).toMatch(/^brake-pads-.*\.xlsx$/);
  });

  it('counts bytes, not characters, and never splits a character', () => {
    const name = sanitizeFileName(`${'ü'.repeat(200)}${'👍🏽'.repeat(20)}.csv`);
    expect(utf8Bytes(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(name.endsWith('.csv')).toBe(true);
    expect(name).not.toMatch(/\uFFFD/);
    // No lone surrogate: the name survives a UTF-8 round trip unchanged.
    expect(Buffer.from(name, 'utf8').toString('utf8')).toBe(name);
  });

  it('is stable: a sanitised name sanitises to itself', () => {
    for (const raw of ['../a\u202E..b.csv', `${'x'.repeat(400)}.csv`, ' .a b. ']) {
      const once = sanitizeFileName(raw);
      expect(sanitizeFileName(once)).toBe(once);
    }
  });
});

describe('the web route’s header', () => {
  it('decodes, sanitises, and falls back to "catalog"', () => {
    expect(fileNameFromHeader(encodeURIComponent('a\u0000b\u202E.csv'))).toBe('ab.csv');
    expect(fileNameFromHeader(encodeURIComponent('../'))).toBe('catalog');
    expect(fileNameFromHeader(null)).toBe('catalog');
  });
});

describe('the preview’s upload', () => {
  it('names its file with the same sanitiser, shorter, keeping the extension', () => {
    expect(safeUploadName('invoice\u202Evsc.csv')).toBe('invoicevsc.csv');
    const long = safeUploadName(`${'p'.repeat(300)}.xlsx`);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('.xlsx')).toBe(true);
    expect(safeUploadName('../')).toBe('upload');
  });
});

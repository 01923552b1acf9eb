import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CatalogReader, openCatalog } from '@/lib/catalog/ingest';
import type { Finding, SourceRow } from '@/lib/catalog/types';
import { checkProperty } from './budget';

/**
 * The standing bad-input suite for delimited text (CSV, TSV, ; and | files): whatever the bytes,
 * openCatalog answers with a reader or an { error } — never a throw — and findings are
 * well-formed. For tables the generator writes itself (hostile cells quoted as RFC 4180 says,
 * any mix of LF, CRLF and lone CR line ends, BOMs, four encodings, ragged rows, huge cells),
 * every row is accounted for: read with its cells and row number, or counted as blank.
 */

const NAMES = ['Part Number', 'Make', 'Model', 'Year', 'Qty', 'Position', 'Notes', 'Brand'];
const DELIMITERS = [',', ';', '\t', '|'] as const;
const EOLS = ['\n', '\r\n', '\r'] as const;
/** What cells are made of: every delimiter, quotes, line breaks, non-ASCII, a BOM, a surrogate pair. */
const PIECES = ['a', 'Z', '7', ' ', '"', '""', ',', ';', '\t', '|', '\r', '\n', '\r\n', 'ä', 'ß', '€', '😀', '\u00a0', '\ufeff', "'", '='];
type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';
const ENCODINGS: Encoding[] = ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'];

const smallCell = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => p.join(''));
const cell = fc.oneof(
  { weight: 12, arbitrary: smallCell },
  // A huge cell now and then: past the 64 KiB read chunk, still inside the record limit.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', '"', 'ab\r\n', 'é,'), fc.integer({ min: 20_000, max: 150_000 })).map(([s, n]) => s.repeat(Math.ceil(n / s.length)).slice(0, n)) },
);

interface Table {
  delimiter: string;
  encoding: Encoding;
  width: number;
  rows: string[][];
  eols: string[];
  finalEol: boolean;
}

const table: fc.Arbitrary<Table> = fc
  .record({
    delimiter: fc.constantFrom(...DELIMITERS),
    encoding: fc.constantFrom(...ENCODINGS),
    width: fc.integer({ min: 2, max: NAMES.length }),
    finalEol: fc.boolean(),
  })
  .chain((base) =>
    fc.record({
      delimiter: fc.constant(base.delimiter),
      encoding: fc.constant(base.encoding),
      width: fc.constant(base.width),
      finalEol: fc.constant(base.finalEol),
      // Three ordinary full rows first, so the head of the file says which delimiter it uses (from a
      // header and one row, "|" in every quoted cell could honestly be read either way); then anything:
      // ragged rows of one cell up to one more than the header (wider would make it a title row), huge cells.
      rows: fc
        .tuple(
          fc.array(fc.array(smallCell, { minLength: base.width, maxLength: base.width }), { minLength: 3, maxLength: 3 }),
          fc.array(fc.array(cell, { minLength: 1, maxLength: base.width + 1 }), { maxLength: 37 }),
        )
        .map(([first, rest]) => [...first, ...rest]),
      eols: fc.array(fc.constantFrom(...EOLS), { minLength: 41, maxLength: 41 }),
    }),
  );

/** A cell as RFC 4180 writes it: quoted only when it holds the delimiter, a quote or a line break. */
function quote(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function render(t: Table): string {
  const lines = [NAMES.slice(0, t.width), ...t.rows].map((cells) => cells.map((c) => quote(c, t.delimiter)).join(t.delimiter));
  const eols = lines.map((_, i) => t.eols[i] ?? '\n');
  // CR, an empty line, LF is a CRLF to any reader: end such an empty line with CRLF instead.
  for (let i = 1; i < lines.length; i++) if (lines[i] === '' && eols[i - 1] === '\r' && eols[i] === '\n') eols[i] = '\r\n';
  return lines.map((line, i) => line + (i < lines.length - 1 || t.finalEol ? eols[i] : '')).join('');
}

const CP1252_EXTRA: Record<string, number> = { '€': 0x80 };

/** The text in the encoding, or null when the encoding cannot hold one of its characters. */
function encode(text: string, encoding: Encoding): Uint8Array | null {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    case 'utf-16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf-16be':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    case 'windows-1252': {
      const out = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        const b = c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : CP1252_EXTRA[text[i]!];
        if (b === undefined) return null;
        out[i] = b;
      }
      // Bytes that happen to be valid UTF-8 are read as UTF-8, by design: not this test's case.
      return /[^\x00-\x7f]/.test(text) && isUtf8(out) ? null : out;
    }
  }
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const isBlank = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '');

function expectWellFormed(findings: readonly Finding[]): void {
  for (const f of findings) {
    expect(f.code).toMatch(/^[A-Z0-9_]+$/);
    expect(['error', 'warning', 'info']).toContain(f.severity);
    expect(typeof f.message).toBe('string');
    expect(f.message.length).toBeGreaterThan(10);
    if (f.row !== undefined) expect(Number.isInteger(f.row) && f.row >= 1).toBe(true);
  }
}

async function readAll(reader: CatalogReader): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const batch of reader.batches()) rows.push(...batch);
  return rows;
}

/** How many blank rows the reader says it skipped (0 without a ROWS_BLANK finding). */
function blankCount(findings: readonly Finding[]): number {
  const blank = findings.find((f) => f.code === 'ROWS_BLANK');
  return blank ? Number(/: (\d+) blank row/.exec(blank.message)?.[1]) : 0;
}

describe('delimited ingest under hostile input', () => {
  it('answers any bytes with a reader or an error, never a throw', async () => {
    const prefix = fc.constantFrom(new Uint8Array(0), Uint8Array.of(0xef, 0xbb, 0xbf), Uint8Array.of(0xff, 0xfe), Uint8Array.of(0xfe, 0xff), new TextEncoder().encode('Part Number,Make\n'), new TextEncoder().encode('"'));
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.array(fc.constantFrom(0x22, 0x2c, 0x3b, 0x0d, 0x0a, 0x09, 0x41, 0x00, 0xc3, 0xa4, 0xff), { maxLength: 2048 }).map((a) => Uint8Array.from(a)));
    await checkProperty(
      'ingest-delimited: arbitrary bytes',
      fc.asyncProperty(prefix, bytes, fc.constantFrom('catalog.csv', 'catalog.tsv', 'catalog.xlsx', 'catalog'), async (head, body, name) => {
        const input = Buffer.concat([head, body]);
        const result = await openCatalog({ bytes: input, name });
        if ('error' in result) {
          expectWellFormed([result.error]);
          expect(result.error.file).toBe(name);
          return;
        }
        const rows = await readAll(result);
        expect(result.info.rows).toBe(rows.length);
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.row).toBeGreaterThan(rows[i - 1]!.row);
        if (rows.length > 0) expect(rows[0]!.row).toBeGreaterThan(result.info.headerRow);
        expectWellFormed(result.findings);
      }),
      300,
    );
  });

  it('reads every row of a generated table: its cells and row number, or counted as blank', async () => {
    await checkProperty(
      'ingest-delimited: generated tables',
      fc.asyncProperty(table, async (t) => {
        const bytes = encode(render(t), t.encoding);
        fc.pre(bytes !== null);
        const reader = await openCatalog({ bytes: bytes!, name: 'table.csv' });
        if ('error' in reader) throw new Error(`${reader.error.code}: ${reader.error.message}`);
        expect(reader.info.delimiter).toBe(t.delimiter);
        expect(reader.info.headerRow).toBe(1);
        expect(reader.header).toEqual(NAMES.slice(0, t.width));

        // A last row that renders to nothing, with no line break after it, is not in the file at all.
        const written = !t.finalEol && t.rows.length > 0 && t.rows.at(-1)!.every((c) => c === '') && t.rows.at(-1)!.length === 1 ? t.rows.slice(0, -1) : t.rows;
        const expected = written.map((values, i) => ({ row: i + 2, values })).filter((r) => !isBlank(r.values));
        const rows = await readAll(reader);
        expect(rows).toEqual(expected);
        expect(reader.info.rows).toBe(expected.length);
        expect(rows.length + blankCount(reader.findings)).toBe(written.length);

        const ragged = expected.filter((r) => r.values.length < t.width || (r.values.length > t.width && !isBlank(r.values.slice(t.width))));
        expect(reader.findings.filter((f) => f.code === 'ROW_RAGGED').map((f) => f.row)).toEqual(ragged.map((r) => r.row));
        expect(reader.findings.map((f) => f.code)).not.toContain('QUOTE_UNTERMINATED');
        expect(reader.findings.map((f) => f.code)).not.toContain('QUOTE_STRAY');
        expectWellFormed(reader.findings);
      }),
      120,
    );
  });

  it('never makes up rows from a damaged table, and keeps them in order', async () => {
    // A good table, then damage: characters dropped, stray quotes, lone CRs, LFs, NULs put in anywhere.
    const damage = fc.array(fc.tuple(fc.nat(), fc.constantFrom('drop', '"', '\r', '\n', '\0', '\u00ff')), { minLength: 1, maxLength: 6 });
    await checkProperty(
      'ingest-delimited: damaged tables',
      fc.asyncProperty(table, damage, async (t, cuts) => {
        let text = render({ ...t, encoding: 'utf-8' });
        for (const [at, what] of cuts) {
          const i = text.length === 0 ? 0 : at % text.length;
          text = what === 'drop' ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + what + text.slice(i);
        }
        const result = await openCatalog({ bytes: Buffer.from(text, 'utf8'), name: 'damaged.csv' });
        if ('error' in result) return expectWellFormed([result.error]);
        const rows = await readAll(result);
        expectWellFormed(result.findings);
        expect(result.info.rows).toBe(rows.length);
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.row).toBeGreaterThan(rows[i - 1]!.row);
        // Every record but the last ends at a line break, so there are no more records than breaks + 1.
        const records = (text.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
        expect(rows.at(-1)?.row ?? 0).toBeLessThanOrEqual(records);
        expect(rows.length + blankCount(result.findings)).toBeLessThanOrEqual(records - result.info.headerRow);
      }),
      150,
    );
  });

  it('loses no row to a quote that is never closed: only that row is read differently, and reported', async () => {
    // Plain cells (no delimiter, quote or line break in them), so the damage is the only quote in the file.
    const plain = fc.array(fc.constantFrom('a', 'Z', '7', ' ', 'ä', '€', '😀'), { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
    const grid = fc.integer({ min: 2, max: 6 }).chain((width) =>
      fc.record({
        width: fc.constant(width),
        rows: fc.array(fc.array(plain, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 30 }),
        eols: fc.array(fc.constantFrom(...EOLS), { minLength: 31, maxLength: 31 }),
        at: fc.nat(),
        delimiter: fc.constantFrom(...DELIMITERS),
      }),
    );
    await checkProperty(
      'ingest-delimited: unclosed quote',
      fc.asyncProperty(grid, async (g) => {
        const damaged = g.at % g.rows.length;
        // Written by hand: render() would quote the quote, and the point is a quote left open.
        const lines = [NAMES.slice(0, g.width), ...g.rows].map((cells, i) => cells.map((c, j) => (i === damaged + 1 && j === g.at % g.width ? `"${c}` : c)).join(g.delimiter));
        const text = lines.map((line, i) => line + g.eols[i]!).join('');
        const reader = await openCatalog({ bytes: Buffer.from(text, 'utf8'), name: 'quote.csv' });
        if ('error' in reader) throw new Error(`${reader.error.code}: ${reader.error.message}`);
        const rows = await readAll(reader);
        const kept = g.rows.map((values, i) => ({ row: i + 2, values })).filter((r, i) => i === damaged || !isBlank(r.values));
        expect(rows.map((r) => r.row)).toEqual(kept.map((r) => r.row));
        rows.forEach((r, i) => r.row !== damaged + 2 && expect(r.values).toEqual(kept[i]!.values));
        expect(reader.findings.filter((f) => f.code === 'QUOTE_UNTERMINATED').map((f) => f.row)).toEqual([damaged + 2]);
      }),
      100,
    );
  });
});

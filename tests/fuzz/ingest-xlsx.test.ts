import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type CatalogReader, openCatalog } from '@/lib/catalog/ingest';
import type { Finding, SourceRow } from '@/lib/catalog/types';
import { peakHeapGrowth } from '../unit/catalog/ingest/heap-helpers';
import { patchDeclaredSize } from '../unit/catalog/ingest/xlsx-helpers';
import { checkProperty } from './budget';

/**
 * The standing bad-input suite for XLSX: zips built here from generated parts. Whatever the parts
 * (missing, malformed, DOCTYPEs, wild cell and row references, shared-text indexes and cell
 * formats out of range, bombs), openCatalog answers with a reader or an { error } — never a
 * throw — and for sheets the generator writes, every row is accounted for: read with its cells,
 * counted as blank, or reported as skipped. Bombs are refused with the heap flat.
 */

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NAMES = ['Part Number', 'Make', 'Model', 'Year', 'Qty', 'Notes'];
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const workbookXml = (sheets = '<sheet name="Catalog" sheetId="1" r:id="rId1"/>'): string =>
  `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets}</sheets></workbook>`;
const RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const STYLES = `${XML_HEAD}<styleSheet xmlns="${NS}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="1"/></cellXfs></styleSheet>`;

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inline = (ref: string, text: string): string => `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;

function letters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function expectWellFormed(findings: readonly Finding[]): void {
  for (const f of findings) {
    expect(f.code).toMatch(/^[A-Z0-9_]+$/);
    expect(['error', 'warning', 'info']).toContain(f.severity);
    expect(typeof f.message).toBe('string');
    expect(f.message.length).toBeGreaterThan(10);
  }
}

async function readAll(reader: CatalogReader): Promise<SourceRow[]> {
  const rows: SourceRow[] = [];
  for await (const batch of reader.batches()) rows.push(...batch);
  return rows;
}

const count = (findings: readonly Finding[], code: string): number => findings.filter((f) => f.code === code).length;
const blankCount = (findings: readonly Finding[]): number => {
  const blank = findings.find((f) => f.code === 'ROWS_BLANK');
  return blank ? Number(/: (\d+) blank row/.exec(blank.message)?.[1]) : 0;
};

// ---- Sheets the generator understands: the truth is known, so every row can be accounted for.

const text = fc.array(fc.constantFrom('a', 'Z', '9', ' ', '&', '<', '>', '"', "'", 'ä', '€', '😀', '\t', '\n'), { minLength: 1, maxLength: 6 }).map((p) => p.join(''));

type CellKind = 'shared' | 'sharedMissing' | 'inline' | 'number' | 'numberBadStyle' | 'bool' | 'str' | 'error' | 'empty';
type RefKind = 'valid' | 'lower' | 'none' | 'beyond' | 'garbage';
interface CellSpec {
  ref: RefKind;
  skip: 0 | 1;
  kind: CellKind;
  text: string;
  n: number;
  badRef: string;
}
interface RowSpec {
  ref: 'valid' | 'none' | 'invalid';
  gap: number;
  badRef: string;
  cells: CellSpec[];
}

const cellSpec: fc.Arbitrary<CellSpec> = fc.record({
  ref: fc.constantFrom<RefKind>('valid', 'valid', 'valid', 'lower', 'none', 'beyond', 'garbage'),
  skip: fc.constantFrom<0 | 1>(0, 0, 1),
  kind: fc.constantFrom<CellKind>('shared', 'shared', 'sharedMissing', 'inline', 'number', 'numberBadStyle', 'bool', 'str', 'error', 'empty'),
  text,
  n: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  badRef: fc.constantFrom('XFE', 'ZZZZZZZ', 'AAAA', '', '12', '$A$', 'A0', 'A1048577', 'A-1', 'Ω1'),
});
const rowSpec: fc.Arbitrary<RowSpec> = fc.record({
  ref: fc.constantFrom<RowSpec['ref']>('valid', 'valid', 'valid', 'none', 'invalid'),
  gap: fc.integer({ min: 1, max: 3 }),
  badRef: fc.constantFrom('0', '-3', 'abc', '1048577', '99999999999999999999', '1e3', '', ' 5', '2.5'),
  cells: fc.array(cellSpec, { maxLength: NAMES.length }),
});

interface Built {
  sheet: string;
  sharedStrings: string[];
  expected: SourceRow[];
  blank: number;
  skippedRows: number;
  findings: Record<string, number>;
}

/** Writes the sheet XML and, alongside, what a correct reader must make of it. */
function build(rows: RowSpec[], sharedStrings: string[]): Built {
  const out: Built = { sheet: '', sharedStrings, expected: [], blank: 0, skippedRows: 0, findings: {} };
  const note = (code: string): void => void (out.findings[code] = (out.findings[code] ?? 0) + 1);
  const xml = [`<row r="1">${NAMES.map((name, i) => inline(`${letters(i)}1`, name)).join('')}</row>`];
  let rowNumber = 1;
  for (const row of rows) {
    const kept = row.ref !== 'invalid';
    if (kept) rowNumber += row.ref === 'none' ? 1 : row.gap;
    const rowAttr = row.ref === 'valid' ? ` r="${rowNumber}"` : row.ref === 'invalid' ? ` r="${escapeXml(row.badRef)}"` : '';
    const values: string[] = [];
    let col = -1;
    let cells = '';
    for (const c of row.cells) {
      let ref: string | null;
      let valid = true;
      if (c.ref === 'valid' || c.ref === 'lower') {
        if (col + 1 + c.skip >= NAMES.length) break; // stay under the header, so it stays the header
        col += 1 + c.skip;
        ref = `${letters(col)}${rowNumber}`;
        if (c.ref === 'lower') ref = ref.toLowerCase();
      } else if (c.ref === 'none') {
        if (col + 1 >= NAMES.length) break;
        col += 1;
        ref = null;
      } else {
        ref = c.ref === 'beyond' && !/\d/.test(c.badRef) ? `${c.badRef}${rowNumber}` : c.badRef;
        valid = false;
      }
      const r = ref === null ? '' : ` r="${escapeXml(ref)}"`;
      let value = '';
      switch (c.kind) {
        case 'shared':
          if (sharedStrings.length === 0) {
            cells += `<c${r}/>`;
            break;
          }
          cells += `<c${r} t="s"><v>${(c.n >>> 0) % sharedStrings.length}</v></c>`;
          value = sharedStrings[(c.n >>> 0) % sharedStrings.length]!;
          break;
        case 'sharedMissing':
          cells += `<c${r} t="s"><v>${sharedStrings.length + (c.n >>> 0)}</v></c>`;
          if (valid && kept) note('XLSX_SHARED_STRING_MISSING');
          break;
        case 'inline':
          cells += `<c${r} t="inlineStr"><is><t xml:space="preserve">${escapeXml(c.text)}</t></is></c>`;
          value = c.text;
          break;
        case 'number':
          cells += `<c${r}><v>${c.n}</v></c>`;
          value = String(c.n);
          break;
        case 'numberBadStyle':
          cells += `<c${r} s="${99_999 + (c.n >>> 0)}"><v>${c.n}</v></c>`;
          value = String(c.n);
          if (valid && kept) note('XLSX_STYLE_MISSING');
          break;
        case 'bool':
          cells += `<c${r} t="b"><v>${c.n & 1}</v></c>`;
          value = c.n & 1 ? 'TRUE' : 'FALSE';
          break;
        case 'str':
          cells += `<c${r} t="str"><f>A1</f><v>${escapeXml(c.text)}</v></c>`;
          value = c.text;
          break;
        case 'error':
          cells += `<c${r} t="e"><v>#N/A</v></c>`;
          value = '#N/A';
          break;
        case 'empty':
          cells += `<c${r} s="1"/>`;
      }
      if (!valid) {
        if (kept) note('XLSX_CELL_REF_INVALID');
        continue;
      }
      if (value !== '') {
        while (values.length < col) values.push('');
        values[col] = value;
      }
    }
    xml.push(`<row${rowAttr}>${cells}</row>`);
    if (!kept) {
      out.skippedRows++;
      note('XLSX_ROW_REF_INVALID');
    } else if (values.every((v) => v.trim() === '')) out.blank++;
    else out.expected.push({ row: rowNumber, values });
  }
  out.sheet = `${XML_HEAD}<worksheet xmlns="${NS}"><sheetData>${xml.join('')}</sheetData></worksheet>`;
  return out;
}

function zipWorkbook(parts: Record<string, string | Uint8Array | undefined>, level: 0 | 1 | 6 = 6): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(parts)) if (content !== undefined) files[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(files, { level });
}

const sstXml = (strings: string[]): string => `${XML_HEAD}<sst xmlns="${NS}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`;

/** Letters with a different one every 400 bytes: deflates about 130:1. */
function letterBomb(): Uint8Array {
  const body = new Uint8Array(8 * 1024 * 1024).fill(0x41);
  for (let i = 0; i < body.length; i += 400) body[i] = 0x42 + ((i / 400) % 25);
  return body;
}

describe('XLSX ingest under hostile input', () => {
  it('accounts for every row of a generated sheet: read with its cells, blank, or reported as skipped', async () => {
    await checkProperty(
      'ingest-xlsx: generated sheets',
      fc.asyncProperty(fc.array(rowSpec, { maxLength: 30 }), fc.array(text, { maxLength: 8 }), async (rows, strings) => {
        const built = build(rows, strings);
        const bytes = zipWorkbook({
          'xl/workbook.xml': workbookXml(),
          'xl/_rels/workbook.xml.rels': RELS,
          'xl/worksheets/sheet1.xml': built.sheet,
          'xl/styles.xml': STYLES,
          'xl/sharedStrings.xml': sstXml(strings),
        });
        const reader = await openCatalog({ bytes, name: 'generated.xlsx' });
        if ('error' in reader) throw new Error(`${reader.error.code}: ${reader.error.message}`);
        expect(reader.header).toEqual(NAMES);
        const read = await readAll(reader);
        expect(read).toEqual(built.expected);
        expect(blankCount(reader.findings)).toBe(built.blank);
        expect(read.length + built.blank + count(reader.findings, 'XLSX_ROW_REF_INVALID')).toBe(rows.length);
        for (const code of ['XLSX_ROW_REF_INVALID', 'XLSX_CELL_REF_INVALID', 'XLSX_SHARED_STRING_MISSING', 'XLSX_STYLE_MISSING']) {
          expect(count(reader.findings, code), code).toBe(built.findings[code] ?? 0);
        }
        expectWellFormed(reader.findings);
      }),
      150,
    );
  });

  it('answers a workbook of hostile or missing parts with a reader or an error, never a throw', async () => {
    const good = build([{ ref: 'valid', gap: 1, badRef: '', cells: [] }], []).sheet;
    const variants = (valid: string): fc.Arbitrary<string | Uint8Array | undefined> =>
      fc.oneof(
        // The valid part most often, so the damage in one part meets sound ones around it.
        { weight: 8, arbitrary: fc.constant(valid) },
        fc.constant(undefined),
        fc.uint8Array({ maxLength: 300 }),
        fc.nat({ max: valid.length }).map((n) => valid.slice(0, n)), // cut short
        fc.constant(valid.replace('?>', '?><!DOCTYPE x [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>')),
        fc.constant(valid.replace(/<(row|sheet|si|xf) /, '<$1 &b; ')),
        fc.constant(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid.replace('UTF-8', 'UTF-16'), 'utf16le')])),
        fc.integer({ min: 1, max: 20_000 }).map((depth) => valid.replace(/(<sheetData>|<sheets>|<sst[^>]*>|<cellXfs[^>]*>)/, `$1${'<x>'.repeat(depth)}`)),
        fc.constant(valid.replace(/(<(?:row|c|sheet|si|xf))/, `$1 junk="${'j'.repeat(100_000)}"`)),
      );
    const sheetWild = fc.array(fc.constantFrom('<row r="1"><c r="A1" t="inlineStr"><is><t>Part Number</t></is></c><c r="B1" t="inlineStr"><is><t>Make</t></is></c></row>', '<row r="2"><c r="A2"><v>1</v></c></row>', '<row r="ZZ"><c r="ZZZZZZZZZZZZ2"><v>2</v></c></row>', '<row><c><v>3</v></c></row>', '<c r="XFD9"><v>4</v></c>', '<row r="1048576"><c r="XFD1048576" t="s"><v>4294967295</v></c></row>', '<row>', '</row>', '<v>5</v>', '<c t="s"><v>-1</v></c>', '<c s="1e400"><v>1e400</v></c>'), { maxLength: 12 }).map((parts) => `${XML_HEAD}<worksheet xmlns="${NS}"><sheetData>${parts.join('')}</sheetData></worksheet>`);
    await checkProperty(
      'ingest-xlsx: hostile parts',
      fc.asyncProperty(
        fc.record({
          workbook: variants(workbookXml()),
          rels: variants(RELS),
          sheet: fc.oneof({ weight: 1, arbitrary: variants(good) }, { weight: 2, arbitrary: sheetWild }),
          shared: variants(sstXml(['Part Number', 'Make'])),
          styles: variants(`${XML_HEAD}<styleSheet xmlns="${NS}"><numFmts><numFmt numFmtId="164" formatCode="0000"/></numFmts><cellXfs><xf numFmtId="164"/></cellXfs></styleSheet>`),
          extra: fc.option(fc.constantFrom('docProps/app.xml', 'xl/worksheets/_rels/sheet1.xml.rels', '[Content_Types].xml')),
          level: fc.constantFrom<0 | 6>(0, 6),
        }),
        fc.constantFrom('hostile.xlsx', 'hostile.csv'),
        async (parts, name) => {
          const bytes = zipWorkbook(
            {
              'xl/workbook.xml': parts.workbook,
              'xl/_rels/workbook.xml.rels': parts.rels,
              'xl/worksheets/sheet1.xml': parts.sheet,
              'xl/sharedStrings.xml': parts.shared,
              'xl/styles.xml': parts.styles,
              ...(parts.extra ? { [parts.extra]: parts.shared } : {}),
              ...(Object.values(parts).every((p) => p === undefined) ? { 'readme.txt': 'x' } : {}),
            },
            parts.level,
          );
          const result = await openCatalog({ bytes, name });
          if ('error' in result) {
            expectWellFormed([result.error]);
            expect(result.error.file).toBe(name);
            return;
          }
          const rows = await readAll(result);
          expect(result.info.rows).toBe(rows.length);
          for (const row of rows) expect(row.values.length).toBeLessThanOrEqual(16_384);
          expectWellFormed(result.findings);
        },
      ),
      250,
    );
  });

  it('answers a real workbook with bytes flipped or cut with a reader or an error, never a throw', async () => {
    const built = build(
      Array.from({ length: 20 }, (_, i) => ({ ref: 'valid' as const, gap: 1, badRef: '', cells: [{ ref: 'valid' as const, skip: 0 as const, kind: 'shared' as const, text: '', n: i, badRef: '' }] })),
      ['BKM-1', 'BKM-2', 'Ford'],
    );
    const good = zipWorkbook({ 'xl/workbook.xml': workbookXml(), 'xl/_rels/workbook.xml.rels': RELS, 'xl/worksheets/sheet1.xml': built.sheet, 'xl/sharedStrings.xml': sstXml(built.sharedStrings) });
    await checkProperty(
      'ingest-xlsx: damaged zip bytes',
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { minLength: 1, maxLength: 8 }), fc.option(fc.nat()), async (flips, cut) => {
        const bytes = Uint8Array.from(good);
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        const input = cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
        const result = await openCatalog({ bytes: input, name: 'damaged.xlsx' });
        if ('error' in result) return expectWellFormed([result.error]);
        const rows = await readAll(result);
        expect(result.info.rows).toBe(rows.length);
        expectWellFormed(result.findings);
      }),
      250,
    );
  });

  describe('bombs', () => {
    /** Built once: deflating tens of megabytes per run would spend the budget on the generator. */
    const bombs = new Map<string, Uint8Array>();
    const bomb = (kind: 'zeros' | 'rows' | 'letters', part: string): Uint8Array => {
      const key = `${kind} ${part}`;
      let zip = bombs.get(key);
      if (!zip) {
        const body =
          kind === 'zeros'
            ? new Uint8Array(16 * 1024 * 1024) // ~1000:1
            : kind === 'rows'
              ? strToU8(`${XML_HEAD}<worksheet><sheetData>${'<row><c t="s"><v>0</v></c><c><v>1</v></c></row>'.repeat(200_000)}</sheetData></worksheet>`) // rows without references, ~290:1
              : letterBomb(); // ~130:1, where real workbooks never go (they stay under 15:1)
        zip = zipWorkbook({ 'xl/workbook.xml': workbookXml(), 'xl/_rels/workbook.xml.rels': RELS, [part]: body, ...(part === 'xl/worksheets/sheet1.xml' ? {} : { 'xl/worksheets/sheet1.xml': build([], []).sheet }) });
        bombs.set(key, zip);
      }
      return zip;
    };

    it('refuses a compression bomb in any part before inflating it, with the heap flat', async () => {
      await checkProperty(
        'ingest-xlsx: ratio bombs',
        fc.asyncProperty(fc.constantFrom<'zeros' | 'rows' | 'letters'>('zeros', 'rows', 'letters'), fc.constantFrom('xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/styles.xml', 'docProps/app.xml'), async (kind, part) => {
          const bytes = bomb(kind, part);
          const { result, peakMB } = await peakHeapGrowth(() => openCatalog({ bytes, name: 'bomb.xlsx' }));
          expect('error' in result && result.error.code).toBe('XLSX_RATIO');
          expect('error' in result && result.error.message).toContain(part);
          expect(peakMB).toBeLessThan(8);
        }),
        8,
      );
    });

    it('stops an entry that inflates past what its directory declares, with the heap flat', async () => {
      await checkProperty(
        'ingest-xlsx: lying directory',
        fc.asyncProperty(fc.integer({ min: 100, max: 500_000 }), async (declared) => {
          const bytes = patchDeclaredSize(bomb('letters', 'xl/worksheets/sheet1.xml'), 'xl/worksheets/sheet1.xml', declared);
          const { result, peakMB } = await peakHeapGrowth(() => openCatalog({ bytes, name: 'liar.xlsx' }, { limits: { xlsxMaxRatio: 10_000 } }));
          expect('error' in result && result.error.code).toMatch(/^XLSX_(TOO_LARGE|CORRUPT)$/);
          expect(peakMB).toBeLessThan(24);
        }),
        6,
      );
    });

    let texts: Uint8Array | undefined;
    it('refuses a shared-text table past its limits while holding no more than the limit', async () => {
      // 1M texts: held as strings they would take ~70 MB; refused at the limit, a few.
      texts ??= zipWorkbook(
        {
          'xl/workbook.xml': workbookXml(),
          'xl/worksheets/sheet1.xml': build([], []).sheet,
          'xl/sharedStrings.xml': `${XML_HEAD}<sst xmlns="${NS}">${Array.from({ length: 1_000_000 }, (_, i) => `<si><t>BKM-${i}-front</t></si>`).join('')}</sst>`,
        },
        1,
      );
      const bytes = texts;
      await checkProperty(
        'ingest-xlsx: shared-text bombs',
        fc.asyncProperty(fc.integer({ min: 1_000, max: 50_000 }), fc.boolean(), async (limit, byChars) => {
          const limits = byChars ? { xlsxMaxSharedStringChars: limit * 12 } : { xlsxMaxSharedStrings: limit };
          const { result, peakMB } = await peakHeapGrowth(() => openCatalog({ bytes, name: 'texts.xlsx' }, { limits }));
          expect('error' in result && result.error.code).toBe('XLSX_SHARED_STRINGS_LIMIT');
          expect('error' in result && result.error.message).toMatch(/CSV/);
          expect(peakMB).toBeLessThan(20);
        }),
        6,
      );
    });
  });
});

import type { Finding } from '../types';
import type { ByteSource } from './byte-source';
import { type NumberStyle, numberStyle } from './cell-text';
import type { IngestLimits } from './limits';
import { type SharedStrings, readSharedStrings } from './xlsx-shared-strings';
import { parseXmlPart } from './xml-part';
import type { ZipEntry } from '../zip/directory';
import { IngestStop } from './zip-entry';
import { findingOf, say } from '../messages';

export interface SheetRef {
  name: string;
  /** Zip entry path of the sheet XML, e.g. "xl/worksheets/sheet1.xml". */
  path: string;
  hidden: boolean;
}

export interface WorkbookParts {
  /** In tab order. */
  sheets: SheetRef[];
  date1904: boolean;
  /** Per cell style index (the `s` attribute): how its numbers are shown. */
  styles: NumberStyle[];
  sharedStrings: SharedStrings;
}

export const WORKBOOK_PATH = 'xl/workbook.xml';

/** Excel allows 64,000 cell formats; a styles part listing more is not Excel's. */
const MAX_CELL_FORMATS = 65_536;

/**
 * Reads the small parts every sheet depends on: sheet names and their files, the 1904 date flag,
 * number formats, and the shared string table (held in memory, as every XLSX reader must). Each
 * list is capped: these parts are small in a real workbook and a forged one could make them huge.
 */
export async function readWorkbookParts(source: ByteSource, entries: ReadonlyMap<string, ZipEntry>, limits: IngestLimits): Promise<WorkbookParts> {
  const workbook = entries.get(WORKBOOK_PATH);
  if (!workbook) throw new Error(`${WORKBOOK_PATH} missing`); // checked by the caller before this runs

  const declared: { name: string; rel: string; hidden: boolean }[] = [];
  let date1904 = false;
  await parseXmlPart(source, workbook, {
    open(name, attrs) {
      if (name === 'workbookPr') date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
      if (name === 'sheet') {
        // Every sheet is a zip entry of its own, so there cannot be more sheets than entries.
        if (declared.length >= limits.xlsxMaxEntries) throw new IngestStop(tooMany(source.name, workbook.name, 'sheets', limits.xlsxMaxEntries));
        const relKey = Object.keys(attrs).find((k) => k !== 'sheetId' && /(^|:)id$/i.test(k));
        declared.push({ name: attrs.name ?? '', rel: relKey ? (attrs[relKey] ?? '') : '', hidden: attrs.state === 'hidden' || attrs.state === 'veryHidden' });
      }
    },
  });

  const targets = new Map<string, string>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    await parseXmlPart(source, rels, {
      open(name, attrs) {
        if (name !== 'Relationship' || !attrs.Id || !attrs.Target) return;
        if (targets.size >= limits.xlsxMaxEntries) throw new IngestStop(tooMany(source.name, rels.name, 'relationships', limits.xlsxMaxEntries));
        targets.set(attrs.Id, resolveTarget(attrs.Target));
      },
    });
  }
  const sheets = declared.map((s, i) => ({
    name: s.name,
    // Without a relationship, fall back to Excel's own naming.
    path: targets.get(s.rel) ?? `xl/worksheets/sheet${i + 1}.xml`,
    hidden: s.hidden,
  }));

  return { sheets, date1904, styles: await readStyles(source, entries), sharedStrings: await readSharedStrings(source, entries, limits) };
}

/** Relationship targets are relative to xl/ unless absolute ("/xl/worksheets/sheet1.xml"). */
function resolveTarget(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

async function readStyles(source: ByteSource, entries: ReadonlyMap<string, ZipEntry>): Promise<NumberStyle[]> {
  const entry = entries.get('xl/styles.xml');
  if (!entry) return [];
  const custom = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  await parseXmlPart(source, entry, {
    open(name, attrs) {
      if (name === 'numFmt') {
        if (custom.size >= MAX_CELL_FORMATS) throw new IngestStop(tooMany(source.name, entry.name, 'numberFormats', MAX_CELL_FORMATS));
        custom.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        if (xfFormats.length >= MAX_CELL_FORMATS) throw new IngestStop(tooMany(source.name, entry.name, 'cellFormats', MAX_CELL_FORMATS));
        xfFormats.push(Number(attrs.numFmtId ?? 0));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return xfFormats.map((id) => numberStyle(id, custom));
}

type PartItems = 'sheets' | 'relationships' | 'numberFormats' | 'cellFormats';

function tooMany(file: string, part: string, what: PartItems, limit: number): Finding {
  return findingOf('XLSX_PART_LIMIT', 'error', say('XLSX_PART_LIMIT', { file, part, limit, what: say(`xlsx.what.${what}`) }), { file });
}

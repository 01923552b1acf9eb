import type { Finding, InputInfo, SourceRow } from '../types';
import { type ByteSource, type CatalogSource, openByteSource } from './byte-source';
import { type CatalogReader, assembleReader } from './catalog-reader';
import { FindingSink } from './finding-sink';
import { fingerprint } from './fingerprint';
import { type IngestLimits, resolveLimits } from './limits';
import { sniffType } from './sniff-type';
import { parseXmlPart, refuseDoctypes } from './xml-part';
import { readSheetRows } from './xlsx-sheet';
import { WORKBOOK_PATH, type WorkbookParts, readWorkbookParts } from './xlsx-workbook';
import { readWorkbookDirectory } from './zip-directory';
import type { ZipEntry } from '../zip/directory';
import { IngestStop } from './zip-entry';
import { findingOf, say } from '../messages';

/**
 * A workbook read sheet by sheet, for layouts that spread one catalog over several sheets (a PIES
 * workbook: Items, Descriptions, Prices…). `probeWorkbook` only reads the zip directory and the
 * sheet names, so deciding the layout costs next to nothing; `open` then reads the parts every
 * sheet needs (shared strings, styles) once, and each sheet streams through the same bounded
 * reader a single-sheet catalog uses.
 */
export interface WorkbookProbe {
  file: string;
  /** Sheet names in tab order. */
  sheets: string[];
  open(): Promise<OpenedWorkbook | { error: Finding }>;
}

export interface OpenedWorkbook {
  /** The input's identity (sheet, headerRow and rows are the caller's to fill). */
  info: Omit<InputInfo, 'sheet' | 'headerRow' | 'rows'>;
  /** One sheet with its header found, as a catalog reader (its findings are its own). */
  readSheet(name: string): Promise<CatalogReader | { error: Finding }>;
  /** One sheet's rows as they are (no header search): for key/value sheets such as a Header sheet. */
  rawRows(name: string): AsyncGenerator<SourceRow[]>;
  /** Findings of the raw reads. */
  findings: Finding[];
}

const HEAD_BYTES = 64 * 1024;

/** The sheet names of an XLSX input; null for anything that is not a readable workbook. */
export async function probeWorkbook(input: CatalogSource, options: { limits?: Partial<IngestLimits> } = {}): Promise<WorkbookProbe | null> {
  const limits = resolveLimits(options.limits);
  const source = await openByteSource(input);
  if ('error' in source || source.size === 0) return null;
  try {
    if (sniffType(await source.read(0, HEAD_BYTES)).kind !== 'zip') return null;
    const entries = await readWorkbookDirectory(source, limits);
    if ('error' in entries) return null;
    const workbook = entries.get(WORKBOOK_PATH);
    if (!workbook) return null;
    const sheets: string[] = [];
    await parseXmlPart(source, workbook, {
      open(name, attrs) {
        if (name === 'sheet' && sheets.length < limits.xlsxMaxEntries) sheets.push(attrs.name ?? '');
      },
    });
    return { file: source.name, sheets, open: () => openWorkbook(source, entries, limits) };
  } catch {
    // Whatever is wrong with it, the single-sheet reader says so in its own words.
    return null;
  }
}

async function openWorkbook(source: ByteSource, entries: ReadonlyMap<string, ZipEntry>, limits: IngestLimits): Promise<OpenedWorkbook | { error: Finding }> {
  const file = source.name;
  let parts: WorkbookParts;
  let print;
  try {
    print = await fingerprint(source, false);
    await refuseDoctypes(source, entries.values());
    parts = await readWorkbookParts(source, entries, limits);
  } catch (err) {
    return { error: describeFailure(file, err) };
  }
  const rawSink = new FindingSink(limits.maxFindingsPerCode);
  const find = (name: string) => {
    const sheet = parts.sheets.find((s) => s.name.trim().toLowerCase() === name.trim().toLowerCase());
    const entry = sheet ? entries.get(sheet.path) : undefined;
    return sheet && entry ? { sheet, entry } : null;
  };
  const info = { file, sha256: print.sha256, bytes: print.bytes, format: 'xlsx' as const, encoding: null, delimiter: null };
  return {
    info,
    findings: rawSink.findings,
    async readSheet(name) {
      const at = find(name);
      if (!at) return { error: findingOf('XLSX_SHEET_NOT_FOUND', 'error', say('XLSX_SHEET_NOT_FOUND.bare', { file, sheet: name }), { file }) };
      const sink = new FindingSink(limits.maxFindingsPerCode);
      return assembleReader({
        info: { ...info, sheet: at.sheet.name },
        records: readSheetRows(source, at.entry, parts, at.sheet, sink),
        sink,
        headerSearchRows: limits.headerSearchRows,
        flagShortRows: false,
        describeFailure: (err) => describeFailure(file, err),
      });
    },
    async *rawRows(name) {
      const at = find(name);
      if (!at) return;
      try {
        yield* readSheetRows(source, at.entry, parts, at.sheet, rawSink);
      } catch (err) {
        rawSink.add(describeFailure(file, err));
      }
    },
  };
}

function describeFailure(file: string, err: unknown): Finding {
  if (err instanceof IngestStop) return err.finding;
  const detail = err instanceof Error ? err.message : String(err);
  return findingOf('XLSX_CORRUPT', 'error', say('XLSX_CORRUPT', { file, detail }), { file });
}

import type { Finding, SourceRow } from '../types';
import type { ByteSource } from './byte-source';
import { type CatalogReader, assembleReader } from './catalog-reader';
import type { FindingSink } from './finding-sink';
import { isBlankRow } from './find-header';
import type { Fingerprint } from './fingerprint';
import type { IngestLimits } from './limits';
import { refuseDoctypes } from './xml-part';
import { readSheetRows } from './xlsx-sheet';
import { type SheetRef, WORKBOOK_PATH, type WorkbookParts, readWorkbookParts } from './xlsx-workbook';
import { readWorkbookDirectory } from './zip-directory';
import type { ZipEntry } from '../zip/directory';
import { IngestStop } from './zip-entry';
import { findingOf, say } from '../messages';

/**
 * XLSX path: caps from the zip directory, DOCTYPE refusal in every XML part, then the chosen
 * sheet streamed row by row. Nothing is inflated before the directory checks pass.
 */
export async function openXlsx(
  source: ByteSource,
  print: Fingerprint,
  sheetName: string | undefined,
  limits: IngestLimits,
  sink: FindingSink,
): Promise<CatalogReader | { error: Finding }> {
  const file = source.name;
  const entries = await readWorkbookDirectory(source, limits);
  if ('error' in entries) return entries;
  if (!entries.has(WORKBOOK_PATH)) return { error: notAWorkbook(file, entries) };

  let parts: WorkbookParts;
  try {
    await refuseDoctypes(source, entries.values());
    parts = await readWorkbookParts(source, entries, limits);
  } catch (err) {
    return { error: describeFailure(file, err) };
  }
  if (parts.sheets.length === 0) return { error: emptyWorkbook(file) };

  const chosen = await chooseSheet(source, entries, parts, sheetName, file, sink);
  if ('error' in chosen) return chosen;
  const others = parts.sheets.filter((s) => s !== chosen.sheet).map((s) => `"${s.name}"`);
  if (others.length > 0) {
    const said = say(sheetName ? 'XLSX_SHEET_CHOSEN' : 'XLSX_SHEET_CHOSEN.first', { file, sheet: chosen.sheet.name, others: others.join(', ') });
    sink.add(findingOf('XLSX_SHEET_CHOSEN', 'info', said));
  }

  return assembleReader({
    info: { file, sha256: print.sha256, bytes: print.bytes, format: 'xlsx', encoding: null, delimiter: null, sheet: chosen.sheet.name },
    records: chosen.records,
    sink,
    headerSearchRows: limits.headerSearchRows,
    flagShortRows: false,
    describeFailure: (err) => describeFailure(file, err),
  });
}

type Chosen = { sheet: SheetRef; records: AsyncGenerator<SourceRow[]> } | { error: Finding };

async function chooseSheet(
  source: ByteSource,
  entries: ReadonlyMap<string, ZipEntry>,
  parts: WorkbookParts,
  wanted: string | undefined,
  file: string,
  sink: FindingSink,
): Promise<Chosen> {
  const names = parts.sheets.map((s) => `"${s.name}"`).join(', ');
  if (wanted !== undefined) {
    const sheet = parts.sheets.find((s) => s.name.trim().toLowerCase() === wanted.trim().toLowerCase());
    if (!sheet) {
      return { error: findingOf('XLSX_SHEET_NOT_FOUND', 'error', say('XLSX_SHEET_NOT_FOUND', { file, sheet: wanted, names }), { file }) };
    }
    const entry = entries.get(sheet.path);
    if (!entry) return { error: describeFailure(file, new Error(`sheet "${sheet.name}" (${sheet.path}) is missing from the file`)) };
    return { sheet, records: readSheetRows(source, entry, parts, sheet, sink) };
  }

  // Visible sheets first: a hidden first sheet is usually a lookup table, not the catalog.
  const order = [...parts.sheets.filter((s) => !s.hidden), ...parts.sheets.filter((s) => s.hidden)];
  for (const sheet of order) {
    const entry = entries.get(sheet.path);
    if (!entry) continue;
    const records = readSheetRows(source, entry, parts, sheet, sink);
    const peeked: SourceRow[][] = [];
    try {
      for (;;) {
        const next = await records.next();
        if (next.done) break;
        peeked.push(next.value);
        if (next.value.some((r) => !isBlankRow(r.values))) {
          return { sheet, records: prepend(peeked, records) };
        }
      }
    } catch (err) {
      await records.return(undefined).catch(() => undefined);
      return { error: describeFailure(file, err) };
    }
  }
  return { error: emptyWorkbook(file) };
}

async function* prepend(first: SourceRow[][], rest: AsyncGenerator<SourceRow[]>): AsyncGenerator<SourceRow[]> {
  try {
    yield* first;
    yield* rest;
  } finally {
    await rest.return(undefined);
  }
}

function describeFailure(file: string, err: unknown): Finding {
  if (err instanceof IngestStop) return err.finding;
  const detail = err instanceof Error ? err.message : String(err);
  return findingOf('XLSX_CORRUPT', 'error', say('XLSX_CORRUPT', { file, detail }), { file });
}

function notAWorkbook(file: string, entries: ReadonlyMap<string, unknown>): Finding {
  const what = entries.has('content.xml') && entries.has('mimetype')
    ? say('input.what.openDocument')
    : entries.has('word/document.xml')
      ? say('input.what.word')
      : say('input.what.zip');
  return findingOf('INPUT_UNSUPPORTED', 'error', say('INPUT_UNSUPPORTED.zip', { file, what }), { file });
}

function emptyWorkbook(file: string): Finding {
  return findingOf('INPUT_EMPTY', 'error', say('INPUT_EMPTY.workbook', { file }), { file });
}

import type { SourceRow } from '../types';
import type { ByteSource } from './byte-source';
import { styledNumberText } from './cell-text';
import type { FindingSink } from './finding-sink';
import { EXCEL_MAX_COLUMNS, EXCEL_MAX_ROWS, columnLetters, parseCellColumn, parseRowNumber, quoteRef } from './xlsx-refs';
import type { SheetRef, WorkbookParts } from './xlsx-workbook';
import { createXmlPart } from './xml-part';
import type { ZipEntry } from '../zip/directory';
import { inflateEntry } from './zip-entry';
import { findingOf, type FindingPlace, type Said, say } from '../messages';

/**
 * The XML is parsed this many bytes at a time, and a batch is handed out once its rows hold
 * BATCH_CELLS cells: a row is padded up to its last cell, so 35 bytes (`<row><c r="XFD1">…`) make
 * 16,384 cells, and one 256 KB inflated chunk of such rows would otherwise be a gigabyte of rows.
 */
const PARSE_SLICE_BYTES = 16 * 1024;
const BATCH_CELLS = 1 << 20;

/**
 * Streams one worksheet's rows as batches (one per inflated chunk, or sooner when wide). Row
 * numbers are the sheet's own (`<row r="…">`), so a finding on row 17 points at row 17 in Excel.
 * Cells become text: shared and inline strings (rich text flattened), numbers per their style,
 * formulas as their cached result, booleans as TRUE/FALSE, errors as written (#N/A).
 * References past Excel's sheet size (XFD, row 1,048,576) are skipped with a finding: Excel
 * never writes them, and honouring one would mean allocating a row of billions of cells.
 */
export async function* readSheetRows(source: ByteSource, entry: ZipEntry, parts: WorkbookParts, sheet: SheetRef, sink: FindingSink): AsyncGenerator<SourceRow[]> {
  const { sharedStrings, styles, date1904 } = parts;
  const where = { file: source.name, sheet: sheet.name };
  // A damaged sheet can repeat a problem on every row: past the sink's cap the message is not built.
  const report = (code: string, said: () => Said, place?: FindingPlace): void =>
    sink.addUnlessFull(code, place?.row, () => findingOf(code, 'warning', said(), place));

  let batch: SourceRow[] = [];
  let batchCells = 0;
  let rowNumber = 0;
  let skipRow = false;
  let values: string[] = [];
  let col = -1;
  let skipCell = false;
  let cellRef = '';
  let cellType = '';
  let cellStyle = 0;
  let raw = '';
  let inline = '';
  let inValue = false;
  let inText = false;
  let inPhonetic = false;

  const sharedText = (): string => {
    if (raw === '') return '';
    const index = parseIndex(raw);
    const text = index === null ? undefined : sharedStrings.get(index);
    if (text !== undefined) return text;
    report(
      'XLSX_SHARED_STRING_MISSING',
      () => say('XLSX_SHARED_STRING_MISSING', { ...where, row: String(rowNumber), cell: cellRef, ref: quoteRef(raw), size: String(sharedStrings.size) }),
      { row: rowNumber, column: cellRef },
    );
    return '';
  };

  const numberText = (): string => {
    const style = styles[cellStyle];
    if (style === undefined && cellStyle !== 0) {
      report(
        'XLSX_STYLE_MISSING',
        () => say('XLSX_STYLE_MISSING', { ...where, row: String(rowNumber), cell: cellRef, style: String(cellStyle), count: String(styles.length) }),
        { row: rowNumber, column: cellRef },
      );
    }
    return styledNumberText(raw, style ?? { kind: 'plain' }, date1904);
  };

  const finishCell = (): void => {
    if (skipRow || skipCell) return;
    let text: string;
    switch (cellType) {
      case 's':
        text = sharedText();
        break;
      case 'inlineStr':
        text = inline;
        break;
      case 'str':
      case 'e':
        text = raw;
        break;
      case 'b':
        text = raw === '1' || raw === 'true' ? 'TRUE' : raw === '' ? '' : 'FALSE';
        break;
      case 'd':
        text = raw.endsWith('T00:00:00') || raw.endsWith('T00:00:00Z') ? raw.slice(0, 10) : raw;
        break;
      default:
        text = raw === '' ? '' : numberText();
    }
    if (text !== '') {
      while (values.length < col) values.push('');
      values[col] = text;
    }
  };

  const openRow = (ref: string | undefined): void => {
    values = [];
    col = -1;
    const n = ref === undefined ? rowNumber + 1 : parseRowNumber(ref);
    skipRow = n === null || n > EXCEL_MAX_ROWS;
    if (!skipRow) {
      rowNumber = n as number;
      return;
    }
    report(
      'XLSX_ROW_REF_INVALID',
      () => ref === undefined
        ? say('XLSX_ROW_REF_INVALID.past', { ...where, row: String(rowNumber), next: String(rowNumber + 1), max: EXCEL_MAX_ROWS })
        : say('XLSX_ROW_REF_INVALID', { ...where, row: String(rowNumber), ref: quoteRef(ref), max: EXCEL_MAX_ROWS }),
    );
  };

  const openCell = (ref: string | undefined): void => {
    cellRef = ref ?? '';
    const next = ref === undefined ? (col + 1 < EXCEL_MAX_COLUMNS ? col + 1 : null) : parseCellColumn(ref);
    skipCell = next === null;
    if (next !== null) {
      col = next;
      if (ref === undefined) cellRef = `${columnLetters(col)}${rowNumber}`;
      return;
    }
    if (skipRow) return;
    report(
      'XLSX_CELL_REF_INVALID',
      () => ref === undefined
        ? say('XLSX_CELL_REF_INVALID.past', { ...where, row: String(rowNumber), max: EXCEL_MAX_COLUMNS })
        : say('XLSX_CELL_REF_INVALID', { ...where, row: String(rowNumber), ref: quoteRef(ref), max: EXCEL_MAX_ROWS }),
      { row: rowNumber, ...(ref === undefined ? {} : { column: ref.slice(0, 24) }) },
    );
  };

  const part = createXmlPart(source.name, entry.name, {
    open(name, attrs) {
      switch (name) {
        case 'row':
          openRow(attrs.r);
          break;
        case 'c':
          openCell(attrs.r);
          cellType = attrs.t ?? 'n';
          cellStyle = attrs.s ? Number(attrs.s) : 0;
          raw = '';
          inline = '';
          break;
        case 'v':
          inValue = true;
          break;
        case 't':
          inText = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
      }
    },
    text(text) {
      if (inValue) raw += text;
      else if (inText && !inPhonetic) inline += text;
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false;
          break;
        case 't':
          inText = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          finishCell();
          break;
        case 'row':
          if (skipRow) break;
          batch.push({ row: rowNumber, values });
          batchCells += values.length + 1;
          break;
      }
    },
  });

  for await (const chunk of inflateEntry(source, entry)) {
    for (let at = 0; at < chunk.byteLength; at += PARSE_SLICE_BYTES) {
      part.write(chunk.subarray(at, at + PARSE_SLICE_BYTES));
      if (batchCells >= BATCH_CELLS) {
        yield batch;
        batch = [];
        batchCells = 0;
      }
    }
    if (batch.length > 0) {
      yield batch;
      batch = [];
      batchCells = 0;
    }
  }
  part.end();
  if (batch.length > 0) yield batch;
}

/** A shared-string index as Excel writes it (plain digits), or null. */
function parseIndex(raw: string): number | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > 10 || !/^\d+$/.test(text)) return null;
  return Number(text);
}

import type { SourceRow } from '../types';
import type { ByteSource } from './byte-source';
import { styledNumberText } from './cell-text';
import type { WorkbookParts } from './xlsx-workbook';
import { createXmlPart } from './xml-part';
import type { ZipEntry } from './zip-directory';
import { inflateEntry } from './zip-entry';

/**
 * Streams one worksheet's rows as batches (one per inflated chunk). Row numbers are the sheet's
 * own (`<row r="…">`), so a finding on row 17 points at row 17 in Excel. Cells become text:
 * shared and inline strings (rich text flattened), numbers per their style, formulas as their
 * cached result, booleans as TRUE/FALSE, errors as written (#N/A).
 */
export async function* readSheetRows(source: ByteSource, entry: ZipEntry, parts: WorkbookParts): AsyncGenerator<SourceRow[]> {
  const { sharedStrings, styles, date1904 } = parts;
  let batch: SourceRow[] = [];
  let rowNumber = 0;
  let values: string[] = [];
  let col = -1;
  let cellType = '';
  let cellStyle = 0;
  let raw = '';
  let inline = '';
  let inValue = false;
  let inText = false;
  let inPhonetic = false;

  const finishCell = (): void => {
    let text: string;
    switch (cellType) {
      case 's':
        text = raw === '' ? '' : (sharedStrings[Number(raw)] ?? '');
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
        text = raw === '' ? '' : styledNumberText(raw, styles[cellStyle] ?? { kind: 'plain' }, date1904);
    }
    if (text !== '') {
      while (values.length < col) values.push('');
      values[col] = text;
    }
  };

  const part = createXmlPart(source.name, entry.name, {
    open(name, attrs) {
      switch (name) {
        case 'row':
          rowNumber = attrs.r ? Number(attrs.r) : rowNumber + 1;
          values = [];
          col = -1;
          break;
        case 'c':
          col = attrs.r ? columnIndex(attrs.r) : col + 1;
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
          batch.push({ row: rowNumber, values });
          break;
      }
    },
  });

  for await (const chunk of inflateEntry(source, entry)) {
    part.write(chunk);
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
  }
  part.end();
  if (batch.length > 0) yield batch;
}

/** "AB12" → 27 (0-based column index). */
function columnIndex(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

import type { Finding } from '../types';
import type { CatalogSource } from './byte-source';
import type { CatalogReader } from './catalog-reader';
import { probeWorkbook } from './open-workbook';
import { findingOf, say } from '../messages';

/** A catalog with a header and no data row below it: nothing to convert, and what to do about it. */
export function noDataRows(file: string, headerRow: number): Finding {
  return findingOf('INPUT_NO_ROWS', 'error', say('INPUT_NO_ROWS', { file, row: String(headerRow) }), { file });
}

/**
 * Why an opened catalog has nothing to convert, or null when its first data row is there: its read
 * failed, or it is a header alone (INPUT_NO_ROWS). Reads the first row, so the reader is spent:
 * close it after. A workbook of several sheets is not judged by the sheet it was opened on — its rows
 * may be on another (a PIES workbook, or a sheet to choose).
 */
export async function nothingToConvert(reader: CatalogReader, input: CatalogSource): Promise<Finding | null> {
  const first = await reader.rows[Symbol.asyncIterator]().next();
  if (!first.done) return null;
  const failed = reader.findings.find((f) => f.severity === 'error');
  if (failed) return failed;
  if (reader.info.format === 'xlsx' && ((await probeWorkbook(input))?.sheets.length ?? 1) > 1) return null;
  return noDataRows(reader.info.file, reader.info.headerRow);
}

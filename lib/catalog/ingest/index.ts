/**
 * Ingest: a catalog file (CSV, TSV, semicolon or pipe text, XLSX) in, a header and a stream of
 * raw rows out, with the input's fingerprint and findings. Type, encoding and delimiter are
 * detected from the bytes; unreadable input is an `{ error }` value, never an exception.
 */
export { openCatalog, type OpenCatalogOptions } from './open-catalog';
export type { CatalogReader } from './catalog-reader';
export type { CatalogSource } from './byte-source';
export { DEFAULT_INGEST_LIMITS, type IngestLimits } from './limits';
export { DELIMITER_CANDIDATES } from './sniff-delimiter';
export { probeWorkbook, type OpenedWorkbook, type WorkbookProbe } from './open-workbook';
export { noDataRows, nothingToConvert } from './no-data-rows';
export { listWorkbookSheets, SHEET_LIST_CAP, SHEET_ROW_COUNT_CAP, type WorkbookSheet } from './workbook-sheets';
export { DelimitedParser, RecordTooLong } from './delimited-parser';

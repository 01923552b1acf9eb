/** Guard rails for reading untrusted input. Every cap is configurable per call. */
export interface IngestLimits {
  /** Most entries an XLSX zip may list in its central directory. */
  xlsxMaxEntries: number;
  /** Most bytes all XLSX entries together may inflate to (declared and actual). */
  xlsxMaxUncompressedBytes: number;
  /** Highest uncompressed:compressed ratio allowed for one entry. */
  xlsxMaxRatio: number;
  /** Most distinct texts the shared-string table may hold (it stays in memory while the sheet streams). */
  xlsxMaxSharedStrings: number;
  /** Most characters all shared strings together may hold. */
  xlsxMaxSharedStringChars: number;
  /** Entries that inflate to less than this are not ratio-checked: tiny XML parts compress absurdly well. */
  xlsxRatioFloorBytes: number;
  /** How many leading rows may be searched for the header row. */
  headerSearchRows: number;
  /**
   * A quoted field that runs longer than this (in characters) is treated as an unterminated quote;
   * a line with no line break within this many characters stops the read (ROW_TOO_LONG).
   */
  maxRecordChars: number;
  /** Findings kept per code; the rest are counted in one summary finding so memory stays flat. */
  maxFindingsPerCode: number;
}

export const DEFAULT_INGEST_LIMITS: Readonly<IngestLimits> = Object.freeze({
  xlsxMaxEntries: 10_000,
  xlsxMaxUncompressedBytes: 1024 * 1024 * 1024,
  // Measured (deflate, per entry): real workbooks stay under 15:1 — exceljs 100k rows 8.7–13.0:1
  // (varied, fitment-style and identical rows; streamed or buffered; shared or inline strings),
  // Excel-style formatted blanks 13:1, the samples' workbook 1.8–5.5:1. Bombs seen at 120–160:1.
  xlsxMaxRatio: 100,
  // A 1M-row catalog with four distinct texts per row (part number, description, OE number,
  // notes) needs 4M texts, ~120M characters. Measured: 4M texts of 30 characters take 120 MB held
  // compactly (347 MB as an array of strings); at these limits the table stays under ~300 MB.
  xlsxMaxSharedStrings: 8_000_000,
  xlsxMaxSharedStringChars: 128_000_000,
  xlsxRatioFloorBytes: 1024 * 1024,
  headerSearchRows: 50,
  maxRecordChars: 1_000_000,
  maxFindingsPerCode: 1_000,
});

export function resolveLimits(overrides: Partial<IngestLimits> | undefined): IngestLimits {
  return { ...DEFAULT_INGEST_LIMITS, ...overrides };
}

/** Guard rails for reading untrusted input. Every cap is configurable per call. */
export interface IngestLimits {
  /** Most entries an XLSX zip may list in its central directory. */
  xlsxMaxEntries: number;
  /** Most bytes all XLSX entries together may inflate to (declared and actual). */
  xlsxMaxUncompressedBytes: number;
  /** Highest uncompressed:compressed ratio allowed for one entry. */
  xlsxMaxRatio: number;
  /** Entries that inflate to less than this are not ratio-checked: tiny XML parts compress absurdly well. */
  xlsxRatioFloorBytes: number;
  /** How many leading rows may be searched for the header row. */
  headerSearchRows: number;
  /** A quoted field that runs longer than this (in characters) is treated as an unterminated quote. */
  maxRecordChars: number;
  /** Findings kept per code; the rest are counted in one summary finding so memory stays flat. */
  maxFindingsPerCode: number;
}

export const DEFAULT_INGEST_LIMITS: Readonly<IngestLimits> = Object.freeze({
  xlsxMaxEntries: 10_000,
  xlsxMaxUncompressedBytes: 1024 * 1024 * 1024,
  xlsxMaxRatio: 200,
  xlsxRatioFloorBytes: 1024 * 1024,
  headerSearchRows: 50,
  maxRecordChars: 1_000_000,
  maxFindingsPerCode: 1_000,
});

export function resolveLimits(overrides: Partial<IngestLimits> | undefined): IngestLimits {
  return { ...DEFAULT_INGEST_LIMITS, ...overrides };
}

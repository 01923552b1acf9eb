/**
 * The caps every zip reader in the engine holds an archive to before a single byte is inflated.
 * The inflater then holds each entry to its declared size, so a directory that lies does not help:
 * together they bound the work and memory an untrusted zip can cost, whoever reads it.
 */
export interface ZipLimits {
  /** Most entries the central directory may list. */
  maxEntries: number;
  /** Most bytes all entries together may inflate to (declared and actual). */
  maxTotalBytes: number;
  /** Most bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Highest uncompressed:compressed ratio allowed for one entry. */
  maxRatio: number;
  /** Entries that inflate to less than this are not ratio-checked: tiny parts compress absurdly well. */
  ratioFloorBytes: number;
}

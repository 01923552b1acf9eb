/**
 * Why a zip was refused, as data: each reader (ingest, evidence, reference) says it in its own
 * words and codes, so the module can be shared without changing what any of them reports.
 */
export type ZipProblem =
  // The directory.
  | { kind: 'noDirectory' }
  | { kind: 'zip64Refused' }
  | { kind: 'zip64LocatorMissing' }
  | { kind: 'zip64Damaged' }
  | { kind: 'multiPart' }
  | { kind: 'directoryOutside' }
  | { kind: 'directoryDamaged' }
  | { kind: 'recordPastDirectory' }
  | { kind: 'noEntries' }
  | { kind: 'encrypted'; entry: string }
  | { kind: 'method'; entry: string; method: number }
  | { kind: 'zip64Sizes'; entry: string }
  | { kind: 'overlap'; entry: string }
  // The caps (see ZipLimits).
  | { kind: 'tooManyEntries'; count: number; max: number }
  | { kind: 'entryTooLarge'; entry: string; size: number; max: number }
  | { kind: 'tooLarge'; max: number }
  | { kind: 'ratio'; entry: string; size: number; compressedSize: number; max: number }
  // One entry's bytes.
  | { kind: 'localHeader'; entry: string }
  | { kind: 'renamed'; entry: string; local: string }
  | { kind: 'dataPastEnd'; entry: string }
  | { kind: 'intoNext'; entry: string }
  | { kind: 'inflatesMore'; entry: string; size: number }
  | { kind: 'inflate'; entry: string; detail: string }
  | { kind: 'sizeMismatch'; entry: string; bytes: number; size: number }
  | { kind: 'checksum'; entry: string };

/** Thrown out of an entry's byte stream (a generator cannot return a value mid-stream); readers catch it at their edge. */
export class ZipStop extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem.kind);
  }
}

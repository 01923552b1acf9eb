/** What a conversion run gives back: the files and report it wrote, or why it did not convert. */

import type { BundleSummary } from '../evidence';
import type { RecordedMapping } from '../mapping';
import type { Report } from '../report';
import type { Finding } from '../types';
import type { WrittenPaths } from './output-files';

export interface ConvertResult {
  outDir: string;
  /** Final paths of the files written; no aces.xml or pies.xml when the run had nothing for them (see emptyDeliverables). */
  files: WrittenPaths;
  report: Report;
  /** The mapping the run used, each column with its origin, confidence and note (mapping.json has none). */
  mappingRecord: RecordedMapping;
  /** The report's counts plus the converted rows (rows − flagged − rejected − merged). */
  counts: Report['counts'] & { converted: number };
  evidence: Pick<BundleSummary, 'signerFingerprint'> & { files: number };
  /** Milliseconds per stage, including the bundle (which report.json cannot contain). */
  timings: Record<string, number>;
}

/**
 * A run that did not convert: why, and — when it stopped at the mapping (MAPPING_INCOMPLETE) — the
 * mapping it proposed, so the mapping screen can ask for the missing column.
 */
export interface ConvertFailure {
  error: Finding;
  mappingRecord?: RecordedMapping;
}

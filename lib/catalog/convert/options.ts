import type { SigningKey } from '../evidence';
import type { CatalogSource } from '../ingest';
import type { SavedMapping } from '../mapping';
import type { ReferenceSet } from '../reference';
import type { Finding } from '../types';
import { describeBrandCodeProblem } from '../validate';

/** Who the deliverables say they come from (ACES Header). */
export interface SenderDetails {
  company?: string;
  name?: string;
  phone?: string;
}

export type ConvertStage = 'read' | 'map' | 'convert' | 'items' | 'validate' | 'report' | 'bundle' | 'done';

export interface ConvertProgress {
  stage: ConvertStage;
  /** Data rows through the converter so far. */
  rowsDone: number;
  /** Known once the input has been read to the end. */
  rowsTotal?: number;
}

export interface ConvertOptions {
  input: CatalogSource;
  /** Folder the deliverables are written to (created when missing). */
  outDir: string;
  /** BrandAAIAID of the catalog's brand (four letters, Auto Care pattern). */
  brand: string;
  /** Default: the bundled demo reference set. */
  reference?: ReferenceSet;
  /** What loading the reference reported, carried into the report. */
  referenceFindings?: Finding[];
  /** Decisions below this confidence flag the row (default 0.9). */
  acceptThreshold?: number;
  /** A saved mapping to apply instead of detecting one. */
  mapping?: SavedMapping;
  /** XLSX: the sheet to read. */
  sheet?: string;
  /** Folder with the Auto Care XSDs; absent → XSD validation is reported as not run. */
  standardsDir?: string | null;
  signer: SigningKey;
  toolVersion: string;
  /** The run's clock (dates in headers, report and predicate). Default: now. */
  now?: Date;
  sender?: SenderDetails;
  onProgress?: (progress: ConvertProgress) => void;
}

export const DEFAULT_ACCEPT_THRESHOLD = 0.9;
/** Rows read before the mapping is decided: enough for value shapes, few enough to hold. */
export const MAPPING_SAMPLE_ROWS = 200;

/**
 * Checks the settings a user types (brand code, threshold) before any file is touched, so a
 * typo is a usage error rather than a half-run conversion.
 */
export function checkConvertSettings(settings: { brand: string; acceptThreshold?: number }): Finding[] {
  const problems: Finding[] = [];
  const brandProblem = describeBrandCodeProblem(settings.brand);
  if (brandProblem) {
    problems.push({
      code: 'BRAND_INVALID',
      severity: 'error',
      message: `The brand code is not valid: ${brandProblem}. Use your Auto Care brand code (BrandAAIAID), e.g. BKMN.`,
    });
  }
  const t = settings.acceptThreshold;
  if (t !== undefined && !(Number.isFinite(t) && t > 0 && t <= 1)) {
    problems.push({
      code: 'THRESHOLD_INVALID',
      severity: 'error',
      message: `The accept threshold must be a number above 0 and at most 1 (e.g. 0.9); got ${String(t)}.`,
    });
  }
  return problems;
}

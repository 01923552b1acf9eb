import { ACES_VERSIONS, isAcesVersion, type AcesVersion } from '../aces';
import type { BundleFile, SigningKey } from '../evidence';
import type { CatalogSource } from '../ingest';
import type { RecordedMapping } from '../mapping';
import type { FieldDecision, LearnedTerm, NormalizedApp, ValueStop } from '../normalize';
import type { ReferenceSet } from '../reference';
import type { CanonicalField, Finding, MappedRow, PiesItem, SourceRow } from '../types';
import { brandCodeProblem } from '../validate';
import type { FitmentChecksFactory } from './fitment-checks';
import { parseSenderIdentity, type SenderIdentity } from './sender';
import { findingOf, say, type MessageLocale } from '../messages';

/** A reference set's identity as a stored release (see `ConvertOptions.referenceIdentity`). */
export interface ReferenceIdentity {
  releaseId: number | null;
  sha256: string | null;
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
  /**
   * Which stored release `reference` is (a database release id, null for the bundled demo set) and
   * its delivery's SHA-256: named in the report and so in the signed evidence statement.
   */
  referenceIdentity?: ReferenceIdentity;
  /** Decisions below this confidence flag the row (default 0.9). */
  acceptThreshold?: number;
  /**
   * A mapping to apply instead of detecting one: a saved mapping, or a conversion's record of the
   * mapping it ran with. Its origins (the mapping's, each column's) go into the report and evidence.
   */
  mapping?: RecordedMapping;
  /** XLSX: the sheet to read. */
  sheet?: string;
  /** Folder with the Auto Care XSDs; absent → XSD validation is reported as not run. */
  standardsDir?: string | null;
  /**
   * ACES version of aces.xml (default 4.2). The XSD check uses the schema of this version, so a
   * 5.0 file is held to the 5.0 schema. PIES is always written as 7.2.
   */
  acesVersion?: AcesVersion;
  signer: SigningKey;
  toolVersion: string;
  /** The run's clock (dates in headers, report and predicate). Default: now. */
  now?: Date;
  /**
   * The day the deliverables are dated (ACES/PIES header dates) and the "current year" of year checks,
   * when it is not the run's: a job rebuilding a conversion's deliverables passes the conversion's
   * creation time, so every rebuild with the same decisions writes the same bytes. Default: `now`.
   */
  documentDate?: Date;
  /**
   * Who the deliverables say they come from (ACES Company, SenderName, SenderPhone, DocumentTitle;
   * PIES TechnicalContact, ContactEmail, LanguageCode). Fields left out become placeholders, each
   * run then reports HEADER_SENDER_PLACEHOLDER.
   */
  sender?: SenderIdentity;
  /**
   * The language of report.html (default en). report.json keeps every finding's code and parameters
   * (and its English text), so any reader can have it rendered in theirs later.
   */
  reportLocale?: MessageLocale;
  onProgress?: (progress: ConvertProgress) => void;
  /**
   * Called for every flagged or rejected row with what a review screen needs (jobs stage these
   * rows in the database). A returned promise is awaited before the next row: back-pressure.
   */
  onHeldRow?: (row: HeldRow) => void | Promise<void>;
  /**
   * Where the fitment checks run (default: this thread, fitmentChecksInThread). The CLI's conversion
   * thread gives them a thread of their own (bin/commands/convert-thread/fitment-thread.ts); the same
   * checks, the same findings.
   */
  fitmentChecks?: FitmentChecksFactory;
  /**
   * Review decisions by source row number, applied to rows that would otherwise be held back
   * (the export after review). Rows without a decision, or no longer held, convert as usual.
   */
  review?: ReadonlyMap<number, RowReview>;
  /**
   * The workspace's learned terms (decision 0011): a catalog value whose key matches a term of its
   * field resolves to the term's reference ID, when the loaded reference has it. The report and the
   * evidence list the terms used (with row counts) and the ones ignored (with the reason).
   */
  learnedTerms?: readonly LearnedTerm[];
  /**
   * More files for the evidence bundle (review decisions, a change summary), asked for once
   * aces.xml and pies.xml are written and validated; given their temporary paths, null for one the
   * run left out because it would be empty.
   */
  evidenceFiles?: (written: { aces: string | null; pies: string | null }) => Promise<BundleFile[]>;
}

/** A row held back from the deliverables, as review needs it. */
export interface HeldRow {
  source: SourceRow;
  /** The source's header, so `source.values` can be shown under their column names. */
  columns: readonly string[];
  /** The row through the mapping: canonical field → cell text. */
  fields: MappedRow['fields'];
  outcome: 'flagged' | 'rejected';
  findings: readonly Finding[];
  /** How each value was decided (value, confidence, note). */
  decisions: readonly FieldDecision[];
  confidence: number;
  /** Flagged rows: what would be exported once approved. */
  proposed?: { apps: NormalizedApp[]; item?: PiesItem };
  /**
   * The learnable values (part type, make, model, submodel, position) that held the row, with the
   * reference's candidates: what review groups rows by and decides once (decision 0011). Empty
   * when only other values (years, quantity, IDs…) held it.
   */
  stops: readonly ValueStop[];
}

/**
 * A reviewer's decision on a held row. `overridden` replaces mapped field values (names or
 * reference IDs, e.g. `{ baseVehicleId: '5678' }`) and normalizes the row again, so an override
 * passes the same checks as any value; if it is still only flagged, the reviewer's word carries it.
 */
export type RowReview =
  | { decision: 'approved' }
  | { decision: 'overridden'; fields: Partial<Record<CanonicalField, string>> }
  | { decision: 'rejected' };

export const DEFAULT_ACCEPT_THRESHOLD = 0.9;
/** Rows read before the mapping is decided: enough for value shapes, few enough to hold. */
export const MAPPING_SAMPLE_ROWS = 200;

/**
 * Checks the settings a user types (brand code, threshold, ACES version) before any file is
 * touched, so a typo is a usage error rather than a half-run conversion.
 */
export function checkConvertSettings(settings: { brand: string; acceptThreshold?: number; acesVersion?: string; sender?: unknown }): Finding[] {
  const problems: Finding[] = [];
  const brandProblem = brandCodeProblem(settings.brand);
  if (brandProblem) {
    problems.push(findingOf('BRAND_INVALID', 'error', say('BRAND_INVALID', { problem: brandProblem })));
  }
  const t = settings.acceptThreshold;
  if (t !== undefined && !(Number.isFinite(t) && t > 0 && t <= 1)) {
    problems.push(findingOf('THRESHOLD_INVALID', 'error', say('THRESHOLD_INVALID', { value: String(t) })));
  }
  const v = settings.acesVersion;
  if (v !== undefined && !isAcesVersion(v)) {
    problems.push(findingOf('ACES_VERSION_INVALID', 'error', say('ACES_VERSION_INVALID', { version: String(v), versions: ACES_VERSIONS.join(', ') })));
  }
  if (settings.sender !== undefined) {
    const sender = parseSenderIdentity(settings.sender);
    if (!sender.ok) problems.push(...sender.findings);
  }
  return problems;
}

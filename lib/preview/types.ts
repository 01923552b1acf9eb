/**
 * The preview's wire format: what `POST /api/preview/convert` answers. Types and constants only, so
 * the browser island can import them without pulling server code into its bundle.
 */
import type { CanonicalField, CatalogLanguage, InputFormat, SourceEncoding } from '@/lib/catalog';
import type { FindingGroup } from '@/lib/catalog/report';

/** Error codes the endpoint answers with, the HTTP status of each, and its message key in `preview.errors`. */
export const PREVIEW_ERRORS = {
  PREVIEW_DISABLED: { status: 404, key: 'disabled' },
  PREVIEW_SIGN_IN_REQUIRED: { status: 401, key: 'signInRequired' },
  PREVIEW_FORBIDDEN_ORIGIN: { status: 403, key: 'forbiddenOrigin' },
  PREVIEW_RATE_LIMITED: { status: 429, key: 'rateLimited' },
  PREVIEW_FILE_TOO_LARGE: { status: 413, key: 'fileTooLarge' },
  PREVIEW_TOO_MANY_ROWS: { status: 413, key: 'tooManyRows' },
  PREVIEW_EMPTY_FILE: { status: 400, key: 'emptyFile' },
  PREVIEW_BAD_REQUEST: { status: 400, key: 'badRequest' },
  PREVIEW_UNREADABLE: { status: 422, key: 'unreadable' },
  PREVIEW_FAILED: { status: 500, key: 'failed' },
} as const;

export type PreviewErrorCode = keyof typeof PREVIEW_ERRORS;
export type PreviewErrorKey = (typeof PREVIEW_ERRORS)[PreviewErrorCode]['key'];

/** Why a preview request was refused: a code, values for its message, and the engine's own words when it has some. */
export interface PreviewFailure {
  code: PreviewErrorCode;
  params?: Record<string, string | number>;
  /** The engine's finding message (English), e.g. why a file could not be read. */
  detail?: string;
}

/** The error body: the code for programs, the translated message for people. */
export interface PreviewErrorBody {
  ok: false;
  error: { code: PreviewErrorCode; message: string; detail?: string };
}

export type XsdOutcome = 'notRun' | 'valid' | 'invalid';

export interface PreviewDownload {
  /** Safe file name for the browser's save dialog. */
  name: string;
  /** Which deliverable: aces.xml, pies.xml, report.html or evidence.zip. */
  file: 'aces.xml' | 'pies.xml' | 'report.html' | 'evidence.zip';
  type: string;
  /** Size of the file itself (after decoding). */
  bytes: number;
  /** `gzip`: the base64 holds the file gzipped (XML and HTML shrink ~10×); `identity`: the file as is. */
  encoding: 'gzip' | 'identity';
  base64: string;
}

/** Findings of one code as the page lists them (the engine's grouping, messages in the visitor's language). */
export type PreviewFindingGroup = FindingGroup;

export interface PreviewRow {
  row: number;
  outcome: 'flagged' | 'rejected';
  codes: string[];
  reasons: string[];
  /** The row's source cells, in the order of `rows.columns`. */
  values: string[];
}

export interface PreviewXmlExcerpt {
  /** The first elements as written, indentation kept (plain text: render it as text, never as HTML). */
  xml: string;
  shown: number;
  total: number;
}

export interface PreviewResult {
  ok: true;
  source: {
    kind: 'sample' | 'upload';
    sampleId?: string;
    file: string;
    bytes: number;
    sha256: string;
    format: InputFormat;
    encoding: SourceEncoding | null;
    delimiter: string | null;
    sheet: string | null;
    headerRow: number | null;
  };
  brand: string;
  reference: { demo: boolean; versionDate: string | null };
  language: { code: CatalogLanguage; confidence: number; note: string };
  mapping: { column: string; field: CanonicalField | null; confidence: number; note: string }[];
  counts: { rows: number; converted: number; flagged: number; rejected: number; merged: number; apps: number; items: number };
  rows: { columns: string[]; shown: PreviewRow[]; total: number };
  aces: PreviewXmlExcerpt;
  pies: PreviewXmlExcerpt;
  findings: PreviewFindingGroup[];
  xsd: { aces: XsdOutcome; pies: XsdOutcome; errors: number };
  signer: string;
  downloads: PreviewDownload[];
  /** Milliseconds: the engine's stages, and the whole request on the server. */
  timings: { engine: Record<string, number>; serverMs: number };
}

export type PreviewResponse = PreviewResult | PreviewErrorBody;

/** A sample catalog as the page lists it. */
export interface PreviewSampleInfo {
  id: string;
  file: string;
  format: InputFormat;
  bytes: number;
}

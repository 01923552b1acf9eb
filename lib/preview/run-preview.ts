import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { convertCatalog, type LoadedReference, type SigningKey } from '@/lib/catalog';
import { inspectCatalog } from './inspect';
import { PREVIEW_BRAND, PREVIEW_LIMITS, PREVIEW_SENDER } from './limits';
import { shapePreviewResult } from './result';
import type { PreviewFailure, PreviewResult } from './types';
import { formatBytes, type MessageLocale } from '@/lib/catalog/messages';

/** What a preview conversion runs with: loaded once per process (see `previewEngine`). */
export interface PreviewEngine {
  reference: LoadedReference;
  signer: SigningKey;
  toolVersion: string;
  /** Folder with the Auto Care XSDs; null → XSD validation is reported as not run. */
  standardsDir: string | null;
}

export interface RunPreviewOptions {
  source: { kind: 'sample' | 'upload'; sampleId?: string };
  /** Where the run's scratch folder is made (default: the system's temp folder). */
  tmpRoot?: string;
  /** Include the files in the result (default true). */
  downloads?: boolean;
  now?: Date;
  /** The visitor's language: report.html and the findings' messages (default en). */
  locale?: MessageLocale;
}

export type PreviewOutcome = { ok: true; result: PreviewResult } | { ok: false; failure: PreviewFailure };

/**
 * One preview conversion: the limits checked (size, then rows as the engine's ingest counts them),
 * the real engine run into a fresh scratch folder, the deliverables read back into the result, and
 * the folder deleted whatever happens. Nothing outlives the call.
 */
export async function runPreview(input: { bytes: Uint8Array; name: string }, engine: PreviewEngine, options: RunPreviewOptions): Promise<PreviewOutcome> {
  if (input.bytes.byteLength > PREVIEW_LIMITS.maxBytes) {
    return {
      ok: false,
      failure: { code: 'PREVIEW_FILE_TOO_LARGE', params: { max: formatBytes(PREVIEW_LIMITS.maxBytes, 'en'), size: formatBytes(input.bytes.byteLength, 'en') } },
    };
  }
  const inspection = await inspectCatalog(input, PREVIEW_LIMITS.maxRows);
  if (!inspection.ok) {
    return inspection.tooManyRows
      ? { ok: false, failure: { code: 'PREVIEW_TOO_MANY_ROWS', params: { max: PREVIEW_LIMITS.maxRows } } }
      : { ok: false, failure: { code: 'PREVIEW_UNREADABLE', detail: inspection.error.message } };
  }

  const dir = await mkdtemp(path.join(options.tmpRoot ?? os.tmpdir(), 'partsmith-preview-'));
  try {
    const result = await convertCatalog({
      input,
      outDir: dir,
      brand: PREVIEW_BRAND,
      sender: PREVIEW_SENDER,
      reference: engine.reference.reference,
      referenceFindings: engine.reference.findings,
      signer: engine.signer,
      toolVersion: engine.toolVersion,
      standardsDir: engine.standardsDir,
      ...(options.now ? { now: options.now } : {}),
      ...(options.locale ? { reportLocale: options.locale } : {}),
    });
    if ('error' in result) return { ok: false, failure: { code: 'PREVIEW_UNREADABLE', detail: result.error.message } };
    const [aces, pies, flagged, reportHtml, evidence] = await Promise.all([
      // A run with no apps or no items writes no aces.xml or pies.xml (the report says why).
      result.files.aces ? readFile(result.files.aces, 'utf8') : null,
      result.files.pies ? readFile(result.files.pies, 'utf8') : null,
      readFile(result.files.flagged, 'utf8'),
      readFile(result.files.reportHtml),
      readFile(result.files.evidence),
    ]);
    const shaped = shapePreviewResult(
      result,
      { aces, pies, flagged, reportHtml, evidence },
      { source: options.source, language: inspection.language, brand: PREVIEW_BRAND, downloads: options.downloads ?? true, ...(options.locale ? { locale: options.locale } : {}) },
    );
    return { ok: true, result: shaped };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

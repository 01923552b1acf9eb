import { gzipSync } from 'node:zlib';
import type { ConvertResult, Report } from '@/lib/catalog';
import type { LanguageGuess } from '@/lib/catalog/mapping';
import { readFlaggedRows } from './flagged-rows';
import { PREVIEW_LIMITS } from './limits';
import type { PreviewDownload, PreviewResult, XsdOutcome } from './types';
import { firstElements } from './xml-excerpt';
import { noteText, type MessageLocale } from '@/lib/catalog/messages';
import { groupFindings } from '@/lib/catalog/report';

/** The deliverables as read back from the run's folder before it is deleted; null for one not written (empty). */
export interface RunFiles {
  aces: string | null;
  pies: string | null;
  flagged: string;
  reportHtml: Buffer;
  evidence: Buffer;
}

export interface ShapeOptions {
  source: { kind: 'sample' | 'upload'; sampleId?: string };
  language: LanguageGuess;
  brand: string;
  /** Leave the files out (the sample dashboard needs only the numbers). */
  downloads?: boolean;
  /** The visitor's language: the findings' messages (default en). */
  locale?: MessageLocale;
}

/** Everything the page shows about one conversion, in one JSON-safe value. */
export function shapePreviewResult(result: ConvertResult, files: RunFiles, options: ShapeOptions): PreviewResult {
  const { report, counts } = result;
  const input = report.input;
  const locale = options.locale ?? 'en';
  return {
    ok: true,
    source: {
      ...options.source,
      file: input.file,
      bytes: input.bytes,
      sha256: input.sha256,
      format: input.format,
      encoding: input.encoding,
      delimiter: input.delimiter,
      sheet: input.sheet,
      headerRow: input.headerRow ?? null,
    },
    brand: options.brand,
    reference: { demo: report.reference.demo, versionDate: report.reference.versionDate },
    language: { code: options.language.language, confidence: options.language.confidence, note: noteText(options.language.note, options.language.said, locale) },
    mapping: report.mapping.map(({ said, ...m }) => ({ ...m, note: noteText(m.note, said, locale) })),
    counts: {
      rows: counts.rows,
      converted: counts.converted,
      flagged: counts.flagged,
      rejected: counts.rejected,
      merged: counts.merged,
      apps: counts.apps,
      items: counts.items,
    },
    rows: readFlaggedRows(files.flagged, PREVIEW_LIMITS.rowsShown, counts.flagged + counts.rejected),
    aces: firstElements(files.aces ?? '', 'App', PREVIEW_LIMITS.acesAppsShown, counts.apps),
    pies: firstElements(files.pies ?? '', 'Item', PREVIEW_LIMITS.piesItemsShown, counts.items),
    findings: groupFindings(report, PREVIEW_LIMITS.examplesPerCode, options.locale),
    xsd: {
      aces: xsdOutcome(report.xsd.aces),
      pies: xsdOutcome(report.xsd.pies),
      errors: (report.xsd.aces?.errors ?? 0) + (report.xsd.pies?.errors ?? 0),
    },
    signer: result.evidence.signerFingerprint,
    downloads: options.downloads === false ? [] : previewDownloads(input.file, files),
    timings: { engine: result.timings, serverMs: 0 },
  };
}

function xsdOutcome(status: Report['xsd']['aces']): XsdOutcome {
  if (!status?.ran) return 'notRun';
  return status.valid ? 'valid' : 'invalid';
}

/**
 * The four downloads, named after the source (`en-us-brakes-filters-aces.xml`) — fewer when the run
 * wrote no aces.xml or pies.xml (nothing to put in them). Nothing is kept on the server, so the
 * files travel in the response; text files gzipped, which keeps a 2,000-row conversion's answer to
 * a few hundred KB instead of several MB of base64 XML.
 */
export function previewDownloads(sourceFile: string, files: Pick<RunFiles, 'aces' | 'pies' | 'reportHtml' | 'evidence'>): PreviewDownload[] {
  const stem = downloadStem(sourceFile);
  const text = (file: PreviewDownload['file'], type: string, content: string | Buffer): PreviewDownload => {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    return { name: `${stem}-${file}`, file, type, bytes: bytes.byteLength, encoding: 'gzip', base64: gzipSync(bytes).toString('base64') };
  };
  return [
    ...(files.aces !== null ? [text('aces.xml', 'application/xml', files.aces)] : []),
    ...(files.pies !== null ? [text('pies.xml', 'application/xml', files.pies)] : []),
    text('report.html', 'text/html', files.reportHtml),
    {
      name: `${stem}-evidence.zip`,
      file: 'evidence.zip',
      type: 'application/zip',
      bytes: files.evidence.byteLength,
      encoding: 'identity',
      base64: files.evidence.toString('base64'),
    },
  ];
}

/** A file-name stem safe on every system: ASCII letters, digits, `-` and `_`, at most 40 characters. */
export function downloadStem(sourceFile: string): string {
  const stem = sourceFile
    .replace(/\.[^./\\]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 40)
    .replace(/[-_]+$/, '');
  return stem || 'catalog';
}

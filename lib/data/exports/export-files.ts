import { exportDownloadName } from './download-names';
import type { Export } from './exports';
import type { StoredFile } from '../catalogs';

/** The evidence bundle's name among an export's deliverables (stored apart, in `bundle_key`). */
export const EXPORT_BUNDLE_NAME = 'evidence.zip';

/** What a deliverable is, for labels and grouping; the name inside the bundle decides. */
export type DeliverableKind =
  | 'aces'
  | 'pies'
  | 'appsCsv'
  | 'itemsCsv'
  | 'delimited'
  | 'reportHtml'
  | 'reportJson'
  | 'mapping'
  | 'decisions'
  | 'changesJson'
  | 'changesCsv'
  | 'update'
  | 'batch'
  | 'checks'
  | 'bundle'
  | 'other';

const KIND_BY_NAME: Record<string, DeliverableKind> = {
  'aces.xml': 'aces',
  'pies.xml': 'pies',
  'apps.csv': 'appsCsv',
  'items.csv': 'itemsCsv',
  'flagged.csv': 'delimited',
  'report.html': 'reportHtml',
  'report.json': 'reportJson',
  'mapping.json': 'mapping',
  'review/decisions.json': 'decisions',
  'changes/changes.json': 'changesJson',
  'changes/changes.csv': 'changesCsv',
  'changes/aces-update.xml': 'update',
  'batch.json': 'batch',
  'checks/export-checks.json': 'checks',
  [EXPORT_BUNDLE_NAME]: 'bundle',
};

/** Display order: the deliverables first, the evidence last. */
const KIND_ORDER: DeliverableKind[] = [
  'aces',
  'pies',
  'appsCsv',
  'itemsCsv',
  'delimited',
  'update',
  'changesCsv',
  'changesJson',
  'reportHtml',
  'reportJson',
  'decisions',
  'checks',
  'mapping',
  'batch',
  'other',
  'bundle',
];

export interface ExportDeliverable extends StoredFile {
  kind: DeliverableKind;
  /** A batch export's per-file folder (`files/01-brakes`), else null. */
  folder: string | null;
  /** The name a browser saves it under (ASCII, no path). */
  downloadName: string;
  contentType: string;
}

/** A batch export keeps each file's deliverables under `files/NN-name/`. */
const BATCH_FOLDER = /^(files\/[^/]+)\/(.+)$/;

export function deliverableKind(name: string): DeliverableKind {
  const inFolder = BATCH_FOLDER.exec(name);
  const own = inFolder ? inFolder[2]! : name;
  if (KIND_BY_NAME[own]) return KIND_BY_NAME[own];
  return /\.(csv|tsv|xlsx)$/i.test(own) ? 'delimited' : 'other';
}

const CONTENT_TYPES: Record<string, string> = {
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  html: 'text/html; charset=utf-8',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The Content-Type a deliverable is served with; anything unknown is plain bytes. */
export function downloadContentType(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

function deliverable(exp: Export, file: StoredFile): ExportDeliverable {
  return {
    ...file,
    kind: deliverableKind(file.name),
    folder: BATCH_FOLDER.exec(file.name)?.[1] ?? null,
    downloadName: exportDownloadName(exp, file.name),
    contentType: downloadContentType(file.name),
  };
}

/**
 * Every file of an export with what it is, its download name and type, the evidence bundle
 * included — grouped by batch folder (top-level files first), then in display order.
 */
export function exportDeliverables(exp: Export): ExportDeliverable[] {
  const bundle: StoredFile = { name: EXPORT_BUNDLE_NAME, storageKey: exp.bundleKey, sha256: exp.bundleSha256, bytes: exp.bundleBytes };
  const all = [...exp.files, bundle].map((f) => deliverable(exp, f));
  const rank = (d: ExportDeliverable) => KIND_ORDER.indexOf(d.kind);
  return all.sort((a, b) => (a.folder ?? '').localeCompare(b.folder ?? '') || rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * The deliverable a download asks for, by its exact name in the export (e.g. `aces.xml`,
 * `changes/aces-update.xml`, `evidence.zip`); null for any other name, so a URL can never reach a
 * blob the export does not list.
 */
export function findExportFile(exp: Export, name: string): ExportDeliverable | null {
  return exportDeliverables(exp).find((d) => d.name === name) ?? null;
}

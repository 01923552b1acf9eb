import type { z } from 'zod';
import { jobErrorIn, type Conversion, type ReviewRow, type SavedMappingRecord, type StoredFile, type Upload, type ValueGroup } from '@/lib/data/catalogs';
import type { Export, ExportRequest } from '@/lib/data/exports';
import type { JobSchema, MappingSchema, ReviewRowSchema } from './schemas/jobs';
import type { ExportFileSchema, ExportSchema } from './schemas/exports';
import type { ValueGroupSchema } from './schemas/review-values';
import type { UploadSchema } from './schemas/uploads';
import { findingMessage, messageLocale, type MessageLocale } from '@/lib/catalog/messages';

/*
 * Records as the API shows them: the shapes of lib/api/schemas (typed against them, so the OpenAPI
 * document and the answers agree), with timestamps as ISO strings and links as paths on this server.
 */

export const API_BASE = '/api/v1';

const iso = (d: Date) => d.toISOString();

/** The language a client reads messages in: its Accept-Language (en, de, fr, es, it; else English). */
export const apiLocale = (ctx: { request: Request }): MessageLocale => messageLocale(ctx.request.headers.get('accept-language'));
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export function presentJob(c: Conversion, locale: MessageLocale = 'en'): z.output<typeof JobSchema> {
  const self = `${API_BASE}/jobs/${c.id}`;
  return {
    id: c.id,
    workspaceId: c.workspaceId,
    uploadId: c.uploadId,
    fileName: c.fileName,
    uploadSha256: c.uploadSha256,
    brand: c.brand,
    mappingVersion: c.mappingVersion,
    acceptThreshold: c.acceptThreshold,
    reference: { ...c.reference },
    rerunOf: c.rerunOf,
    carriedDecisions: c.carriedDecisions,
    status: c.status,
    stage: c.stage,
    rowsDone: c.rowsDone,
    rowsTotal: c.rowsTotal,
    counts: c.counts,
    error: jobErrorIn(c.error, locale),
    attempt: c.attempt,
    createdAt: iso(c.createdAt),
    startedAt: isoOrNull(c.startedAt),
    finishedAt: isoOrNull(c.finishedAt),
    updatedAt: iso(c.updatedAt),
    links: { self, review: `${self}/review`, exports: `${API_BASE}/exports?jobId=${c.id}` },
  };
}

export function presentUpload(u: Upload): z.output<typeof UploadSchema> {
  return {
    id: u.id,
    workspaceId: u.workspaceId,
    fileName: u.fileName,
    bytes: u.bytes,
    sha256: u.sha256,
    format: u.format,
    encoding: u.encoding,
    delimiter: u.delimiter,
    createdAt: iso(u.createdAt),
  };
}

export function presentMapping(m: SavedMappingRecord): z.output<typeof MappingSchema> {
  return { id: m.id, name: m.name, version: m.version, headerFingerprint: m.headerFingerprint, mapping: m.mapping, createdAt: iso(m.createdAt) };
}

/** A held row as the API gives it, its findings' messages in the caller's language. */
export function presentReviewRow(r: ReviewRow, locale: MessageLocale = 'en'): z.output<typeof ReviewRowSchema> {
  return {
    row: r.row,
    outcome: r.outcome,
    codes: r.codes,
    confidence: r.confidence,
    source: r.source,
    fields: r.fields as Record<string, string>,
    proposed: r.proposed,
    findings: r.findings.map((f) => ({ ...f, message: findingMessage(f, locale) })),
    notes: r.notes.map((n) => ({ ...n })),
    decision: r.decision,
    override: r.override as Record<string, string> | null,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
    carriedFrom: r.carriedFrom,
  };
}

export function presentValueGroup(g: ValueGroup): z.output<typeof ValueGroupSchema> {
  return {
    field: g.field,
    key: g.key,
    term: g.term,
    codes: g.codes,
    rows: g.rows,
    pendingRows: g.pendingRows,
    parts: g.parts,
    candidates: g.candidates.map((c) => ({ referenceId: c.referenceId, name: c.name, confidence: c.confidence })),
    sampleRows: g.sampleRows,
  };
}

/** The evidence bundle's name in downloads and in `?file=`. */
export const BUNDLE_FILE = 'evidence.zip';

export function downloadPath(requestId: string, fileName: string): string {
  return `${API_BASE}/exports/${requestId}/download?file=${encodeURIComponent(fileName)}`;
}

function presentFile(requestId: string, f: Pick<StoredFile, 'name' | 'sha256' | 'bytes'>): z.output<typeof ExportFileSchema> {
  return { name: f.name, sha256: f.sha256, bytes: f.bytes, download: downloadPath(requestId, f.name) };
}

/** An export request with what it published, once it did (`published` null before). */
export function presentExport(request: ExportRequest, published: Export | null, locale: MessageLocale = 'en'): z.output<typeof ExportSchema> {
  const self = `${API_BASE}/exports/${request.id}`;
  return {
    id: request.id,
    workspaceId: request.workspaceId,
    jobId: request.conversionId,
    batchId: request.batchId,
    acesVersion: request.acesVersion,
    piesVersion: request.piesVersion,
    status: request.status,
    stage: request.stage,
    error: jobErrorIn(request.error, locale),
    attempt: request.attempt,
    createdAt: iso(request.createdAt),
    startedAt: isoOrNull(request.startedAt),
    finishedAt: isoOrNull(request.finishedAt),
    expiresAt: request.status === 'awaiting_confirmation' ? isoOrNull(request.expiresAt) : null,
    expiredAt: isoOrNull(request.expiredAt),
    checks: published?.checks ?? request.checks,
    result: published
      ? {
          exportId: published.id,
          brand: published.brand,
          counts: published.counts,
          decisions: published.decisions,
          signerFingerprint: published.signerFingerprint,
          previousExportId: published.previousExportId,
          createdAt: iso(published.createdAt),
          bundle: presentFile(request.id, { name: BUNDLE_FILE, sha256: published.bundleSha256, bytes: published.bundleBytes }),
          files: published.files.map((f) => presentFile(request.id, f)),
        }
      : null,
    links: { self, download: published ? `${self}/download` : null, confirm: request.status === 'awaiting_confirmation' ? `${self}/confirm` : null },
  };
}

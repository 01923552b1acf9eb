/**
 * Drizzle's view of the catalog tables (supabase/migrations/20261122000700…0900), for typed queries
 * and for `tests/db/schema-mirror.test.ts`, which compares every public table with its mirror —
 * re-export this module from lib/db/schema.ts (`export * from '@/lib/workspace-data/schema'`).
 * Foreign keys and policies live only in the SQL; nothing here imports lib/db/schema, so the
 * re-export makes no import cycle.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: uuid('workspace_id').primaryKey(),
  retentionDays: integer('retention_days').notNull().default(90),
  uploadLimitBytes: bigint('upload_limit_bytes', { mode: 'number' }).notNull().default(209715200),
  workspaceQuotaBytes: bigint('workspace_quota_bytes', { mode: 'number' }),
  notificationEmail: text('notification_email'),
  /** Days an export waits for confirmation before it expires (migration …001900). */
  exportConfirmationDays: integer('export_confirmation_days').notNull().default(14),
  /** The release new conversions are pinned to; null = the bundled demo set (migration …001400). */
  referenceReleaseId: integer('reference_release_id'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Who the workspace's ACES/PIES headers name as sender (migration …001500); null fields = placeholders. */
export const senderIdentities = pgTable('sender_identities', {
  workspaceId: uuid('workspace_id').primaryKey(),
  company: text('company'),
  senderName: text('sender_name'),
  senderPhone: text('sender_phone'),
  senderEmail: text('sender_email'),
  brands: jsonb('brands').$type<{ name: string; code: string }[]>().notNull().default([]),
  documentTitle: text('document_title'),
  defaultLanguage: text('default_language').$type<'en' | 'de' | 'fr' | 'es' | 'it'>(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  fileName: text('file_name').notNull(),
  format: text('format').$type<'csv' | 'tsv' | 'xlsx'>(),
  encoding: text('encoding'),
  delimiter: text('delimiter'),
  storageKey: text('storage_key').notNull(),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  purgedAt: timestamptz('purged_at'),
  /** XLSX: the sheets found at upload, for the sheet picker (migration …002300). */
  sheets: jsonb('sheets').$type<{ name: string; dataRows: number; more: boolean }[]>(),
});

/** Uploads in flight: quota reserved before the body is read, the blob about to be recorded (migration 1300). */
export const uploadReservations = pgTable('upload_reservations', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  reservedBytes: bigint('reserved_bytes', { mode: 'number' }).notNull(),
  storageKey: text('storage_key'),
  reservedBy: uuid('reserved_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull().default(sql`now() + interval '1 hour'`),
});

export const savedMappings = pgTable('saved_mappings', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  name: text('name').notNull(),
  headerFingerprint: text('header_fingerprint').notNull(),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const batches = pgTable('batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  mapping: jsonb('mapping').$type<Record<string, unknown>>(),
  acceptThreshold: numeric('accept_threshold').notNull().default('0.9'),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const conversions = pgTable('conversions', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  uploadId: uuid('upload_id').notNull(),
  uploadSha256: text('upload_sha256').notNull(),
  brand: text('brand').notNull(),
  mapping: jsonb('mapping').$type<Record<string, unknown>>(),
  mappingVersion: text('mapping_version').notNull().default('auto'),
  acceptThreshold: numeric('accept_threshold').notNull().default('0.9'),
  status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
  stage: text('stage'),
  rowsDone: bigint('rows_done', { mode: 'number' }).notNull().default(0),
  rowsTotal: bigint('rows_total', { mode: 'number' }),
  counts: jsonb('counts').$type<Record<string, number>>(),
  report: jsonb('report').$type<Record<string, unknown>>(),
  mappingUsed: jsonb('mapping_used').$type<Record<string, unknown>>(),
  outputs: jsonb('outputs').$type<unknown[]>(),
  error: jsonb('error').$type<{ code: string; message: string }>(),
  attempt: integer('attempt').notNull().default(0),
  jobId: uuid('job_id'),
  /** The pin (migration …001400): the release it runs, is reviewed and exported against. */
  referenceReleaseId: integer('reference_release_id'),
  referenceVersionDate: date('reference_version_date', { mode: 'string' }),
  referenceSha256: text('reference_sha256'),
  /** A re-run (migration …001800): the conversion it came from, and the decisions it carried from it. */
  rerunOf: uuid('rerun_of'),
  carriedDecisions: jsonb('carried_decisions').$type<Record<string, unknown>>(),
  /** XLSX: the sheet asked for; null = the engine's default (migration …002300). */
  sheet: text('sheet'),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  startedAt: timestamptz('started_at'),
  finishedAt: timestamptz('finished_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const batchItems = pgTable(
  'batch_items',
  {
    batchId: uuid('batch_id').notNull(),
    conversionId: uuid('conversion_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.conversionId] })],
);

export const conversionRows = pgTable(
  'conversion_rows',
  {
    conversionId: uuid('conversion_id').notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    sourceRow: integer('source_row').notNull(),
    outcome: text('outcome').$type<'flagged' | 'rejected'>().notNull(),
    codes: text('codes').array().notNull().default(sql`'{}'`),
    confidence: real('confidence'),
    source: jsonb('source').$type<Record<string, string>>().notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    proposed: jsonb('proposed').$type<Record<string, unknown>>(),
    findings: jsonb('findings').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    notes: jsonb('notes').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    decision: text('decision').$type<'approved' | 'overridden' | 'rejected'>(),
    override: jsonb('override').$type<Record<string, string>>(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamptz('decided_at'),
    /** The conversion a re-run carried this decision from (migration …001800). */
    carriedFrom: uuid('carried_from'),
    /** Review by value (migration …002100): the values that held the row, and those decided for it. */
    stops: jsonb('stops').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    valueDecisions: jsonb('value_decisions').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    stopKeys: text('stop_keys').array().notNull().generatedAlwaysAs(sql`public.review_stop_keys(stops)`),
    openStops: text('open_stops').array().notNull().generatedAlwaysAs(sql`public.review_open_stops(stops, value_decisions)`),
  },
  (table) => [primaryKey({ columns: [table.conversionId, table.sourceRow] })],
);

export const exportRequests = pgTable('export_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  conversionId: uuid('conversion_id'),
  batchId: uuid('batch_id'),
  acesVersion: text('aces_version').notNull().default('4.2'),
  piesVersion: text('pies_version').notNull().default('7.2'),
  status: text('status').$type<'queued' | 'running' | 'awaiting_confirmation' | 'succeeded' | 'failed' | 'expired'>().notNull().default('queued'),
  stage: text('stage'),
  error: jsonb('error').$type<{ code: string; message: string }>(),
  attempt: integer('attempt').notNull().default(0),
  jobId: uuid('job_id'),
  exportId: uuid('export_id'),
  /** Guarded exports (migration …001700): confirmation given up front, the job's checks, the staged publication. */
  confirm: boolean('confirm').notNull().default(false),
  checks: jsonb('checks').$type<Record<string, unknown>>(),
  staged: jsonb('staged').$type<Record<string, unknown>>(),
  confirmedBy: uuid('confirmed_by'),
  confirmedAt: timestamptz('confirmed_at'),
  /** Waiting exports expire (migration …001900): when, and the asker's language for the notices. */
  locale: text('locale').notNull().default('en'),
  expiresAt: timestamptz('expires_at'),
  expiredAt: timestamptz('expired_at'),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  startedAt: timestamptz('started_at'),
  finishedAt: timestamptz('finished_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const publishedExports = pgTable('exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  requestId: uuid('request_id').notNull(),
  conversionId: uuid('conversion_id'),
  batchId: uuid('batch_id'),
  brand: text('brand').notNull(),
  acesVersion: text('aces_version').notNull(),
  piesVersion: text('pies_version').notNull(),
  files: jsonb('files').$type<unknown[]>().notNull(),
  bundleKey: text('bundle_key').notNull(),
  bundleSha256: text('bundle_sha256').notNull(),
  bundleBytes: bigint('bundle_bytes', { mode: 'number' }).notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  decisions: jsonb('decisions').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  signerFingerprint: text('signer_fingerprint'),
  previousExportId: uuid('previous_export_id'),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  checks: jsonb('checks').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
});

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  status: text('status').$type<'sent' | 'failed'>().notNull(),
  error: text('error'),
  conversionId: uuid('conversion_id'),
  exportId: uuid('export_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull(),
  scopes: text('scopes').array().notNull(),
  createdBy: uuid('created_by').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  revokedAt: timestamptz('revoked_at'),
  lastUsedAt: timestamptz('last_used_at'),
});

/** A workspace's learned terms: catalog value → reference ID per field (migration …002000, decision 0011). */
export const learnedTerms = pgTable('learned_terms', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id').notNull(),
  field: text('field').$type<'partType' | 'make' | 'model' | 'submodel' | 'position' | 'qty'>().notNull(),
  term: text('term').notNull(),
  termKey: text('term_key').notNull(),
  referenceId: integer('reference_id').notNull(),
  referenceName: text('reference_name'),
  language: text('language').$type<'en' | 'de' | 'fr' | 'es' | 'it'>(),
  origin: text('origin').$type<'review' | 'import' | 'api' | 'settings'>().notNull(),
  conversionId: uuid('conversion_id'),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamptz('updated_at'),
  useCount: integer('use_count').notNull().default(0),
  lastUsedAt: timestamptz('last_used_at'),
});

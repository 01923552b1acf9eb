/**
 * `importReferenceRelease`: an Auto Care ASCII delivery (folder or zip) into the `reference` schema as
 * a new release, in one transaction as service_role.
 *
 * - A release belongs to the workspace it is imported into (`workspaceId`; each customer brings its
 *   own Auto Care licence), or, without one, is shared: published by a platform administrator.
 * - The delivery's SHA-256 comes first: a ready release of the same owner with the same hash means
 *   there is nothing to do (`skipped: true`).
 * - Everything — the release row and every table — is written in ONE transaction and committed as
 *   `ready`. Nobody ever sees a half-loaded release, and a failure leaves the previous release as it was.
 * - A failed import is rolled back whole; afterwards a `failed` release row without data is recorded
 *   in its own transaction, so `reference list` shows the attempt and why it failed.
 * - Imports take an advisory lock, so two at once (even of the same delivery) run one after the other.
 */

import path from 'node:path';
import { findingOf, say } from '@/lib/catalog/messages';
import type { Finding } from '@/lib/catalog';
import { asService, type Db, type Queryable, type Refusal, sqlstateError } from '@/lib/db';
import { hashDelivery } from './delivery-hash';
import { writeDelivery, type WriteOptions } from './delivery-writer';
import { ATTRIBUTE_TABLES, STORED_TABLES } from './stored-tables';
import { findReadyReleaseBySha256, releaseFromRow, RELEASE_COLUMNS, type ReferenceRelease } from './releases';

export interface ImportReleaseOptions extends WriteOptions {
  /** What the release is (`Auto Care VCdb 2026-01`); defaults to the delivery's absolute path. */
  source?: string;
  /** Mark the release as demo data (a delivery whose Version table says `Demo = Y` is marked anyway). */
  demo?: boolean;
  /** A user id, or what ran the import (`cli: ops@host`). */
  importedBy?: string;
  /** The workspace whose release it becomes; absent or null = a shared release. */
  workspaceId?: string | null;
}

export interface ImportedRelease {
  release: ReferenceRelease;
  /** Rows stored per table (for a skipped import: those of the existing release). */
  rows: Record<string, number>;
  /** True when this delivery was already imported: nothing was written. */
  skipped: boolean;
  /** Delivery tables that are not stored because the engine does not read them. */
  ignoredTables: string[];
  /** Warnings about the delivery (tables it lacks, tables it holds twice). */
  findings: Finding[];
}

/** A delivery that cannot be imported: the message names the file, line and column. */
export interface ImportRefusal extends Refusal {
  code: 'invalid';
  findings: Finding[];
  /** The `failed` release recorded for the attempt (absent when the delivery could not even be read). */
  release?: ReferenceRelease;
}

export type ImportOutcome = ({ ok: true } & ImportedRelease) | ImportRefusal;

/** `releases_source_length_check` in the migration. */
const MAX_SOURCE = 500;

/** Any 64-bit constant of our own; the migration runner uses another. */
const IMPORT_LOCK = 7_311_402_559_120_661;

class ImportFailed extends Error {
  constructor(
    readonly problem: Finding,
    readonly findings: Finding[],
  ) {
    super(problem.message);
  }
}

/** Data errors the database itself found (a duplicate ID, a value it would not take). */
function databaseProblem(error: unknown): Finding | null {
  const found = sqlstateError(error);
  if (!found || !/^2[23]/.test(found.code)) return null;
  let said = say('REFERENCE_IMPORT_INVALID.database', { detail: found.message });
  // "Key (release_id, make_id)=(3, 9001) already exists." on the table's primary key `make_pkey`.
  const detail = (error as { detail?: unknown }).detail;
  const key = typeof detail === 'string' ? /Key \(release_id, (?:table_name, )?(\w+)\)=\(\d+, (?:(\w+), )?(-?\d+)\)/.exec(detail) : null;
  const dbTable = found.constraint?.replace(/_pkey$/, '');
  if (found.code === '23505' && key && dbTable) {
    const spec = [...STORED_TABLES.values()].find((t) => t.dbTable === dbTable);
    const table = key[2] ?? spec?.table ?? dbTable;
    const column = spec?.columns.find((c) => c.column === key[1])?.source ?? ATTRIBUTE_TABLES.get(table) ?? key[1]!;
    said = say('REFERENCE_IMPORT_INVALID.duplicateId', { table, column, id: key[3]! });
  }
  return findingOf('REFERENCE_IMPORT_INVALID', 'error', said);
}

async function loadRelease(
  tx: Queryable,
  deliveryPath: string,
  sha256: string,
  options: ImportReleaseOptions & { source: string },
): Promise<ImportedRelease> {
  await tx.query('select pg_advisory_xact_lock($1::bigint)', [IMPORT_LOCK]);
  const existing = await findReadyReleaseBySha256(tx, sha256, options.workspaceId ?? null);
  if (existing) {
    return { release: existing, rows: existing.rowCounts, skipped: true, ignoredTables: [], findings: [] };
  }
  const [created] = await tx.query<{ id: number }>(
    `insert into reference.releases (source, sha256, demo, status, imported_by, workspace_id)
     values ($1, $2, $3, 'loading', $4, $5) returning id`,
    [options.source, sha256, options.demo ?? false, options.importedBy ?? null, options.workspaceId ?? null],
  );
  const releaseId = created!.id;
  const written = await writeDelivery(tx, releaseId, deliveryPath, options);
  if (written.problem) throw new ImportFailed(written.problem, written.findings);
  await tx.query('select reference.refresh_statistics()');

  const [row] = await tx.query<Parameters<typeof releaseFromRow>[0]>(
    `update reference.releases
        set status = 'ready', row_counts = $2::text::jsonb, version_date = $3::date, demo = demo or $4
      where id = $1
      returning ${RELEASE_COLUMNS}`,
    [releaseId, JSON.stringify(written.rowCounts), written.versionDate, written.demo],
  );
  const release = releaseFromRow(row!);
  return { release, rows: release.rowCounts, skipped: false, ignoredTables: written.ignoredTables, findings: written.findings };
}

async function recordFailure(db: Db, sha256: string, options: ImportReleaseOptions & { source: string }, error: string) {
  const [row] = await asService(
    (tx) =>
      tx.query<Parameters<typeof releaseFromRow>[0]>(
        `insert into reference.releases (source, sha256, demo, status, error, imported_by, workspace_id)
         values ($1, $2, $3, 'failed', $4, $5, $6) returning ${RELEASE_COLUMNS}`,
        [options.source, sha256, options.demo ?? false, error, options.importedBy ?? null, options.workspaceId ?? null],
      ),
    db,
  );
  return releaseFromRow(row!);
}

export async function importReferenceRelease(
  db: Db,
  deliveryPath: string,
  options: ImportReleaseOptions = {},
): Promise<ImportOutcome> {
  const absolute = path.resolve(deliveryPath);
  const source = options.source?.trim() || absolute;
  if (source.length > MAX_SOURCE) {
    const finding = findingOf('REFERENCE_SOURCE_TOO_LONG', 'error', say('REFERENCE_SOURCE_TOO_LONG', { length: String(source.length), max: String(MAX_SOURCE) }));
    return { ok: false, code: 'invalid', message: finding.message, findings: [finding] };
  }
  const hashed = await hashDelivery(absolute);
  if (!hashed.ok) {
    const finding = findingOf('REFERENCE_UNREADABLE', 'error', hashed.said, { file: absolute });
    return { ok: false, code: 'invalid', message: hashed.message, findings: [finding] };
  }
  const settings = { ...options, source };
  try {
    const imported = await asService((tx) => loadRelease(tx, absolute, hashed.sha256, settings), db);
    return { ok: true, ...imported };
  } catch (error) {
    const problem = error instanceof ImportFailed ? error.problem : databaseProblem(error);
    if (!problem) throw error;
    const findings = error instanceof ImportFailed ? [problem, ...error.findings] : [problem];
    const release = await recordFailure(db, hashed.sha256, settings, problem.message);
    return { ok: false, code: 'invalid', message: problem.message, findings, release };
  }
}

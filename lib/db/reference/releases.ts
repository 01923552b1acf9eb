/**
 * Reading `reference.releases`: what has been imported, and which release conversions use by default.
 * Run these in a scope — an active user sees the releases, anyone else nothing (RLS).
 */

import type { Queryable } from '../types';

export const RELEASE_STATUSES = ['loading', 'ready', 'failed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export interface ReferenceRelease {
  id: number;
  /** What the release is, as given at import (`Auto Care VCdb 2026-01`) or the delivery's path. */
  source: string;
  /** `YYYY-MM-DD` from the delivery's Version table or its file-name prefix; null when it has neither. */
  versionDate: string | null;
  /** SHA-256 of the delivery (see delivery-hash.ts): the same delivery is imported once. */
  sha256: string;
  /** The bundled demo set or another delivery marked `Demo = Y`: made-up IDs, not Auto Care data. */
  demo: boolean;
  status: ReleaseStatus;
  /** Rows imported per delivery table (the Version table's date and demo flag live on the release). */
  rowCounts: Record<string, number>;
  /** Why a failed import failed. */
  error: string | null;
  importedBy: string | null;
  importedAt: Date;
}

type ReleaseRow = {
  id: number;
  source: string;
  version_date: string | null;
  sha256: string;
  demo: boolean;
  status: ReleaseStatus;
  row_counts: Record<string, number>;
  error: string | null;
  imported_by: string | null;
  imported_at: Date;
};

export const RELEASE_COLUMNS = 'id, source, version_date, sha256, demo, status, row_counts, error, imported_by, imported_at';

export function releaseFromRow(row: ReleaseRow): ReferenceRelease {
  return {
    id: row.id,
    source: row.source,
    versionDate: row.version_date,
    sha256: row.sha256,
    demo: row.demo,
    status: row.status,
    rowCounts: row.row_counts,
    error: row.error,
    importedBy: row.imported_by,
    importedAt: row.imported_at,
  };
}

export function releaseRowCount(release: Pick<ReferenceRelease, 'rowCounts'>): number {
  return Object.values(release.rowCounts).reduce((sum, n) => sum + n, 0);
}

/** Every import, newest first, failed attempts included. */
export async function listReferenceReleases(tx: Queryable): Promise<ReferenceRelease[]> {
  const rows = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from reference.releases order by id desc`,
  );
  return rows.map(releaseFromRow);
}

export async function getReferenceRelease(tx: Queryable, id: number): Promise<ReferenceRelease | null> {
  const [row] = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from reference.releases where id = $1`,
    [id],
  );
  return row ? releaseFromRow(row) : null;
}

/**
 * The release conversions use unless told otherwise: the most recently imported ready release, where a
 * licensed one always wins over demo data (importing the demo set must not displace the customer's VCdb).
 */
export async function latestReadyRelease(tx: Queryable): Promise<ReferenceRelease | null> {
  const [row] = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from reference.releases where status = 'ready' order by demo, id desc limit 1`,
  );
  return row ? releaseFromRow(row) : null;
}

/** The ready release holding exactly this delivery, if it was imported before. */
export async function findReadyReleaseBySha256(tx: Queryable, sha256: string): Promise<ReferenceRelease | null> {
  const [row] = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from reference.releases where status = 'ready' and sha256 = $1`,
    [sha256],
  );
  return row ? releaseFromRow(row) : null;
}

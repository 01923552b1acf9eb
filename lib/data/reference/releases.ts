/**
 * Reading `reference.releases`: what has been imported, and into which workspace. Run these in a
 * scope — an active user sees the shared releases and those of their workspaces, anyone else
 * nothing (RLS). Which release a workspace converts against is its setting (lib/data,
 * `currentReferenceOf`); a conversion keeps the one it was pinned to.
 */

import type { Queryable } from '@/lib/db';

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
  /** The workspace whose licence it was imported under; null = shared (published by a platform administrator). */
  workspaceId: string | null;
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
  workspace_id: string | null;
};

export const RELEASE_COLUMNS = 'id, source, version_date, sha256, demo, status, row_counts, error, imported_by, imported_at, workspace_id';

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
    workspaceId: row.workspace_id,
  };
}

export function releaseRowCount(release: Pick<ReferenceRelease, 'rowCounts'>): number {
  return Object.values(release.rowCounts).reduce((sum, n) => sum + n, 0);
}

/**
 * Whose releases to list: one workspace's own and the shared ones (`workspaceId`), only the shared
 * ones (`workspaceId: null`), or every release the scope can see (no option: the CLI, as owner).
 */
export interface ReleaseScope {
  workspaceId?: string | null;
}

/** `and (…)` for a ReleaseScope, with its parameter at `$n`. */
function scopeFilter(scope: ReleaseScope, n: number): { sql: string; params: unknown[] } {
  if (scope.workspaceId === undefined) return { sql: '', params: [] };
  if (scope.workspaceId === null) return { sql: ' and workspace_id is null', params: [] };
  return { sql: ` and (workspace_id is null or workspace_id = $${n}::uuid)`, params: [scope.workspaceId] };
}

/** Every import, newest first, failed attempts included. */
export async function listReferenceReleases(tx: Queryable, scope: ReleaseScope = {}): Promise<ReferenceRelease[]> {
  const filter = scopeFilter(scope, 1);
  const rows = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from reference.releases where true${filter.sql} order by id desc`,
    filter.params,
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
 * The newest ready release of a scope (default: the shared releases), where a licensed one always wins
 * over demo data. Only for tools that name no release (`partsmith convert --reference db`): work in a
 * workspace uses the workspace's current release, never "the latest" (see decision 0008).
 */
export async function latestReadyRelease(tx: Queryable, scope: ReleaseScope = { workspaceId: null }): Promise<ReferenceRelease | null> {
  const filter = scopeFilter(scope, 1);
  const [row] = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from reference.releases where status = 'ready'${filter.sql} order by demo, id desc limit 1`,
    filter.params,
  );
  return row ? releaseFromRow(row) : null;
}

/** The ready release of this owner (a workspace, or null = shared) holding exactly this delivery, if any. */
export async function findReadyReleaseBySha256(tx: Queryable, sha256: string, workspaceId: string | null): Promise<ReferenceRelease | null> {
  const [row] = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from reference.releases
     where status = 'ready' and sha256 = $1 and workspace_id is not distinct from $2::uuid`,
    [sha256, workspaceId],
  );
  return row ? releaseFromRow(row) : null;
}

import type { Queryable } from '@/lib/db';
import { listWorkspaceMembers, type WorkspaceMember } from '../workspaces/membership';
import type { BlobStore } from '@/lib/storage';
import { UPDATE_XML, changeSummaryFile, readChangeCounts, type ChangeCounts } from './change-counts';
import { exportDeliverables, type ExportDeliverable } from './export-files';
import { exportSources, type ExportSource } from './export-sources';
import { getExport, listExportRequests, listExports, type Export, type ExportRequest } from './exports';

/* What the export screens show, read under the caller's RLS scope. Server code only. */

export const EXPORTS_PAGE_SIZE = 20;

/**
 * Who made an export, as far as a member may know: the viewer themself, another member (by role:
 * members cannot read each other's accounts), or someone no longer in the workspace.
 */
export type Author = { kind: 'you' } | { kind: 'member'; role: WorkspaceMember['role'] } | { kind: 'former' };

export function authorOf(createdBy: string | null, viewerId: string, members: readonly WorkspaceMember[]): Author {
  if (createdBy === viewerId) return { kind: 'you' };
  const member = createdBy ? members.find((m) => m.userId === createdBy) : undefined;
  return member ? { kind: 'member', role: member.role } : { kind: 'former' };
}

export interface ExportListRow {
  export: Export;
  source: ExportSource | null;
  author: Author;
}

export interface ExportListPage {
  rows: ExportListRow[];
  /** `before` for the next (older) page; null on the last page. */
  olderBefore: string | null;
  /** Requests still running, or failed, newest first (only on the first page). */
  pending: ExportRequest[];
}

/** One page of the workspace's exports, newest first, with sources and authors. */
export async function readExportList(
  tx: Queryable,
  workspaceId: string,
  viewerId: string,
  options: { before?: Date } = {},
): Promise<ExportListPage> {
  const page = await listExports(tx, workspaceId, { ...(options.before ? { before: options.before } : {}), limit: EXPORTS_PAGE_SIZE + 1 });
  const shown = page.slice(0, EXPORTS_PAGE_SIZE);
  const [sources, members, requests] = await Promise.all([
    exportSources(tx, shown),
    listWorkspaceMembers(tx, workspaceId),
    options.before ? Promise.resolve([]) : listExportRequests(tx, workspaceId, { limit: 20 }),
  ]);
  const sourceOf = (e: Export) => sources.get(e.conversionId ?? e.batchId ?? '') ?? null;
  return {
    rows: shown.map((e) => ({ export: e, source: sourceOf(e), author: authorOf(e.createdBy, viewerId, members) })),
    olderBefore: page.length > EXPORTS_PAGE_SIZE ? shown[shown.length - 1]!.createdAt.toISOString() : null,
    pending: requests.filter((r) => r.status !== 'succeeded'),
  };
}

export interface ChangeSummaryView {
  previous: { id: string; createdAt: Date } | null;
  /** null when changes.json could not be read (missing blob, damaged head). */
  counts: ChangeCounts | null;
  update: ExportDeliverable | null;
  csv: ExportDeliverable | null;
}

export interface ExportDetail {
  export: Export;
  source: ExportSource | null;
  author: Author;
  deliverables: ExportDeliverable[];
  /** Against the workspace's previous export of the brand; null for a first export (or a batch). */
  changes: ChangeSummaryView | null;
  decisions: { approved: number; overridden: number; rejected: number; total: number; file: ExportDeliverable | null };
  /** Who confirmed publishing it despite open review or assessment errors; null when nobody had to. */
  confirmedBy: Author | null;
}

/** An export with everything its page shows; null when it does not exist or is not visible (RLS). */
export async function readExportDetail(tx: Queryable, exportId: string, viewerId: string, store: BlobStore): Promise<ExportDetail | null> {
  const exp = await getExport(tx, exportId);
  if (!exp) return null;
  const [sources, members, previous] = await Promise.all([
    exportSources(tx, [exp]),
    listWorkspaceMembers(tx, exp.workspaceId),
    exp.previousExportId ? getExport(tx, exp.previousExportId) : Promise.resolve(null),
  ]);
  const deliverables = exportDeliverables(exp);
  const named = (name: string) => deliverables.find((d) => d.name === name) ?? null;
  const decided = { approved: exp.decisions.approved ?? 0, overridden: exp.decisions.overridden ?? 0, rejected: exp.decisions.rejected ?? 0 };
  return {
    export: exp,
    source: sources.get(exp.conversionId ?? exp.batchId ?? '') ?? null,
    author: authorOf(exp.createdBy, viewerId, members),
    deliverables,
    changes: await changeSummaryOf(exp, previous, store, named),
    decisions: { ...decided, total: decided.approved + decided.overridden + decided.rejected, file: named('review/decisions.json') },
    confirmedBy: exp.checks?.confirmedBy ? authorOf(exp.checks.confirmedBy, viewerId, members) : null,
  };
}

async function changeSummaryOf(
  exp: Export,
  previous: Export | null,
  store: BlobStore,
  named: (name: string) => ExportDeliverable | null,
): Promise<ChangeSummaryView | null> {
  const file = changeSummaryFile(exp);
  if (!file) return null;
  const stream = await store.get(file.storageKey);
  const counts = stream ? await readChangeCounts(stream) : null;
  stream?.destroy();
  return {
    previous: previous ? { id: previous.id, createdAt: previous.createdAt } : null,
    counts,
    update: named(UPDATE_XML),
    csv: named('changes/changes.csv'),
  };
}
